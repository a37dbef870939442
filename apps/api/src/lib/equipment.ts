import { EQUIPMENT_STATE, type EquipmentStatus, type ListQuery } from '@fletx/contract/equipment';
import { and, count, eq, ne, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Repository } from '../db/repository';
import type { UnitOfWork } from '../db/unit-of-work';
import type { AuditOptions, AuditTrail, Edit } from './audit-trail';
import type { EquipmentRows } from './equipment-rows';
import { conflict, found } from './errors';
import { type PageInfo, pageInfo, pageRequest } from './paging';
import { assertVersion, type ExpectedVersion, type Saved } from './record-version';
import { anyRow } from './row-checks';

/**
 * What trucks and trailers share (docs/product.md "Equipment"): a delete only marks the row (it stays, shown
 * Inactive); VIN, plate (and a trailer's number) are unique among the rows not deleted; the counts by state;
 * the list, newest first, a page at a time. Each area keeps its own table, joins, form and checks, and says
 * which identifiers it keeps unique.
 */

/** The columns every equipment table has (`vehicles`, `trailers`). */
export type EquipmentTable = PgTable & {
  id: PgColumn;
  annualInspectionDate: PgColumn;
  isDeleted: PgColumn;
  updatedAt: PgColumn;
  version: PgColumn;
};

export type EquipmentCounts = Record<'total' | 'active' | 'inactive', number>;

/** The queries trucks and trailers share on their own table; `Unique` names the identifiers kept unique. */
export abstract class EquipmentRepository<
  T extends EquipmentTable,
  Unique extends string,
> extends Repository {
  protected constructor(
    uow: UnitOfWork,
    private readonly table: T,
    private readonly uniqueColumns: Record<Unique, PgColumn>,
  ) {
    super(uow);
  }

  /** Whether another row that is not deleted holds this value of a unique identifier. */
  async isTaken(field: Unique, value: string, exceptId: number | undefined): Promise<boolean> {
    const t: EquipmentTable = this.table;
    return anyRow(
      this.db,
      t,
      and(
        eq(this.uniqueColumns[field], value),
        not(t.isDeleted),
        exceptId === undefined ? undefined : ne(t.id, exceptId),
      ),
    );
  }

  /**
   * Soft delete, at `version` when given (`StaleVersion` when the row moved on, deleted meanwhile included):
   * the row as it is now, or undefined when it was not active.
   */
  markDeleted(id: number, version: ExpectedVersion): Promise<T['$inferSelect'] | undefined> {
    const t: EquipmentTable = this.table;
    const values = { isDeleted: true } as Partial<T['$inferInsert']>;
    // At a version the row was read active in, the version alone says it still is.
    const where = version === undefined ? and(eq(t.id, id), not(t.isDeleted)) : eq(t.id, id);
    return this.updateStamped(this.table, where as SQL, values, version);
  }

  /** Locks the row until the transaction ends, as an update of it does. */
  lock(id: number): Promise<void> {
    return this.lockRows(this.table, eq(this.table.id, id));
  }

  /** The day of the unit's last annual inspection, on an active row: the row as it is now, or undefined. */
  setAnnualInspection(id: number, day: string): Promise<T['$inferSelect'] | undefined> {
    const t: EquipmentTable = this.table;
    const values = { annualInspectionDate: day } as Partial<T['$inferInsert']>;
    return this.updateStamped(this.table, and(eq(t.id, id), not(t.isDeleted)) as SQL, values);
  }

  async counts(): Promise<EquipmentCounts> {
    const t: EquipmentTable = this.table;
    const [row] = await this.db
      .select({
        total: count(),
        inactive: sql<number>`count(*) FILTER (WHERE ${t.isDeleted})`.mapWith(Number),
      })
      .from(t);
    const total = row?.total ?? 0;
    const inactive = row?.inactive ?? 0;
    return { total, active: total - inactive, inactive };
  }
}

/** The messages an equipment area answers with. */
export interface EquipmentMessages {
  notFound: string;
  alreadyInactive: string;
  inactiveNoEdit: string;
}

/** A unique identifier of a form, the value sent and the conflict message when another active row has it. */
export type UniqueCheck<Unique extends string> = [
  field: Unique,
  value: string,
  taken: (value: string) => string,
];

