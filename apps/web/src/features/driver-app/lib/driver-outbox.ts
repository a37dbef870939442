import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-error';
import { driverRequest, isFinalRefusal } from './driver-api';
import { memoryStorage, Outbox, type OutboxEntry, type OutboxStorage, type SendResult } from './outbox';
import { indexedDbStorage } from './outbox-store';
import { getDriverSession } from './session';

/** The path of each kind of queued driver POST (docs/product.md "Driver API"). */
export function entryPath(entry: OutboxEntry): string {
  switch (entry.kind) {
    case 'duty':
      return '/duty';
    case 'inspection':
      return '/inspections';
    case 'locations':
      return `/loads/${entry.loadId}/locations`;
    case 'report':
      return `/loads/${entry.loadId}/reports`;
    case 'pod':
    case 'photo':
      return `/loads/${entry.loadId}/documents`;
    case 'inspection-photo':
      return `/inspections/${entry.parentId}/documents`;
    case 'fuel':
      return '/fuel';
    case 'fuel-photo':
      return `/fuel/${entry.parentId}/documents`;
    default:
      return `/loads/${entry.loadId}/${entry.kind}`;
  }
}

/**
 * Sends one entry with its Idempotency-Key; a file goes as the multipart part `file`. An inspection's answer
 * gives its id to the photos queued after it; a photo whose inspection was refused cannot be sent.
 */
export async function sendEntry(entry: OutboxEntry): Promise<SendResult> {
  if (!getDriverSession()) return { ok: false, final: false, message: 'No session' };
  if (entry.kind === 'inspection-photo' && entry.parentId === undefined)
    return { ok: false, final: true, message: 'The inspection was not accepted, so its photo was not sent' };
  if (entry.kind === 'fuel-photo' && entry.parentId === undefined)
    return {
      ok: false,
      final: true,
      message: 'The fuel receipt was not accepted, so its photo was not sent',
    };
  let body: unknown = entry.body;
  if (entry.file) {
    const form = new FormData();
    // packages/contract/src/tracking.ts DRIVER_UPLOAD_PURPOSES: an alert's photo is not a proof of delivery.
    if (entry.kind === 'photo') form.append('purpose', 'alert');
    // POST /api/driver/inspections/{id}/documents: `item` ties the photo to that item's defect.
    if (entry.item) form.append('item', entry.item);
    form.append('file', entry.file, entry.fileName ?? 'photo.jpg');
    body = form;
  }
  try {
    const answer = await driverRequest<{ data?: { id?: unknown } } | undefined>(entryPath(entry), {
      method: 'POST',
      body,
      idempotencyKey: entry.key,
    });
    const id = answer?.data?.id;
    return typeof id === 'number' ? { ok: true, id } : { ok: true };
  } catch (error) {
    const message = error instanceof ApiError ? error.message : String(error);
    return { ok: false, final: isFinalRefusal(error), message };
  }
}

export const DRIVER_QUERY_KEY = ['driver-app'] as const;

let instance: Outbox | undefined;

/** The app's one outbox, created on first use; what it sends refreshes the driver's loads and duty. */
export function driverOutbox(queryClient?: QueryClient): Outbox {
  if (!instance) {
    const storage: OutboxStorage = typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage();
    instance = new Outbox(storage, sendEntry, {
      isOnline: () => navigator.onLine,
      onSent: () => {
        void queryClient?.invalidateQueries({ queryKey: DRIVER_QUERY_KEY });
      },
    });
    const retry = () => void instance?.flush();
    window.addEventListener('online', retry);
    // A failed run (no signal the phone did not notice, a server hiccup) is tried again.
    window.setInterval(retry, 15_000);
    void instance.load().then(retry);
  }
  return instance;
}

export function useOutboxState(outbox: Outbox) {
  return useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.snapshot(),
  );
}
