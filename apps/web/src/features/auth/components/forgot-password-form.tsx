import { messages } from '@fletx/contract/messages';
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notices';
import { useForgotPassword } from '../api/forgot-password';
import { checkForgotPassword } from '../utils/auth-rules';
import { AuthActions, AuthButton, AuthForm } from './auth-ui';
import { EmailField } from './email-field';
import { FormHeading } from './form-heading';

const ALERT_ID = 'forgot-password';

export type ForgotPasswordFormProps = {
  /** Called with the address the code was sent to. */
  onSuccess: (email: string) => void;
  onCancel: () => void;
};

export function ForgotPasswordForm({ onSuccess, onCancel }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const forgotPassword = useForgotPassword();

  const submit = () => {
    const checked = checkForgotPassword({ email });
    if (!checked.ok) return void showNotice(checked.message, { id: ALERT_ID });
    const { username } = checked.value;
    forgotPassword.mutate(
      { username },
      {
        onSuccess: () => {
          showNotice(messages.emailSent(username), { kind: 'success', id: ALERT_ID });
          onSuccess(username);
        },
        onError: (failure) => showNotice(getErrorMessage(failure), { id: ALERT_ID }),
      },
    );
  };

  return (
    <AuthForm label="Forgot password form" onSubmit={submit}>
      <FormHeading
        title="Forgot your password?"
        description="Enter the email of your account and we will send you a code to choose a new password."
      />
      <EmailField value={email} onChange={setEmail} />
      <AuthActions>
        <AuthButton variant="default" onClick={onCancel} disabled={forgotPassword.isPending}>
          Cancel
        </AuthButton>
        <AuthButton type="submit" loading={forgotPassword.isPending}>
          Send
        </AuthButton>
      </AuthActions>
    </AuthForm>
  );
}
