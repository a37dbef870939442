import { AuthField } from './auth-ui';

/** The account's email of the login and forgot-password forms, focused when the form opens. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <AuthField
      type="email"
      label="Email"
      placeholder="name@company.com"
      autoComplete="username"
      data-autofocus
      value={value}
      onChange={onChange}
    />
  );
}
