import type { AuditAction, AuditEntityType } from '@fletx/contract/audit';
import type { Saved } from './record-version';

/** Which record an audit entry is about. */
export interface AuditTarget {
  type: AuditEntityType;
  id: number;
}

export interface AuditOptions {
  action?: AuditAction;
  /** What happened in words, when the fields do not say it all. */
  summary?: string;
  /** Who acts when no one is signed in: a person who proved who they are otherwise (a recovery code). */
  actorId?: number;
  /** The record's version after the change, when the caller has it (else the trail reads it). */
  version?: number;
}

/**
 * What an edit of one record did (`AuditTrail.edit`): the record as it was and as it is now (the trail keeps
 * the fields that differ), the version it is at now, how the trail words it, and what the change answers:
 * `after` unless `answer` says otherwise.
 */
export interface Edit<T, R = T> {
  before: unknown;
  after: T;
  version: number;
  options?: AuditOptions;
  answer?: R;
}

/** One entry of `AuditTrail.recordedMany`: the record, when, how it was and is (no `before`: created). */
export interface AuditEntryOf {
  id: number;
  at: Date;
  before?: unknown;
  after: unknown;
  action: AuditAction;
  summary?: string;
  /** The record's version after the change (else the trail reads it). */
  version?: number;
  /** Who did it, when the entries are several people's (a past replayed); else who acts now. */
  actorId?: number;
}

/** Who the trail names when no one signed in acted (seed, scripts, background work, what is filed on its own). */
export const SYSTEM_ACTOR = 'System';

/**
 * Who saved a record last (a user id; null: the system) and when, as its own row keeps them; `name`, when the
 * row keeps the name they had then (a settlement's payer), is said as it is.
 */
export interface LastSaved {
  by: number | null;
  at: Date;
  name?: string | null;
}

/**
 * Who saved a row last as its `updated_by` and `updated_at` stamp say (the rows `guardedSaved` reads after a
 * stale save: a quarter's IFTA rates, a stop's times, a load's instructions); undefined without a row.
 */
export const lastSavedOf = (
  row: { updatedBy: number | null; updatedAt: Date } | undefined,
): LastSaved | undefined => row && { by: row.updatedBy, at: row.updatedAt };

/**
 * What services tell the audit trail (modules/audit/audit.service.ts implements it), in the transaction of
 * the change. Snapshots are the record as its API answers it; only the fields that differ are kept.
 */
export interface AuditTrail {
  created(target: AuditTarget, snapshot: unknown, options?: AuditOptions): Promise<void>;
  /** Many records of one kind created at once (a bulk import): one entry each, written in few statements. */
  createdMany(
    type: AuditTarget['type'],
    records: ReadonlyArray<{ id: number; snapshot: unknown }>,
    options?: AuditOptions,
  ): Promise<void>;
  /**
   * Entries of many records of one kind at once, each at its own moment (a past replayed in bulk, the demo's):
   * what `created` (no `before`) or `changed` would write for each, in few statements.
   */
  recordedMany(type: AuditTarget['type'], entries: ReadonlyArray<AuditEntryOf>): Promise<void>;
  deleted(target: AuditTarget, snapshot: unknown, options?: AuditOptions): Promise<void>;
  changed(target: AuditTarget, before: unknown, after: unknown, options?: AuditOptions): Promise<void>;
  /**
   * An edit of one record, in one transaction: `work` reads the record once, checks and changes it (at the
   * version the edit expects, if any) and tells what it did; the trail keeps what changed. When the record
   * moved on from the version the edit expected (`StaleVersion`), nothing is saved and the answer is the 412
   * that names who changed it and when.
   */
  edit<T, R = T>(target: AuditTarget, work: () => Promise<Edit<T, R>>): Promise<Saved<R>>;
  /**
   * Work on one record in one transaction that tells the trail itself what it did (a delete): when the record
   * moved on from the version the work expected (`StaleVersion`), nothing is saved and the answer is the 412
   * that names who changed it and when.
   */
  guarded<R>(target: AuditTarget, work: () => Promise<R>): Promise<R>;
  /**
   * Work in one transaction on a record whose version the trail keeps no entries of, but whose row says who
   * saved it last (a quarter's IFTA rates, a load's instructions): when the record moved on from the version
   * the work expected (`StaleVersion`), nothing is saved and the answer is the 412 that names who saved it and
   * when (`lastSaved`, read after the rollback); `noun` is what a person calls the record.
   */
  guardedSaved<R>(
    noun: string,
    lastSaved: () => Promise<LastSaved | undefined>,
    work: () => Promise<R>,
  ): Promise<R>;
}
