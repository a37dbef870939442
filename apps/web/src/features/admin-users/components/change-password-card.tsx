import { CHANGE_CARD_WIDTH } from '@fletx/contract/constants';
import { type ChangePasswordBody, changePasswordBody, type UserWire } from '@fletx/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-fields';
import { showAlert } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

const empty: ChangePasswordBody = { password: '', confirmPassword: '' };

/** The change-password card (320 px): it really sets the user's password (the old client only said 'OK'). */
export function ChangePasswordCard({ user, onClose }: { user: UserWire | null; onClose: () => void }) {
  const mutation = useChangePassword();
  const { control, handleSubmit, formState, reset } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const close = () => {
    reset(empty);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    if (!user) return;
    try {
      const result = await mutation.mutateAsync({ id: user.id, body: values });
      showAlert(result.message, { kind: 'success' });
      close();
    } catch (error) {
      showAlert(getErrorMessage(error), { kind: 'error' });
    }
  });
  return (
    <Modal opened={user !== null} onClose={close} title="Change password" size={CHANGE_CARD_WIDTH} centered>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {user?.email}
          </Text>
          <FormTextField
            control={control}
            name="password"
            type="password"
            label="New password"
            withAsterisk
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            type="password"
            label="Confirm password"
            withAsterisk
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
