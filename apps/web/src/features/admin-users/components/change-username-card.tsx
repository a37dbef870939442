import { changeUsernameBody, type UserWire } from '@fletx/contract/users';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../lib/form';
import { useChangeUsername } from '../api/change-username';
import { UserChangeCard } from './user-change-card';

/** The change-username card (320 px): Cancel or a successful change closes it. */
export function ChangeUsernameCard({ user, onClose }: { user: UserWire | null; onClose: () => void }) {
  const mutation = useChangeUsername();
  const form = useZodForm(changeUsernameBody, { values: { email: user?.email ?? '' } });
  return (
    <UserChangeCard
      user={user}
      onClose={onClose}
      title="Change username"
      subtitle={user ? `${user.first_name} ${user.last_name}` : ''}
      form={form}
      save={mutation.mutateAsync}
    >
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label="New username (email)"
        withAsterisk
      />
    </UserChangeCard>
  );
}
