import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';

/** The account's email of the login and forgot-password forms, focused when the form opens. */
export function EmailField<T extends FieldValues & { email: string }, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  return (
    <FormTextField
      control={control}
      name={'email' as FieldPathByValue<T, string>}
      type="email"
      label="Email"
      placeholder="name@company.com"
      autoComplete="username"
      data-autofocus
    />
  );
}
