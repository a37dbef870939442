import { forgotPasswordBody } from '@fletx/contract/auth';
import { messages } from '@fletx/contract/messages';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-fields';
import { showAlert } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { FormHeading } from './form-heading';

const ALERT_ID = 'forgot-password';

export type ForgotPasswordFormProps = {
  /** Called with the address the code was sent to. */
  onSuccess: (email: string) => void;
  onCancel: () => void;
};

export function ForgotPasswordForm({ onSuccess, onCancel }: ForgotPasswordFormProps) {
  const { control, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const forgotPassword = useForgotPassword();

  const submit = handleSubmit(({ email }) => {
    const parsed = forgotPasswordBody.safeParse({ username: email });
    if (!parsed.success) {
      showAlert(parsed.error.issues[0]?.message ?? messages.provideEmail, { id: ALERT_ID });
      return;
    }
    const { username } = parsed.data;
    forgotPassword.mutate(
      { username },
      {
        onSuccess: () => {
          showAlert(messages.emailSent(username), { kind: 'success', id: ALERT_ID });
          onSuccess(username);
        },
        onError: (failure) => showAlert(getErrorMessage(failure), { id: ALERT_ID }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password form">
      <Stack gap="md">
        <FormHeading
          title="Forgot your password?"
          description="Enter the email of your account and we will send you a code to choose a new password."
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label="Email"
          placeholder="name@company.com"
          autoComplete="username"
          data-autofocus
        />
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
