import { CHANGE_CARD_WIDTH } from '@fletx/contract/constants';
import { changeUsernameBody, type UserWire } from '@fletx/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-fields';
import { changeWithAlert, ModalForm } from '../../../components/popups/modal-form';
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
    if (user) await changeWithAlert(() => mutation.mutateAsync({ id: user.id, body: values }), close);
  });
  return (
    <ModalForm
      opened={user !== null}
      onClose={close}
      title="Change username"
      subtitle={user ? `${user.first_name} ${user.last_name}` : ''}
      size={CHANGE_CARD_WIDTH}
      onSubmit={submit}
      submitting={formState.isSubmitting}
    >
      <FormTextField control={control} name="email" type="email" label="New username (email)" withAsterisk />
    </ModalForm>
  );
}