/** A row as an area reads it: the row of its own table under a key (`vehicle`, `trailer`), names beside. */
export type EquipmentRow<Own extends string> = Record<
  Own,
  { isDeleted: boolean; version: number; annualInspectionDate: string | null }
>;

/** The identifiers an area's repository keeps unique. */
type UniqueOf<Repo> =
  Repo extends EquipmentRepository<EquipmentTable, infer Unique extends string> ? Unique : never;

/**
 * Where a unit's annual inspection is also scheduled (modules/maintenance owns the schedules): told, in the
 * transaction of the edit, that the record now dates the inspection later than it did.
 */
export interface AnnualInspectionSchedules {
  annualInspectionDated(unit: { unitType: 'truck' | 'trailer'; unitId: number }, day: string): Promise<void>;
}

/**
 * Where a unit's annual inspection is dated (the trucks' and the trailers' `annualInspectionDone`): told by
 * the maintenance schedules, in the transaction of their change, that the inspection was done on a day; its
 * row locked first by a change of the unit's schedules (`lock`, MaintenanceService `lockUnit`).
 */
export type AnnualInspections = Record<
  'truck' | 'trailer',
  {
    annualInspectionDone(id: number, day: string, summary: string): Promise<void>;
    lock(id: number): Promise<void>;
  }
>;

/** What an area tells the equipment base: where its rows come from and how they look on the wire. */
export interface EquipmentArea<Own extends string, Row extends EquipmentRow<Own>, Wire, ListItem> {
  /** The key of the area's own row in `Row`. */
  own: Own;
  rows: EquipmentRows<Row>;
  messages: EquipmentMessages;
  /** `type` is also the unit's type in the maintenance schedules. */
  trail: { audit: AuditTrail; type: 'truck' | 'trailer' };
  wire: { record: (row: Row) => Wire; listItem: (row: Row) => ListItem };
  schedules: AnnualInspectionSchedules;
}

/**
 * The service side of trucks and trailers: list, get, soft delete, counts, and the checks every save makes.
 * A subclass gives its repository and its `EquipmentArea`; it writes its own create and update with
 * `created`, `edited`, `assertEditable` and `assertUnique`.
 */
export abstract class EquipmentService<
  Own extends string,
  Row extends EquipmentRow<Own>,
  Wire,
  ListItem,
  Repo extends EquipmentRepository<EquipmentTable, string>,
