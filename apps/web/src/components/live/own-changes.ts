import type { QueryClient } from '@tanstack/react-query';

/**
 * Changes this tab made itself. The server tells every open stream of a change, this tab's included; when the
 * change's own answer has already refetched what its event names, the echo would only fetch it all again (a drop
 * on the dispatch board: the whole week twice). The mutation notes the event it expects (`expectOwnEcho`) and the
 * stream's handler passes over that one event (`isOwnEcho`); another tab, or anyone else's change, is applied as
 * always. Kept per query cache, so that tests and tabs never share it.
 */
const expected = new WeakMap<QueryClient, Map<string, number>>();

/** An echo not heard within this time (a stream that was down) is forgotten: the next one is applied. */
const ECHO_WINDOW_MS = 15_000;

export function expectOwnEcho(queryClient: QueryClient, key: string, now = Date.now()): void {
  let pending = expected.get(queryClient);
  if (!pending) {
    pending = new Map();
    expected.set(queryClient, pending);
  }
  for (const [k, until] of pending) if (until < now) pending.delete(k);
  pending.set(key, now + ECHO_WINDOW_MS);
}

/** The change was refused: no echo will come. */
export function forgetOwnEcho(queryClient: QueryClient, key: string): void {
  expected.get(queryClient)?.delete(key);
}

/** Whether `key` is the echo of a change this tab made and already refetched; each is passed over once. */
export function isOwnEcho(queryClient: QueryClient, key: string, now = Date.now()): boolean {
  const pending = expected.get(queryClient);
  const until = pending?.get(key);
  if (until === undefined) return false;
  pending?.delete(key);
  return until >= now;
}

/** The key of a `load.assigned` event: the load and the driver it was given to (none: taken off). */
export const assignedEchoKey = (loadId: number, driverId: number | null) =>
  `load.assigned:${loadId}:${driverId ?? '-'}`;
