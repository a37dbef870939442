import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

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
};

/** The Cancel and Save buttons at the bottom right of a form. */
export function FormActions({
  onCancel,
  cancelDisabled,
  saveDisabled,
  saving,
  saveLabel = 'Save',
  gap = 'sm',
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap={gap}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" disabled={saveDisabled} loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}
