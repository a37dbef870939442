import { RECOVERY_CODE_LENGTH } from '@fletx/contract/constants';
import { SPECIAL_CHARACTERS, USER_PASSWORD_MIN } from '@fletx/contract/validation';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notices';
import { useConfirmPassword } from '../api/confirm-password';
import { checkChangePassword } from '../utils/auth-rules';
import { AuthActions, AuthButton, AuthField, AuthForm, authLinkClass } from './auth-ui';
import { FormHeading } from './form-heading';

const ALERT_ID = 'change-password';

/**
 * docs/product.md "Password recovery": the password is longer than 8 characters, mixed case, with special
 * characters.
 */
export const PASSWORD_HELP = `Longer than ${USER_PASSWORD_MIN - 1} characters, with upper and lower case letters, a number and a special character (${SPECIAL_CHARACTERS}).`;

export type ChangePasswordFormProps = {
  /** The address from the `email` query parameter; null when it is missing. */
  email: string | null;
  /** Called with the server's message. */
  onSuccess: (message: string) => void;
};

export function ChangePasswordForm({ email, onSuccess }: ChangePasswordFormProps) {
  const [values, setValues] = useState({ code: '', newPassword: '', confirmNewPassword: '' });
  const set = (name: keyof typeof values) => (value: string) =>
    setValues((now) => ({ ...now, [name]: value }));
  const confirmPassword = useConfirmPassword();

  const submit = () => {
    const checked = checkChangePassword({ email, ...values });
    if (!checked.ok) return void showNotice(checked.message, { id: ALERT_ID });
    confirmPassword.mutate(checked.value, {
      onSuccess: (response) => onSuccess(response.message),
      onError: (failure) => showNotice(getErrorMessage(failure), { id: ALERT_ID }),
    });
  };

  return (
    <AuthForm label="Change password form" onSubmit={submit}>
      <FormHeading
        title="Choose a new password"
        description={
          email
            ? `Enter the code we sent to ${email} and your new password.`
            : 'Enter the code and your new password.'
        }
      />
      <AuthField
        label="Code"
        placeholder={'0'.repeat(RECOVERY_CODE_LENGTH)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RECOVERY_CODE_LENGTH}
        data-autofocus
        value={values.code}
        onChange={set('code')}
      />
      <AuthField
        type="password"
        label="New Password"
        description={PASSWORD_HELP}
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
      />
      <AuthField
        type="password"
        label="Re-enter your new password"
        autoComplete="new-password"
        value={values.confirmNewPassword}
        onChange={set('confirmNewPassword')}
      />
      <AuthActions spread>
        <Link to={paths.auth.login.getHref()} className={authLinkClass}>
          Back to log in
        </Link>
        <AuthButton type="submit" loading={confirmPassword.isPending}>
          Send
        </AuthButton>
      </AuthActions>
    </AuthForm>
  );
}
