import { CHANGE_CARD_WIDTH } from '@fletx/contract/constants';
import { type ChangePasswordBody, changePasswordBody, type UserWire } from '@fletx/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-fields';
import { changeWithAlert, ModalForm } from '../../../components/popups/modal-form';
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
    if (user) await changeWithAlert(() => mutation.mutateAsync({ id: user.id, body: values }), close);
  });
  return (
    <ModalForm
      opened={user !== null}
      onClose={close}
      title="Change password"
      subtitle={user?.email}
      size={CHANGE_CARD_WIDTH}
      onSubmit={submit}
      submitting={formState.isSubmitting}
    >
      <FormTextField control={control} name="password" type="password" label="New password" withAsterisk />
      <FormTextField
        control={control}
        name="confirmPassword"
        type="password"
        label="Confirm password"
        withAsterisk
      />
    </ModalForm>
  );
}
