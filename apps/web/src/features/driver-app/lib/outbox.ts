/**
 * The phone's outbox (issue 15, "Offline"): every driver POST is queued here first, with the time it
 * happened (`at`) and its Idempotency-Key, kept across reloads, and sent in order, one at a time, when there
 * is a signal. The API answers a repeated key with what it answered the first time and does nothing again
 * (docs/decisions/0016-retry-safe-driver-api.md), so an entry sent but not yet removed when the app was
 * closed is applied once. A refusal that sending again cannot fix (a 4xx) leaves the queue as "not accepted",
 * shown to the driver, and the rest goes on; no connection, a 5xx, 401 or 429 stops the run until the next.
 */

export type OutboxKind =
  | 'accept'
  | 'refuse'
  | 'advance'
  | 'locations'
  | 'duty'
  | 'report'
  | 'pod'
  | 'photo'
  | 'inspection'
  | 'inspection-photo'
  | 'fuel'
  | 'fuel-photo';

export type OutboxEntry = {
  /** Also the Idempotency-Key. */
  key: string;
  kind: OutboxKind;
  loadId: number | null;
  /** When the driver did it (ISO 8601). */
  at: string;
  /** The JSON body (with its `at`), or none for a file. */
  body?: unknown;
  /** A proof-of-delivery page, the photo of an alert or of an inspection's defect. */
  file?: Blob;
  fileName?: string;
  /**
   * The entry this one needs the record of (an inspection's photo needs the inspection): sent after it, with
   * `parentId`, the id the server gave it, filled in once it was accepted.
   */
  parentKey?: string;
  parentId?: number;
  /** The 396.11 item whose defect a photo shows. */
  item?: string;
  attempts: number;
  lastError?: string;
};

export type FailedEntry = OutboxEntry & { message: string };

export type OutboxState = { pending: OutboxEntry[]; failed: FailedEntry[] };

/** Where the queue lives; it must survive a reload (outbox-store.ts: IndexedDB). */
export interface OutboxStorage {
  read(): Promise<OutboxState>;
  write(state: OutboxState): Promise<void>;
}

/** What sending one entry came to. */
/** `id`: the record the server made (an inspection's), for the entries that need it (`parentKey`). */
export type SendResult = { ok: true; id?: number } | { ok: false; final: boolean; message: string };
export type Transport = (entry: OutboxEntry) => Promise<SendResult>;

export type NewEntry = Omit<OutboxEntry, 'key' | 'attempts' | 'at'> & { at?: string; key?: string };

export class Outbox {
  private state: OutboxState = { pending: [], failed: [] };
  private readonly ready: Promise<void>;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: OutboxStorage,
    private readonly transport: Transport,
    private readonly options: {
      isOnline?: () => boolean;
      newKey?: () => string;
      now?: () => Date;
      /** Called after an entry was applied by the server. */
      onSent?: (entry: OutboxEntry) => void;
    } = {},
  ) {
    this.ready = storage.read().then((stored) => {
      this.state = {
        pending: [...stored.pending, ...this.state.pending],
        failed: [...stored.failed, ...this.state.failed],
      };
      this.emit();
    });
  }

  /** Resolves once the stored queue has been read. */
  load(): Promise<void> {
    return this.ready;
  }

  snapshot(): OutboxState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Queues the action (stored before this resolves), then tries to send the queue. */
  async add(entry: NewEntry): Promise<OutboxEntry> {
    await this.ready;
    const full: OutboxEntry = {
      ...entry,
      key: entry.key ?? (this.options.newKey ?? (() => crypto.randomUUID()))(),
      at: entry.at ?? (this.options.now?.() ?? new Date()).toISOString(),
      attempts: 0,
    };
    await this.update({ ...this.state, pending: [...this.state.pending, full] });
    void this.flush();
    return full;
  }

  /** Forgets a refusal the driver has read. */
  async dismiss(key: string): Promise<void> {
    await this.ready;
    await this.update({ ...this.state, failed: this.state.failed.filter((f) => f.key !== key) });
  }

  /**
   * Sends the queue, oldest first, one at a time. A call while a run is going waits for it (and a new
   * run follows when something was added meanwhile), so no entry is ever sent twice at once.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.run();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async run(): Promise<void> {
    await this.ready;
    while (true) {
      if (this.options.isOnline && !this.options.isOnline()) return;
      const entry = this.state.pending[0];
      if (!entry) return;
      let result: SendResult;
      try {
        result = await this.transport(entry);
      } catch (error) {
        result = { ok: false, final: false, message: error instanceof Error ? error.message : String(error) };
      }
      const rest = this.state.pending.filter((e) => e.key !== entry.key);
      if (result.ok) {
        const id = result.id;
        const pending =
          id === undefined ? rest : rest.map((e) => (e.parentKey === entry.key ? { ...e, parentId: id } : e));
        await this.update({ ...this.state, pending });
        this.options.onSent?.(entry);
      } else if (result.final) {
        const failed = { ...entry, attempts: entry.attempts + 1, message: result.message };
        await this.update({ pending: rest, failed: [...this.state.failed, failed] });
      } else {
        const retried = { ...entry, attempts: entry.attempts + 1, lastError: result.message };
        await this.update({
          ...this.state,
          pending: this.state.pending.map((e) => (e.key === entry.key ? retried : e)),
        });
        return;
      }
    }
  }

  private async update(state: OutboxState): Promise<void> {
    this.state = state;
    this.emit();
    await this.storage.write(state);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** A storage in memory (tests; or when the browser offers no IndexedDB): `shared` survives a "reload". */
export function memoryStorage(shared: { state?: OutboxState } = {}): OutboxStorage {
  return {
    read: async () => copy(shared.state ?? { pending: [], failed: [] }),
    write: async (state) => {
      shared.state = copy(state);
    },
  };
}

const copy = (state: OutboxState): OutboxState => ({
  pending: state.pending.map((e) => ({ ...e })),
  failed: state.failed.map((e) => ({ ...e })),
});
