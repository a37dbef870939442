import {
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type AuditListResponse,
  type AuditQuery,
  auditEntityNouns,
  staleRecordMessage,
} from '@fletx/contract/audit';
import type { UnitOfWork } from '../../db/unit-of-work';
import {
  type AuditEntryOf,
  type AuditOptions,
  type AuditTarget,
  type AuditTrail,
  type Edit,
  type LastSaved,
  SYSTEM_ACTOR,
} from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { formatUtc, isoString } from '../../lib/iso-time';
import { pageInfo, pageRequest, toListMeta } from '../../lib/paging';
import { type Saved, StaleVersion } from '../../lib/record-version';
import { requestScope } from '../../lib/request-scope';
import type { RecordVersion, RecordVersionsQueries } from '../read-model/record-versions.queries';
import { AuditRepository, type AuditRow } from './audit.repository';
import { diff } from './audit-diff';

/**
 * The audit trail (docs/product.md "Audit trail", docs/decisions/0020-audit-trail-and-record-versions.md):
 * services tell it what they changed, in the transaction of the change; it adds who (the request's actor)
 * and when, and keeps only the fields that changed. It also answers a record's version and runs the edits of
 * one record, which answer a stale version with who changed the record last.
 */
export class AuditService implements AuditTrail {
  private readonly repo: AuditRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly versions: RecordVersionsQueries,
    private readonly clock: Clock,
  ) {
    this.repo = new AuditRepository(uow);
  }

  /** A record was created: its fields as first written. */
  created(target: AuditTarget, snapshot: unknown, options: AuditOptions = {}): Promise<void> {
    return this.write(target, options.action ?? 'create', diff(undefined, snapshot), options);
  }

  /** Many records of one kind were created at once (a bulk import): one entry each, one actor lookup. */
  async createdMany(
    type: AuditEntityType,
    records: ReadonlyArray<{ id: number; snapshot: unknown }>,
    options: AuditOptions = {},
  ): Promise<void> {
    if (records.length === 0) return;
    await this.repo.insertMany(
      {
        at: this.clock.now(),
        ...(await this.actor()),
        entityType: type,
        recordVersion: 1,
        action: options.action ?? 'create',
        summary: options.summary ?? null,
      },
      records.map(({ id, snapshot }) => ({ entityId: id, changes: diff(undefined, snapshot) })),
    );
  }

  /**
   * Entries of many records of one kind, each at its own moment (and by its own actor, when it names one): as
   * `created` or `changed` would write them.
   */
  async recordedMany(type: AuditEntityType, entries: ReadonlyArray<AuditEntryOf>): Promise<void> {
    const versions = new Map<number, number | undefined>();
    for (const { id, version } of entries)
      if (version === undefined && !versions.has(id))
        versions.set(id, (await this.versions.of(type, id))?.version);
    const names = new Map<number, string>();
    for (const { actorId } of entries)
      if (actorId !== undefined && !names.has(actorId))
        names.set(actorId, (await this.versions.nameOf(actorId)) ?? SYSTEM_ACTOR);
    const records = entries.flatMap((e) => {
      const changes = diff(e.before, e.after);
      if (changes.length === 0 && !e.summary) return [];
      const recordVersion = e.version ?? versions.get(e.id);
      const actorName = e.actorId === undefined ? undefined : names.get(e.actorId);
      return [
        {
          entityId: e.id,
          changes,
          at: e.at,
          action: e.action,
          summary: e.summary ?? null,
          ...(recordVersion === undefined ? {} : { recordVersion }),
          ...(actorName === undefined ? {} : { actorId: e.actorId, actorName }),
        },
      ];
    });
    if (records.length === 0) return;
    const common = { at: this.clock.now(), entityType: type, action: 'create' as const, recordVersion: null };
    await this.repo.insertMany({ ...common, ...(await this.actor()), summary: null }, records);
  }

  /** A record was deleted: its fields as they were. */
  deleted(target: AuditTarget, snapshot: unknown, options: AuditOptions = {}): Promise<void> {
    return this.write(target, options.action ?? 'delete', diff(snapshot, undefined), options);
  }

  /** A record changed from `before` to `after`; nothing is written when no field changed and no summary says why. */
  async changed(
    target: AuditTarget,
    before: unknown,
    after: unknown,
    options: AuditOptions = {},
  ): Promise<void> {
    const changes = diff(before, after);
    if (changes.length === 0 && !options.summary) return;
    await this.write(target, options.action ?? 'update', changes, options);
  }

  /**
   * An edit of one record in one transaction (lib/audit-trail.ts `Edit`): what changed is kept; a record that
   * moved on from the version the edit expected rolls the work back, and the 412 is read after the rollback.
   */
  async edit<T, R = T>(target: AuditTarget, work: () => Promise<Edit<T, R>>): Promise<Saved<R>> {
    return this.guarded(target, async () => {
      const { before, after, version, options, answer } = await work();
      await this.changed(target, before, after, { ...options, version });
      // Without `answer` the change answers `after`, and R is T (Edit's default).
      return { data: (answer === undefined ? after : answer) as R, version };
    });
  }

  /** Work on one record in one transaction; a stale version rolls it back and the 412 is read after the rollback. */
  async guarded<R>(target: AuditTarget, work: () => Promise<R>): Promise<R> {
    try {
      return await this.uow.transaction(work);
    } catch (error) {
      if (error instanceof StaleVersion) throw await this.staleError(target);
      throw error;
    }
  }

  /** Work on a record whose row says who saved it last; a stale version rolls it back, then names them. */
  async guardedSaved<R>(
    noun: string,
    lastSaved: () => Promise<LastSaved | undefined>,
    work: () => Promise<R>,
  ): Promise<R> {
    try {
      return await this.uow.transaction(work);
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error;
      const last = await lastSaved();
      const who = last?.name || (last?.by == null ? undefined : await this.versions.nameOf(last.by));
      throw this.stale(who, noun, last?.at);
    }
  }

  async list(query: AuditQuery): Promise<AuditListResponse['data']> {
    const paging = pageRequest(query);
    const { rows, total } = await this.repo.page(query, paging);
    return { items: rows.map(toEntry), meta: toListMeta(pageInfo(paging, total)) };
  }

  /** Every entry matching the filters, a batch at a time, as the list shows them (`format=csv`). */
  async *csvRows(query: AuditQuery): AsyncGenerator<AuditEntry[]> {
    for await (const rows of this.repo.batches(query)) yield rows.map(toEntry);
  }

  /** The version of a record, undefined when there is no such record. */
  versionOf(type: AuditEntityType, id: number): Promise<RecordVersion | undefined> {
    return this.versions.of(type, id);
  }

  /**
   * The 412 of a stale edit: who made the record's current version and when — the trail's entry at that
   * version (a document added later does not count), else its last entry, else the record's stamp.
   */
  private async staleError(target: AuditTarget): Promise<AppError> {
    const current = await this.versions.of(target.type, target.id);
    const last =
      (current && (await this.repo.atVersion(target.type, target.id, current.version))) ??
      (await this.repo.last(target.type, target.id));
    return this.stale(last?.actorName, auditEntityNouns[target.type], last?.at ?? current?.updatedAt);
  }

  /** The 412 of a stale edit: "<who> changed this <noun> at <when, UTC>. Reload to see the changes." */
  private stale(who: string | undefined, noun: string, at: Date | undefined): AppError {
    return new AppError(
      'PreconditionFailed',
      staleRecordMessage(who || 'Someone', noun, formatUtc(at ?? this.clock.now())),
    );
  }

  private async write(
    target: AuditTarget,
    action: AuditAction,
    changes: AuditEntry['changes'],
    { summary, actorId, version }: AuditOptions,
  ): Promise<void> {
    await this.repo.insert({
      at: this.clock.now(),
      ...(await this.actor(actorId)),
      entityType: target.type,
      entityId: target.id,
      recordVersion: version ?? (await this.versions.of(target.type, target.id))?.version ?? null,
      action,
      summary: summary ?? null,
      changes,
    });
  }

  /** Who acts: the request's signed-in user with their name now, or the system. */
  private async actor(fallback?: number): Promise<{ actorId: number | null; actorName: string }> {
    const actorId = requestScope.actorId() ?? fallback ?? null;
    const actorName =
      actorId === null ? SYSTEM_ACTOR : ((await this.versions.nameOf(actorId)) ?? SYSTEM_ACTOR);
    return { actorId, actorName };
  }
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: isoString(row.at),
    actorId: row.actorId,
    actorName: row.actorName,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    action: row.action as AuditAction,
    summary: row.summary,
    changes: row.changes as AuditEntry['changes'],
  };
}