> {
  protected constructor(
    protected readonly uow: UnitOfWork,
    protected readonly repo: Repo,
    private readonly area: EquipmentArea<Own, Row, Wire, ListItem>,
  ) {}

  async list(query: ListQuery): Promise<{ items: ListItem[]; meta: PageInfo }> {
    const request = pageRequest(query);
    const { rows, total } = await this.area.rows.page({
      ...request,
      search: query.search || undefined,
      status: query.status,
      order: query.order,
    });
    return { items: rows.map(this.area.wire.listItem), meta: pageInfo(request, total) };
  }

  /** Every row of the list, a batch at a time, as the list shows them (`format=csv`). */
  async *csvRows(search: string | undefined, status?: EquipmentStatus): AsyncGenerator<ListItem[]> {
    for await (const rows of this.area.rows.batches(search || undefined, status))
      yield rows.map(this.area.wire.listItem);
  }

  async get(id: number): Promise<Wire> {
    return this.toWire(await this.find(id));
  }

  /**
   * Soft delete, at the version the request expects: the row stays, shown Inactive; 409 when it already was.
   */
  remove(id: number, version?: ExpectedVersion): Promise<Saved<Wire>> {
    const own = this.area.own;
    const alreadyInactive = () => conflict(this.area.messages.alreadyInactive);
    return this.edited(
      id,
      version,
      async (row) => {
        if (row[own].isDeleted) throw alreadyInactive();
        const deleted = await this.repo.markDeleted(id, version);
        if (!deleted) throw alreadyInactive();
        return { ...row, [own]: deleted };
      },
      { action: 'delete' },
    );
  }

  counts(): Promise<EquipmentCounts> {
    return this.repo.counts();
  }

  /**
   * The unit's annual inspection was done on `day` (its annual-inspection schedule says so: a work order
   * finished it, or a person created or edited it; modules/maintenance): the record's date, which Compliance
   * reads, moves to that day unless it already says as late; an edit like any other (a new version, kept in
   * the trail with `summary`), of the row read once. A deleted unit is left.
   */
  async annualInspectionDone(id: number, day: string, summary: string): Promise<void> {
    const own = this.area.own;
    await this.uow.transaction(async () => {
      const row = await this.area.rows.findById(id);
      const dated = row?.[own].annualInspectionDate;
      if (!row || row[own].isDeleted || (dated && dated >= day)) return;
      const change = async (current: Row) => {
        const saved = await this.repo.setAnnualInspection(id, day);
        return saved ? { ...current, [own]: saved } : current;
      };
      await this.area.trail.audit.edit(this.target(id), () =>
        this.edit(id, row, undefined, change, { summary }),
      );
    });
  }

  lock(id: number): Promise<void> {
    return this.repo.lock(id);
  }

  /** 1 created (every row ever created), 2 active (not deleted), 3 inactive (deleted). */
  async countByState(state: number): Promise<number> {
    const { total, active, inactive } = await this.repo.counts();
    if (state === EQUIPMENT_STATE.active) return active;
    if (state === EQUIPMENT_STATE.inactive) return inactive;
    return total;
  }

  protected async find(id: number): Promise<Row> {
    return found(await this.area.rows.findById(id), this.area.messages.notFound);
  }

  /** 409 once the row is deleted: it is no longer edited. */
  protected assertEditable(row: Row): void {
    if (row[this.area.own].isDeleted) throw conflict(this.area.messages.inactiveNoEdit);
  }

  /** 409 for the first identifier (in the order given) that another active row already holds. */
  protected async assertUnique(
    checks: UniqueCheck<UniqueOf<Repo>>[],
    exceptId: number | undefined,
  ): Promise<void> {
    for (const [field, value, taken] of checks) {
      if (await this.repo.isTaken(field, value, exceptId)) throw conflict(taken(value));
    }
  }

  /** Runs a create in one transaction (`write` answers the new row's id), kept in the trail; reads it back. */
  protected async created(write: () => Promise<number>): Promise<Wire> {
    const id = await this.uow.transaction(async () => {
      const id = await write();
      await this.area.trail.audit.created(this.target(id), await this.get(id));
      return id;
    });
    return this.get(id);
  }

  /**
   * An edit of row `id` (docs/product.md "Stale edits"), kept in the trail: the row is read once (404 when there
   * is none, 412 when it is not at the version the request expects); `change` checks and writes it (at that
   * version) and answers it as it is now, which the trail compares and the route answers with its version. An
   * annual inspection dated later than before restarts the unit's annual-inspection schedules from that day,
   * in the same transaction (one fact, the two directions: `annualInspectionDone`).
   */
  protected edited(
    id: number,
    version: ExpectedVersion,
    change: (row: Row) => Promise<Row>,
    options?: AuditOptions,
  ): Promise<Saved<Wire>> {
    return this.area.trail.audit.edit(this.target(id), async () =>
      this.edit(id, await this.find(id), version, change, options),
    );
  }

  /** `edited` on row `id` as read: checked at `version`, changed, told to the trail. */
  private async edit(
    id: number,
    row: Row,
    version: ExpectedVersion,
    change: (row: Row) => Promise<Row>,
    options: AuditOptions | undefined,
  ): Promise<Edit<Wire>> {
    const own = this.area.own;
    assertVersion(row[own].version, version);
    const after = await change(row);
    const was = row[own].annualInspectionDate;
    const dated = after[own].annualInspectionDate;
    if (dated && (!was || dated > was))
      await this.area.schedules.annualInspectionDated({ unitType: this.area.trail.type, unitId: id }, dated);
    return {
      before: this.toWire(row),
      after: this.toWire(after),
      version: after[own].version,
      ...(options && { options }),
    };
  }

  private toWire(row: Row): Wire {
    return this.area.wire.record(row);
  }

  private target(id: number) {
    return { type: this.area.trail.type, id };
  }
}
