import { changeUsernameBody, type UserWire } from '@fletx/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-fields';
import { useChangeUsername } from '../api/change-username';
import { UserChangeCard } from './user-change-card';

type Input = z.input<typeof changeUsernameBody>;
type Output = z.output<typeof changeUsernameBody>;

/** The change-username card (320 px): Cancel or a successful change closes it. */
export function ChangeUsernameCard({ user, onClose }: { user: UserWire | null; onClose: () => void }) {
  const mutation = useChangeUsername();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(changeUsernameBody),
    mode: 'onTouched',
    values: { email: user?.email ?? '' },
  });
  return (
    <UserChangeCard
      user={user}
      onClose={onClose}
      title="Change username"
      subtitle={user ? `${user.first_name} ${user.last_name}` : ''}
      form={form}
      save={(id, body) => mutation.mutateAsync({ id, body })}
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
