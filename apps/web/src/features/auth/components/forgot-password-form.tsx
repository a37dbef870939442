import { messages } from '@fletx/contract/messages';
import { Button, Group, Stack } from '@mantine/core';
import { showAlert } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { firstErrorMessage, useZodForm } from '../../../lib/form';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordForm } from '../utils/auth-rules';
import { EmailField } from './email-field';
import { FormHeading } from './form-heading';

const ALERT_ID = 'forgot-password';

export type ForgotPasswordFormProps = {
  /** Called with the address the code was sent to. */
  onSuccess: (email: string) => void;
  onCancel: () => void;
};

export function ForgotPasswordForm({ onSuccess, onCancel }: ForgotPasswordFormProps) {
  const { control, handleSubmit } = useZodForm(forgotPasswordForm, {
    mode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const forgotPassword = useForgotPassword();

  const submit = handleSubmit(
    ({ username }) =>
      forgotPassword.mutate(
        { username },
        {
          onSuccess: () => {
            showAlert(messages.emailSent(username), { kind: 'success', id: ALERT_ID });
            onSuccess(username);
          },
          onError: (failure) => showAlert(getErrorMessage(failure), { id: ALERT_ID }),
        },
      ),
    (errors) => showAlert(firstErrorMessage(errors, messages.provideEmail), { id: ALERT_ID }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password form">
      <Stack gap="md">
        <FormHeading
          title="Forgot your password?"
          description="Enter the email of your account and we will send you a code to choose a new password."
        />
        <EmailField control={control} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={forgotPassword.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={forgotPassword.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
