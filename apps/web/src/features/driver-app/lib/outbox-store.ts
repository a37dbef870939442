import type { OutboxState, OutboxStorage } from './outbox';

/**
 * The outbox kept in IndexedDB (one record: the whole queue), so that photos (Blobs) are stored as they are
 * and the queue survives closing the app. Local storage would not hold photos, and the back office's
 * logout clears it (lib/session.ts `clearSession`).
 */
const DB_NAME = 'fletx-driver';
const STORE = 'outbox';
const KEY = 'queue';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function indexedDbStorage(): OutboxStorage {
  let db: Promise<IDBDatabase> | undefined;
  const database = () => {
    db ??= open();
    return db;
  };
  return {
    async read() {
      const store = (await database()).transaction(STORE, 'readonly').objectStore(STORE);
      return new Promise<OutboxState>((resolve, reject) => {
        const request = store.get(KEY);
        request.onsuccess = () =>
          resolve((request.result as OutboxState | undefined) ?? { pending: [], failed: [] });
        request.onerror = () => reject(request.error);
      });
    },
    async write(state) {
      const transaction = (await database()).transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(state, KEY);
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
    },
  };
}
