import { Button, Group, type MantineSpacing, Stack } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
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
  /**
   * While Save is disabled: offers "What is missing?", which runs this (the form's checks, not its save: every
   * field's message shows) and brings the first field in error into view.
   */
  onShowMissing?: () => Promise<void> | void;
};

/** Focuses the first field of the button's form marked invalid, scrolled to the middle of the screen. */
function focusFirstInvalid(inside: HTMLElement | null) {
  const first = inside?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.scrollIntoView({ block: 'center' });
  first?.focus({ preventScroll: true });
}

/** The Cancel and Save buttons at the bottom right of a form. */
export function FormActions({
  onCancel,
  cancelDisabled,
  saveDisabled,
  saving,
  saveLabel = 'Save',
  gap = 'sm',
  stale,
  onShowMissing,
}: FormActionsProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const showMissing = async () => {
    await onShowMissing?.();
    // The messages render after the checks: look for the first once they have.
    requestAnimationFrame(() => focusFirstInvalid(ref.current));
  };
  const buttons = (
    <Group justify="flex-end" gap={gap}>
      {saveDisabled && onShowMissing && !saving ? (
        <Button ref={ref} variant="subtle" onClick={showMissing}>
          What is missing?
        </Button>
      ) : null}
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
