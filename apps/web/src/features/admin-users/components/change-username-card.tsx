import { CHANGE_CARD_WIDTH } from '@fletx/contract/constants';
import { changeUsernameBody, type UserWire } from '@fletx/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-fields';
import { showAlert } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { useChangeUsername } from '../api/change-username';

type Input = z.input<typeof changeUsernameBody>;
type Output = z.output<typeof changeUsernameBody>;

/** The change-username card (320 px): Cancel or a successful change closes it. */
export function ChangeUsernameCard({ user, onClose }: { user: UserWire | null; onClose: () => void }) {
  const mutation = useChangeUsername();
  const { control, handleSubmit, formState, reset } = useForm<Input, unknown, Output>({
    resolver: zodResolver(changeUsernameBody),
    mode: 'onTouched',
    values: { email: user?.email ?? '' },
  });
  const close = () => {
    reset();
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
    <Modal opened={user !== null} onClose={close} title="Change username" size={CHANGE_CARD_WIDTH} centered>
      <form onSubmit={submit} noValidate aria-label="Change username">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {user ? `${user.first_name} ${user.last_name}` : ''}
          </Text>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label="New username (email)"
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
