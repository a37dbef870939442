import type { AuditEntityType } from '@fletx/contract/audit';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type PageWindow, Repository } from '../../db/repository';
import { auditEvents } from '../../db/schema';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

export interface AuditFilter {
  entityType?: AuditEntityType;
  entityId?: number;
  actorId?: number;
  from?: Date;
  to?: Date;
}

/** The only place with queries on audit_events. */
export class AuditRepository extends Repository {
  /** Newest first. */
  private readonly listed = this.newestListOf('audit', auditEvents);

  async insert(values: NewAuditRow): Promise<void> {
    await this.db.insert(auditEvents).values(values);
  }

  /**
   * Many entries of one kind in one statement: the records' ids and changes (and, where a record says so, its
   * own moment, action, summary, version and actor) travel as one JSON parameter, so 10 000 entries
   * cost one round trip and no parameter limit.
   */
  async insertMany(
    common: Pick<
      NewAuditRow,
      'actorId' | 'actorName' | 'entityType' | 'action' | 'summary' | 'recordVersion'
    > & {
      at: Date;
    },
    records: Array<{
      entityId: number;
      changes: NewAuditRow['changes'];
      at?: Date;
      action?: NewAuditRow['action'];
      summary?: string | null;
      recordVersion?: number;
      actorId?: number | null;
      actorName?: string;
    }>,
  ): Promise<void> {
    if (records.length === 0) return;
    const rows = JSON.stringify(
      records.map((r) => ({
        entity_id: r.entityId,
        changes: r.changes,
        at: r.at?.toISOString() ?? null,
        action: r.action ?? null,
        summary: r.summary ?? null,
        record_version: r.recordVersion ?? null,
        actor_id: r.actorId ?? null,
        actor_name: r.actorName ?? null,
      })),
    );
    await this.db.execute(sql`
      INSERT INTO audit_events
        (at, actor_id, actor_name, entity_type, entity_id, action, summary, changes, record_version)
      SELECT coalesce(r.at, ${common.at.toISOString()}::timestamptz),
             coalesce(r.actor_id, ${common.actorId ?? null}::integer), coalesce(r.actor_name, ${common.actorName}),
             ${common.entityType}, r.entity_id, coalesce(r.action, ${common.action}),
             coalesce(r.summary, ${common.summary ?? null}::text), r.changes,
             coalesce(r.record_version, ${common.recordVersion ?? null}::integer)
      FROM jsonb_to_recordset(${rows}::jsonb)
        AS r(entity_id integer, changes jsonb, at timestamptz, action text, summary text, record_version integer,
             actor_id integer, actor_name text)
    `);
  }

  /** Newest first; each filter narrows (an index leads with entity, actor or time). */
  page(filter: AuditFilter, page: PageWindow): Promise<{ rows: AuditRow[]; total: number }> {
    return this.listed.page(whereOf(filter), page);
  }

  /** Every entry matching the filter, newest first, a batch at a time (keyset: `format=csv`). */
  batches(filter: AuditFilter): AsyncGenerator<AuditRow[]> {
    return this.listed.batches(whereOf(filter));
  }

  /**
   * The entry that brought the record to `version`: the first written at it (later ones at the same version,
   * a document added, did not change the record itself).
   */
  atVersion(entityType: AuditEntityType, entityId: number, version: number): Promise<AuditRow | undefined> {
    const where = and(ofRecord(entityType, entityId), eq(auditEvents.recordVersion, version));
    return this.findOne(auditEvents, where, { orderBy: asc(auditEvents.id) });
  }

  /** The record's latest entry. */
  last(entityType: AuditEntityType, entityId: number): Promise<AuditRow | undefined> {
    return this.findOne(auditEvents, ofRecord(entityType, entityId), { orderBy: desc(auditEvents.id) });
  }
}

const ofRecord = (entityType: AuditEntityType, entityId: number) =>
  and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId));

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entityType === undefined ? undefined : eq(auditEvents.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditEvents.entityId, filter.entityId),
    filter.actorId === undefined ? undefined : eq(auditEvents.actorId, filter.actorId),
    filter.from === undefined ? undefined : gte(auditEvents.at, filter.from),
    filter.to === undefined ? undefined : lte(auditEvents.at, filter.to),
  );
}
