import { CHANGE_CARD_WIDTH } from '@fletx/contract/constants';
import type { UserWire } from '@fletx/contract/users';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { changeWithAlert, ModalForm } from '../../../components/popups/modal-form';

export type UserChangeCardProps<T extends FieldValues, TOut> = {
  /** The user to change; null keeps the card closed. */
  user: UserWire | null;
  onClose: () => void;
  title: string;
  subtitle: ReactNode;
  form: UseFormReturn<T, unknown, TOut>;
  /** What the form goes back to when the card closes. */
  resetTo?: T;
  /** The change's call (its mutation's `mutateAsync`). */
  save: (change: { id: number; body: TOut }) => Promise<{ message: string }>;
  children: ReactNode;
};

/** A 320 px card that changes one thing of a user: Cancel or a successful change closes it. */
export function UserChangeCard<T extends FieldValues, TOut>({
  user,
  onClose,
  title,
  subtitle,
  form,
  resetTo,
  save,
  children,
}: UserChangeCardProps<T, TOut>) {
  const close = () => {
    form.reset(resetTo);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (user) await changeWithAlert(() => save({ id: user.id, body: values }), close);
  });
  return (
    <ModalForm
      opened={user !== null}
      onClose={close}
      title={title}
      subtitle={subtitle}
      size={CHANGE_CARD_WIDTH}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      {children}
    </ModalForm>
  );
}
