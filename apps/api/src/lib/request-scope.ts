import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code serving one request knows about it without being told through every signature
 * (docs/decisions/0020-audit-trail-and-record-versions.md): who acts, for the audit trail. Outside a request
 * (scripts, background work) there is no scope: the actor is the system; the demo's seed acts as the office's
 * people and its drivers (`actAs`), as their requests would have. The version an update
 * expects is not kept here: the route passes it to its service (lib/record-version.ts).
 */
export interface RequestScope {
  /** The signed-in user acting; null before the token is checked and on public routes. */
  actorId: number | null;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const requestScope = {
  /** Runs `work` (the rest of a request) with a fresh scope. */
  run<T>(work: () => T): T {
    return storage.run({ actorId: null }, work);
  },
  /** Runs `work` as `actorId` acting, as a request signed in as them would (the demo's seed). */
  actAs<T>(actorId: number, work: () => T): T {
    return storage.run({ actorId }, work);
  },
  current(): RequestScope | undefined {
    return storage.getStore();
  },
  /** The actor of the request in progress; null outside one or before sign-in. */
  actorId(): number | null {
    return storage.getStore()?.actorId ?? null;
  },
};
