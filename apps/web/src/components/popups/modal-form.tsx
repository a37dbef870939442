import { Box, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { StaleRecord } from '../../hooks/use-record-version';
import { getErrorMessage } from '../../lib/api-client';
import { FormActions } from '../form/form-actions';
import { showAlert } from './popups';

export type ModalFormProps = {
  opened: boolean;
  /** Cancel, the close button and Escape call it. */
  onClose: () => void;
  /** The dialog's title and the form's accessible name. */
  title: string;
  /** A dimmed line above the fields (e.g. whom the change is for). */
  subtitle: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  size?: ModalProps['size'];
  /** Blocks Save, e.g. while the record it edits is still being read. */
  saveDisabled?: boolean;
  /** The record changed since the form was filled (a 412): the alert with Reload above the buttons. */
  stale?: StaleRecord;
  children: ReactNode;
  /** Under the form and its buttons: the record's History panel. */
  after?: ReactNode;
};

/** A small form in a centred dialog, with Cancel and Save (e.g. the change-username card). */
export function ModalForm({
  opened,
  onClose,
  title,
  subtitle,
  onSubmit,
  submitting,
  size,
  saveDisabled,
  stale,
  children,
  after,
}: ModalFormProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
          {children}
          <FormActions
            onCancel={onClose}
            saving={submitting}
            saveDisabled={saveDisabled}
            gap="xs"
            stale={stale}
          />
        </Stack>
      </form>
      {after ? <Box mt="lg">{after}</Box> : null}
    </Modal>
  );
}

/** Runs a change: its message shows in a success alert and `onDone` runs; a failure shows in an error alert. */
export async function changeWithAlert(change: () => Promise<{ message: string }>, onDone: () => void) {
  try {
    const result = await change();
    showAlert(result.message, { kind: 'success' });
    onDone();
  } catch (error) {
    showAlert(getErrorMessage(error), { kind: 'error' });
  }
}
