import { RECOVERY_CODE_LENGTH } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import { SPECIAL_CHARACTERS, USER_PASSWORD_MIN } from '@fletx/contract/validation';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { showAlert } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { firstErrorMessage, useZodForm } from '../../../lib/form';
import { useConfirmPassword } from '../api/confirm-password';
import { changePasswordForm } from '../utils/auth-rules';
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
  const { control, handleSubmit } = useZodForm(changePasswordForm(email), {
    mode: 'onSubmit',
    defaultValues: { code: '', newPassword: '', confirmNewPassword: '' },
  });
  const confirmPassword = useConfirmPassword();

  const submit = handleSubmit(
    (body) =>
      confirmPassword.mutate(body, {
        onSuccess: (response) => onSuccess(response.message),
        onError: (failure) => showAlert(getErrorMessage(failure), { id: ALERT_ID }),
      }),
    (errors) => showAlert(firstErrorMessage(errors, messages.allFieldsNotEmpty), { id: ALERT_ID }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Change password form">
      <Stack gap="md">
        <FormHeading
          title="Choose a new password"
          description={
            email
              ? `Enter the code we sent to ${email} and your new password.`
              : 'Enter the code and your new password.'
          }
        />
        <FormTextField
          control={control}
          name="code"
          label="Code"
          placeholder={'0'.repeat(RECOVERY_CODE_LENGTH)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RECOVERY_CODE_LENGTH}
          data-autofocus
        />
        <FormTextField
          control={control}
          name="newPassword"
          type="password"
          label="New Password"
          description={PASSWORD_HELP}
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="confirmNewPassword"
          type="password"
          label="Re-enter your new password"
          autoComplete="new-password"
        />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm">
            Back to log in
          </Anchor>
          <Button type="submit" loading={confirmPassword.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
