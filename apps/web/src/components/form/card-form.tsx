import { Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { PageCard } from '../cards/page-card';
import { FormActions, type FormActionsProps } from './form-actions';

export type CardFormProps = FormActionsProps & {
  /** The form's accessible name, e.g. 'Booking form'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title?: ReactNode;
  description?: ReactNode;
  /** While the form saves: Save spins and Cancel is blocked. */
  busy?: boolean;
  /** The card's fields and sections. */
  children: ReactNode;
};

/** A form in one card, with Cancel and Save under it. */
export function CardForm({ label, onSubmit, title, description, busy, children, ...actions }: CardFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <PageCard title={title} description={description}>
          {children}
        </PageCard>
        <FormActions cancelDisabled={busy} saving={busy} {...actions} />
      </Stack>
    </form>
  );
}
