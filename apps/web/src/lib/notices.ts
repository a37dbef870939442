import { SUCCESS_POPUP_MS } from '@fletx/contract/constants';

/**
 * The login area's alerts (a box at the top right of the screen, as components/popups/popups.tsx shows them in
 * the back office), without Mantine: the login area's first page does not download it (docs/performance.md
 * "The web's first page"). Errors stay until dismissed, other alerts hide themselves after 5 s; an `id`
 * replaces the alert of the same id instead of stacking a new one. features/auth/components/auth-alerts.tsx
 * shows them; the session's end (app/session-actions.ts) leaves 'Yout session has expired' here for the login
 * screen it goes to.
 */
export type NoticeKind = 'error' | 'success' | 'info' | 'warning';

export type Notice = { id: string; kind: NoticeKind; message: string };

export type NoticeOptions = {
  kind?: NoticeKind;
  id?: string;
  /** Milliseconds, or false to stay until dismissed. Errors default to false, others to 5 s. */
  autoClose?: number | false;
};

/** At most this many on screen, the oldest leaving first (as the back office's notifications). */
const LIMIT = 5;

let notices: readonly Notice[] = [];
let sequence = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export function hideNotice(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (notices.some((notice) => notice.id === id)) publish(notices.filter((notice) => notice.id !== id));
}

export function showNotice(message: string, options: NoticeOptions = {}): string {
  const kind = options.kind ?? 'error';
  sequence += 1;
  const id = options.id ?? `notice-${sequence}`;
  const notice: Notice = { id, kind, message };
  const exists = notices.some((item) => item.id === id);
  publish(
    exists ? notices.map((item) => (item.id === id ? notice : item)) : [...notices, notice].slice(-LIMIT),
  );
  clearTimeout(timers.get(id));
  const autoClose = options.autoClose ?? (kind === 'error' ? false : SUCCESS_POPUP_MS);
  if (autoClose !== false)
    timers.set(
      id,
      setTimeout(() => hideNotice(id), autoClose),
    );
  return id;
}

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getNotices = (): readonly Notice[] => notices;

/** Hides every alert (a login that succeeded leaves the login area's alerts behind). */
export function clearNotices(): void {
  for (const notice of notices) hideNotice(notice.id);
}
