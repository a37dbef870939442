import type { AuditEntityType } from '@fletx/contract/audit';
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import { type PageWindow, Repository } from '../../db/unit-of-work';

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
  async insert(values: NewAuditRow): Promise<void> {
    await this.db.insert(auditEvents).values(values);
  }

  /** Many rows in few statements (a bulk import): 1 000 rows a statement stays far below the parameter limit. */
  async insertMany(values: NewAuditRow[]): Promise<void> {
    for (let i = 0; i < values.length; i += 1000) {
      await this.db.insert(auditEvents).values(values.slice(i, i + 1000));
    }
  }

  /** Newest first; each filter narrows (an index leads with entity, actor or time). */
  page(filter: AuditFilter, page: PageWindow): Promise<{ rows: AuditRow[]; total: number }> {
    return this.pageOf(this.db.select().from(auditEvents).$dynamic(), {
      table: auditEvents,
      where: whereOf(filter),
      orderBy: [desc(auditEvents.id)],
      page,
    });
  }

  /** The record's latest entry. */
  async last(entityType: AuditEntityType, entityId: number): Promise<AuditRow | undefined> {
    const [row] = await this.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    return row;
  }
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entityType === undefined ? undefined : eq(auditEvents.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditEvents.entityId, filter.entityId),
    filter.actorId === undefined ? undefined : eq(auditEvents.actorId, filter.actorId),
    filter.from === undefined ? undefined : gte(auditEvents.at, filter.from),
    filter.to === undefined ? undefined : lte(auditEvents.at, filter.to),
  );
}
