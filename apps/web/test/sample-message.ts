import type { MessageItem } from '@fletx/contract/driver-messages';

/** Brian Harris (driver 7) writing to dispatch, not read yet; `over` makes it another message. */
export const driverMessage = (over: Partial<MessageItem> = {}): MessageItem => ({
  id: 11,
  driverId: 7,
  from: 'driver',
  author: { id: 7, name: 'Brian Harris' },
  body: 'Will do, calling now.',
  loadId: null,
  loadNumber: null,
  createdAt: '2026-12-01T15:00:00.000Z',
  readAt: null,
  ...over,
});

/**
 * The page in front (`visible`) or in the background, as the browser tells it (a `visibilitychange` event);
 * `resetPageVisibility` gives the document its own answer back.
 */
export function showPage(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

export function resetPageVisibility(): void {
  delete (document as { visibilityState?: unknown }).visibilityState;
}
