import type { AuditAction, AuditEntityType } from '@fletx/contract/audit';

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
}

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
  deleted(target: AuditTarget, snapshot: unknown, options?: AuditOptions): Promise<void>;
  changed(target: AuditTarget, before: unknown, after: unknown, options?: AuditOptions): Promise<void>;
  /** Runs `work` in a transaction between two reads of the record and keeps what changed. */
  track<R>(
    target: AuditTarget,
    read: () => Promise<unknown>,
    work: () => Promise<R>,
    options?: AuditOptions,
  ): Promise<R>;
}
