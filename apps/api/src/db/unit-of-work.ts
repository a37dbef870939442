import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client';

/**
 * The unit of work: the one way a service opens a transaction. Repositories read `uow.db`, which is the
 * transaction of the call in progress when there is one (AsyncLocalStorage), the database otherwise — so no
 * repository or service signature carries a transaction. A transaction opened inside another joins it.
 */
export class UnitOfWork {
  private readonly current = new AsyncLocalStorage<Tx>();

  /**
   * `namedStatements`: whether statements built once are kept prepared on their connection
   * (db/statements.ts); off behind a pooler that does not carry prepared statements.
   */
  constructor(
    private readonly root: Db,
    readonly namedStatements = true,
  ) {}

  /** The transaction of the work in progress, or the database outside one. */
  get db(): Db {
    return (this.current.getStore() as Db | undefined) ?? this.root;
  }

  /** Whether a transaction is open for the code that calls this. */
  get inTransaction(): boolean {
    return this.current.getStore() !== undefined;
  }

  /**
   * Runs `work` outside any open transaction: background work started during a request (a mail drain) must
   * not inherit the request's transaction, which ends before the work does.
   */
  detached<T>(work: () => T): T {
    return this.current.exit(work);
  }

  /**
   * Runs reads side by side outside a transaction, one after the other inside one: a transaction is one
   * connection, which runs one statement at a time (node-postgres queues a second one, and version 9 will
   * refuse it).
   */
  async all<T extends readonly unknown[]>(...reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
    if (!this.inTransaction) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
    const results: unknown[] = [];
    for (const read of reads) results.push(await read());
    return results as unknown as T;
  }

  /** Runs `work` in a transaction: a new one, or the one already open (nested calls reuse it). */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    return this.root.transaction((tx) => this.current.run(tx, work));
  }
}
