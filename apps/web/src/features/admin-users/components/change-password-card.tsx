import { type ChangePasswordBody, changePasswordBody, type UserWire } from '@fletx/contract/users';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';
import { UserChangeCard } from './user-change-card';

const empty: ChangePasswordBody = { password: '', confirmPassword: '' };

/** The new password, typed twice. */
const PASSWORD_FIELDS = [
  ['password', 'New password'],
  ['confirmPassword', 'Confirm password'],
] as const;

/** The change-password card (320 px): it really sets the user's password (the old client only said 'OK'). */
export function ChangePasswordCard({ user, onClose }: { user: UserWire | null; onClose: () => void }) {
  const mutation = useChangePassword();
  const form = useZodForm(changePasswordBody, { defaultValues: empty });
  return (
    <UserChangeCard
      user={user}
      onClose={onClose}
      title="Change password"
      subtitle={user?.email}
      form={form}
      resetTo={empty}
      save={mutation.mutateAsync}
    >
      {PASSWORD_FIELDS.map(([name, label]) => (
        <FormTextField
          key={name}
          control={form.control}
          name={name}
          type="password"
          label={label}
          withAsterisk
        />
      ))}
    </UserChangeCard>
  );
}
