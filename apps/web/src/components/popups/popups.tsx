import { SUCCESS_POPUP_MS } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { withModals } from './modals-ready';

let popupSequence = 0;
const nextId = (prefix: string) => {
  popupSequence += 1;
  return `${prefix}-${popupSequence}`;
};

/* ----------------------------------------------------------------------------------------------------
 * Alerts: a notification box (role="alert") at the top of the screen. Errors stay until dismissed;
 * other alerts hide themselves. An `id` replaces the alert of the same id instead of stacking a new one.
 * ------------------------------------------------------------------------------------------------- */

export type AlertKind = 'error' | 'success' | 'info' | 'warning';

const ALERT_LOOK: Record<AlertKind, { color: string; icon: ReactNode }> = {
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} aria-hidden /> },
};

export type AlertOptions = {
  kind?: AlertKind;
  title?: string;
  /** Reuse one id for one purpose (e.g. a form) so that repeated attempts do not pile up. */
  id?: string;
  /** Milliseconds, or false to stay until dismissed. Errors default to false, others to 5 s. */
  autoClose?: number | false;
};

export function showAlert(message: string, options: AlertOptions = {}): string {
  const kind = options.kind ?? 'error';
  const look = ALERT_LOOK[kind];
  const data: NotificationData = {
    id: options.id ?? nextId('alert'),
    message,
    title: options.title,
    color: look.color,
    icon: look.icon,
    autoClose: options.autoClose ?? (kind === 'error' ? false : SUCCESS_POPUP_MS),
    withBorder: true,
    'data-testid': `alert-${kind}`,
  };
  const exists = notificationsStore.getState().notifications.some((item) => item.id === data.id);
  if (exists) notifications.update(data);
  else notifications.show(data);
  return data.id ?? '';
}

export function hideAlert(id: string): void {
  notifications.hide(id);
}

/* ----------------------------------------------------------------------------------------------------
 * Popups: dialogs in the middle of the screen (docs/product.md "Popups"). A success popup closes itself after
 * 5 s; an error popup stays until its OK button is pressed.
 * ------------------------------------------------------------------------------------------------- */

function PopupBody({
  color,
  icon,
  message,
  children,
}: {
  color: string;
  icon: ReactNode;
  message: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap="md" pb="xs">
      <ThemeIcon size={52} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      {message ? (
        <Text ta="center" size="sm">
          {message}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

export type PopupOptions = {
  title?: string;
  /** Success popups only: how long it stays open. */
  durationMs?: number;
};

export function showSuccess(message: ReactNode, options: PopupOptions = {}): string {
  const modalId = nextId('success-popup');
  // The time counts from when the popup shows (it may wait for the modals: modals-ready.ts).
  withModals(() => {
    const timer = setTimeout(() => modals.close(modalId), options.durationMs ?? SUCCESS_POPUP_MS);
    modals.open({
      modalId,
      centered: true,
      size: 'sm',
      title: options.title ?? 'Success',
      onClose: () => clearTimeout(timer),
      children: <PopupBody color="teal" icon={<IconCheck size={30} aria-hidden />} message={message} />,
    });
  });
  return modalId;
}

export function showError(message: ReactNode, options: PopupOptions = {}): string {
  const modalId = nextId('error-popup');
  withModals(() =>
    modals.open({
      modalId,
      centered: true,
      size: 'sm',
      title: options.title ?? 'Error',
      withCloseButton: false,
      closeOnClickOutside: false,
      closeOnEscape: false,
      children: (
        <PopupBody color="red" icon={<IconX size={30} aria-hidden />} message={message}>
          <Button data-autofocus onClick={() => modals.close(modalId)} miw={96}>
            OK
          </Button>
        </PopupBody>
      ),
    }),
  );
  return modalId;
}

export type ConfirmActionOptions = {
  title: string;
  /** What the action will do, in the popup's body. */
  message: ReactNode;
  /** The confirm button's label, e.g. 'Send'. */
  confirmLabel: string;
  color?: string;
  /** Runs the action; resolves with the server's message, shown in a success popup. */
  onConfirm: () => Promise<string | undefined>;
  /** The success popup's title. */
  doneTitle?: string;
  /** Called after the success popup opened. */
  onDone?: () => void;
  /**
   * Takes a failure first (a stale record's 412, shown beside its form: `useRecordVersion().catchStale`):
   * when it answers true, no error popup shows.
   */
  caught?: (error: unknown) => boolean;
};

/**
 * A confirmation before an action that cannot be taken back (delete, send): the action runs with its button
 * busy; its message then shows in a success popup, a failure in an error popup.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  color,
  onConfirm,
  doneTitle,
  onDone,
  caught,
}: ConfirmActionOptions): string {
  const modalId = nextId('confirm');
  withModals(() =>
    modals.openConfirmModal({
      modalId,
      centered: true,
      size: 'sm',
      title,
      children: (
        <PopupBody color="orange" icon={<IconAlertTriangle size={30} aria-hidden />} message={message} />
      ),
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color },
      groupProps: { justify: 'center' },
      closeOnConfirm: false,
      onConfirm: async () => {
        modals.updateModal({ modalId, confirmProps: { color, loading: true } });
        try {
          const result = await onConfirm();
          modals.close(modalId);
          showSuccess(result, doneTitle ? { title: doneTitle } : {});
          onDone?.();
        } catch (error) {
          modals.close(modalId);
          if (!caught?.(error)) showError(getErrorMessage(error));
        }
      },
    }),
  );
  return modalId;
}

export type ConfirmDeleteOptions = {
  /** Runs the deletion; resolves with the server's message, shown in the 'Deleted!' popup. */
  onConfirm: () => Promise<string | undefined>;
  /** Called after the 'Deleted!' popup opened (e.g. to reload the list). */
  onDeleted?: () => void;
  title?: string;
  text?: string;
  caught?: ConfirmActionOptions['caught'];
};

/**
 * Delete (docs/product.md "Popups"): 'Are you sure?' / "You won't be able to revert this!" / 'Yes, delete
 * it!'; on success a 'Deleted!' popup with the server's message. A failure shows the server's message in an
 * error popup.
 */
export function confirmDelete({
  onConfirm,
  onDeleted,
  title = messages.deleteConfirmTitle,
  text = messages.deleteConfirmText,
  caught,
}: ConfirmDeleteOptions): string {
  return confirmAction({
    title,
    message: text,
    confirmLabel: messages.deleteConfirmButton,
    color: 'red',
    onConfirm,
    doneTitle: messages.deleted,
    ...(onDeleted ? { onDone: onDeleted } : {}),
    ...(caught ? { caught } : {}),
  });
}
