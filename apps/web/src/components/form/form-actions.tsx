import { Button, Group, type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StaleRecord } from '../../hooks/use-record-version';
import { StaleRecordAlert } from './stale-record-alert';

export type FormActionsProps = {
  onCancel: () => void;
  /** Blocks Cancel, e.g. while the form saves. */
  cancelDisabled?: boolean;
  /** Blocks Save, e.g. while the form is invalid. */
  saveDisabled?: boolean;
  saving?: boolean;
  /** The submit button's text (e.g. 'Create booking', 'Update'). */
  saveLabel?: ReactNode;
  gap?: MantineSpacing;
  /** The record changed since the form was filled (a 412): the alert with Reload shows above the buttons. */
  stale?: StaleRecord;
};

/** The Cancel and Save buttons at the bottom right of a form. */
export function FormActions({
  onCancel,
  cancelDisabled,
  saveDisabled,
  saving,
  saveLabel = 'Save',
  gap = 'sm',
  stale,
}: FormActionsProps) {
  const buttons = (
    <Group justify="flex-end" gap={gap}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" disabled={saveDisabled} loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
  if (!stale) return buttons;
  return (
    <Stack gap="sm">
      <StaleRecordAlert {...stale} />
      {buttons}
    </Stack>
  );
}
