import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code serving one request knows about it without being told through every signature
 * (docs/decisions/0020-audit-trail-and-record-versions.md): who acts, for the audit trail, and the version of
 * the record the request means to change, for the repositories' update guard. Outside a request (the seed,
 * scripts, background work) there is no scope: the actor is the system and no update is guarded.
 */
export interface RequestScope {
  /** The signed-in user acting; null before the token is checked and on public routes. */
  actorId: number | null;
  /** Set by plugins/record-versions.ts from `If-Match` on an update route. */
  precondition?: Precondition;
}

/** The update of row `id` of `table` must find it at `version`; `stale()` throws the 412 that explains why not. */
export interface Precondition {
  table: string;
  id: number;
  version: number;
  /** Once the guarded row has been updated, further updates of it in the same request are not guarded. */
  met: boolean;
  stale(): Promise<never>;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const requestScope = {
  /** Runs `work` (the rest of a request) with a fresh scope. */
  run<T>(work: () => T): T {
    return storage.run({ actorId: null }, work);
  },
  current(): RequestScope | undefined {
    return storage.getStore();
  },
  /** The actor of the request in progress; null outside one or before sign-in. */
  actorId(): number | null {
    return storage.getStore()?.actorId ?? null;
  },
  /** The precondition on `table`'s row still to be met by this request, if any. */
  preconditionOn(table: string): Precondition | undefined {
    const precondition = storage.getStore()?.precondition;
    return precondition && !precondition.met && precondition.table === table ? precondition : undefined;
  },
};
