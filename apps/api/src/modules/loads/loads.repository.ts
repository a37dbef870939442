import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brokers,
  carMakes,
  carModels,
  driverInformation,
  loadInstructions,
  loadStatuses,
  loadStatusHistory,
  loads,
  loadTransactions,
  trailerSizes,
  trailers,
  trailerTypes,
  users,
  vehicles,
} from '../../db/schema';
import { escapeLike } from '../brokers/brokers.repository';

export type LoadRow = typeof loads.$inferSelect;
export type NewLoadRow = typeof loads.$inferInsert;
export type LoadHistoryRow = typeof loadStatusHistory.$inferSelect;
export type NewLoadHistoryRow = typeof loadStatusHistory.$inferInsert;
export type LoadInstructionRow = typeof loadInstructions.$inferSelect;
export type LoadTransactionRow = typeof loadTransactions.$inferSelect;
export type NewLoadTransactionRow = typeof loadTransactions.$inferInsert;

/** A load with the names shown beside it. */
export type LoadWithNames = LoadRow & {
  brokerName: string;
  trailerTypeName: string;
  statusName: string;
  driverFirstName: string | null;
  driverLastName: string | null;
};

export interface LoadPageOptions {
  finished: boolean;
  brokerId?: number;
  search?: string;
  sort?: 'start' | 'end';
  order?: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** The expressions of the trigram indexes (loads_search_trgm_idx, users_search_trgm_idx, brokers_name_trgm_idx). */
const loadDocument = sql`lower(unaccent_immutable(${loads.idNumber} || ' ' || ${loads.pickupCity} || ' ' || ${loads.deliveryCity}))`;
const userDocument = sql`lower(unaccent_immutable(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}))`;
const brokerDocument = sql`lower(unaccent_immutable(${brokers.name}))`;
const pattern = (text: string) => sql`'%' || lower(unaccent_immutable(${escapeLike(text)})) || '%'`;

const withNames = {
  load: loads,
  brokerName: brokers.name,
  trailerTypeName: trailerTypes.name,
  statusName: loadStatuses.name,
  driverFirstName: users.firstName,
  driverLastName: users.lastName,
};

type JoinedRow = {
  load: LoadRow;
  brokerName: string;
  trailerTypeName: string;
  statusName: string;
  driverFirstName: string | null;
  driverLastName: string | null;
};
const flatten = (r: JoinedRow): LoadWithNames => ({
  ...r.load,
  brokerName: r.brokerName,
  trailerTypeName: r.trailerTypeName,
  statusName: r.statusName,
  driverFirstName: r.driverFirstName,
  driverLastName: r.driverLastName,
});

/** The only place with queries on loads, their history, instructions and ledger. */
export class LoadsRepository {
  constructor(private readonly db: DbOrTx) {}

  private selectWithNames(db: DbOrTx) {
    return db
      .select(withNames)
      .from(loads)
      .innerJoin(brokers, eq(brokers.id, loads.brokerId))
      .innerJoin(trailerTypes, eq(trailerTypes.id, loads.trailerTypeId))
      .innerJoin(loadStatuses, eq(loadStatuses.id, loads.statusId))
      .leftJoin(users, eq(users.id, loads.driverId));
  }

  async insert(values: NewLoadRow, db: DbOrTx = this.db): Promise<LoadRow> {
    const [row] = await db.insert(loads).values(values).returning();
    if (!row) throw new Error('insert into loads returned no row');
    return row;
  }

  async update(id: number, values: Partial<NewLoadRow>, db: DbOrTx = this.db): Promise<void> {
    await db
      .update(loads)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(loads.id, id));
  }

  async findById(id: number, db: DbOrTx = this.db): Promise<LoadWithNames | undefined> {
    const [row] = await this.selectWithNames(db).where(eq(loads.id, id)).limit(1);
    return row && flatten(row);
  }

  /** The row, locked until the end of the transaction (SELECT … FOR UPDATE). */
  async lock(id: number, tx: DbOrTx): Promise<LoadRow | undefined> {
    const [row] = await tx.select().from(loads).where(eq(loads.id, id)).for('update');
    return row;
  }

  async findByBooking(bookingId: number, db: DbOrTx = this.db): Promise<LoadRow | undefined> {
    const [row] = await db.select().from(loads).where(eq(loads.bookingId, bookingId)).limit(1);
    return row;
  }

  /**
   * A page of active or finished loads. The search matches the load number and cities through
   * loads_search_trgm_idx, and drivers and brokers by name through their own trigram indexes (their ids
   * are looked up first so the planner can OR three index scans).
   */
  async page(
    options: LoadPageOptions,
    db: DbOrTx = this.db,
  ): Promise<{ rows: LoadWithNames[]; total: number }> {
    const conditions: SQL[] = [eq(loads.finished, options.finished)];
    if (options.brokerId !== undefined) conditions.push(eq(loads.brokerId, options.brokerId));
    const term = options.search?.trim();
    if (term) {
      const [driverIds, brokerIds] = await Promise.all([
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.group, 'drivers'), sql`${userDocument} LIKE ${pattern(term)}`))
          .limit(500),
        db
          .select({ id: brokers.id })
          .from(brokers)
          .where(sql`${brokerDocument} LIKE ${pattern(term)}`)
          .limit(500),
      ]);
      const alternatives: SQL[] = [sql`${loadDocument} LIKE ${pattern(term)}`];
      if (/^\d{1,9}$/.test(term)) alternatives.push(eq(loads.id, Number(term)));
      if (driverIds.length > 0)
        alternatives.push(
          inArray(
            loads.driverId,
            driverIds.map((d) => d.id),
          ),
        );
      if (brokerIds.length > 0)
        alternatives.push(
          inArray(
            loads.brokerId,
            brokerIds.map((b) => b.id),
          ),
        );
      conditions.push(sql`(${sql.join(alternatives, sql` OR `)})`);
    }
    const where = and(...conditions);
    const direction = options.order === 'ASC' ? asc : desc;
    const orderBy =
      options.sort === 'start'
        ? [direction(loads.pickupOpenAt), direction(loads.id)]
        : options.sort === 'end'
          ? [direction(loads.deliveryOpenAt), direction(loads.id)]
          : [desc(loads.id)];
    const [rows, totals] = await Promise.all([
      this.selectWithNames(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(options.limit)
        .offset(options.offset),
      db.select({ n: count() }).from(loads).where(where),
    ]);
    return { rows: rows.map(flatten), total: totals[0]?.n ?? 0 };
  }

  async countByStatus(db: DbOrTx = this.db): Promise<Array<{ statusId: number; n: number }>> {
    return db
      .select({ statusId: loads.statusId, n: count() })
      .from(loads)
      .groupBy(loads.statusId)
      .orderBy(loads.statusId);
  }

  async countFinished(db: DbOrTx = this.db): Promise<{ active: number; finished: number }> {
    const rows = await db
      .select({ finished: loads.finished, n: count() })
      .from(loads)
      .groupBy(loads.finished);
    return {
      active: rows.find((r) => !r.finished)?.n ?? 0,
      finished: rows.find((r) => r.finished)?.n ?? 0,
    };
  }

  /** How many times a load was moved to `toStatus` (the history is the event log). */
  async countHistoryTo(toStatus: number, db: DbOrTx = this.db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loadStatusHistory)
      .where(eq(loadStatusHistory.toStatus, toStatus));
    return row?.n ?? 0;
  }

  async users(ids: number[], db: DbOrTx = this.db) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      })
      .from(users)
      .where(inArray(users.id, ids));
  }

  async user(id: number, db: DbOrTx = this.db) {
    const [row] = await this.users([id], db);
    return row;
  }

  /** A driver (group drivers) with the status of their driver information. */
  async driver(id: number, db: DbOrTx = this.db) {
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        group: users.group,
        status: driverInformation.status,
      })
      .from(users)
      .leftJoin(driverInformation, eq(driverInformation.userId, users.id))
      .where(eq(users.id, id))
      .limit(1);
    return row;
  }

  /** Drivers whose driver information has `status`, by name, with their truck's plate. */
  async driversWithStatus(status: number, db: DbOrTx = this.db) {
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        plate: sql<
          string | null
        >`(SELECT ${vehicles.plateNumber} FROM ${vehicles} WHERE ${vehicles.driverId} = ${users.id} AND NOT ${vehicles.isDeleted} ORDER BY ${vehicles.id} LIMIT 1)`,
      })
      .from(users)
      .innerJoin(driverInformation, eq(driverInformation.userId, users.id))
      .where(and(eq(users.group, 'drivers'), eq(driverInformation.status, status)))
      .orderBy(users.firstName, users.lastName);
  }

  /** The driver's truck (not deleted) and the trailer on it. */
  async equipmentOf(driverId: number, db: DbOrTx = this.db) {
    const [vehicle] = await db
      .select({
        id: vehicles.id,
        plateNumber: vehicles.plateNumber,
        unitNumber: vehicles.unitNumber,
        vinNumber: vehicles.vinNumber,
        year: vehicles.year,
        make: carMakes.name,
        model: carModels.name,
      })
      .from(vehicles)
      .innerJoin(carMakes, eq(carMakes.id, vehicles.makeId))
      .innerJoin(carModels, eq(carModels.id, vehicles.modelId))
      .where(and(eq(vehicles.driverId, driverId), eq(vehicles.isDeleted, false)))
      .orderBy(vehicles.id)
      .limit(1);
    if (!vehicle) return { vehicle: undefined, trailer: undefined };
    const [trailer] = await db
      .select({
        id: trailers.id,
        trailerNumber: trailers.trailerNumber,
        plateNumber: trailers.plateNumber,
        vin: trailers.vin,
        typeId: trailers.typeId,
        typeName: trailerTypes.name,
        sizeName: trailerSizes.name,
        sizeOther: trailers.sizeOther,
      })
      .from(trailers)
      .innerJoin(trailerTypes, eq(trailerTypes.id, trailers.typeId))
      .innerJoin(trailerSizes, eq(trailerSizes.id, trailers.sizeId))
      .where(and(eq(trailers.vehicleId, vehicle.id), eq(trailers.isDeleted, false)))
      .orderBy(trailers.id)
      .limit(1);
    return { vehicle, trailer };
  }

  // History

  async addHistory(values: NewLoadHistoryRow, db: DbOrTx = this.db): Promise<LoadHistoryRow> {
    const [row] = await db.insert(loadStatusHistory).values(values).returning();
    if (!row) throw new Error('insert into load_status_history returned no row');
    return row;
  }

  async history(loadId: number, db: DbOrTx = this.db): Promise<LoadHistoryRow[]> {
    return db
      .select()
      .from(loadStatusHistory)
      .where(eq(loadStatusHistory.loadId, loadId))
      .orderBy(asc(loadStatusHistory.id));
  }

  // Instructions

  async instructions(loadId: number, db: DbOrTx = this.db): Promise<LoadInstructionRow[]> {
    return db.select().from(loadInstructions).where(eq(loadInstructions.loadId, loadId));
  }

  async instruction(id: number, db: DbOrTx = this.db): Promise<LoadInstructionRow | undefined> {
    const [row] = await db.select().from(loadInstructions).where(eq(loadInstructions.id, id));
    return row;
  }

  async insertInstruction(
    values: typeof loadInstructions.$inferInsert,
    db: DbOrTx = this.db,
  ): Promise<LoadInstructionRow> {
    const [row] = await db.insert(loadInstructions).values(values).returning();
    if (!row) throw new Error('insert into load_instructions returned no row');
    return row;
  }

  async updateInstruction(
    id: number,
    text: string,
    updatedBy: number,
    db: DbOrTx = this.db,
  ): Promise<LoadInstructionRow | undefined> {
    const [row] = await db
      .update(loadInstructions)
      .set({ text, updatedBy, updatedAt: new Date() })
      .where(eq(loadInstructions.id, id))
      .returning();
    return row;
  }

  // Ledger

  /** The trip rate first, then the other entries in the order they were made. */
  async transactions(loadId: number, db: DbOrTx = this.db): Promise<LoadTransactionRow[]> {
    return db
      .select()
      .from(loadTransactions)
      .where(eq(loadTransactions.loadId, loadId))
      .orderBy(sql`${loadTransactions.typeId} <> 1`, asc(loadTransactions.id));
  }

  async ledgerTotalCents(loadId: number, db: DbOrTx = this.db): Promise<number> {
    const [row] = await db
      .select({ total: sql<string | null>`sum(${loadTransactions.amountCents})` })
      .from(loadTransactions)
      .where(eq(loadTransactions.loadId, loadId));
    return Number(row?.total ?? 0);
  }

  async insertTransaction(values: NewLoadTransactionRow, db: DbOrTx = this.db): Promise<LoadTransactionRow> {
    const [row] = await db.insert(loadTransactions).values(values).returning();
    if (!row) throw new Error('insert into load_transactions returned no row');
    return row;
  }

  async tripRateEntry(loadId: number, db: DbOrTx = this.db): Promise<LoadTransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(loadTransactions)
      .where(and(eq(loadTransactions.loadId, loadId), eq(loadTransactions.typeId, 1)));
    return row;
  }

  async setTransactionAmount(id: number, amountCents: number, db: DbOrTx = this.db): Promise<void> {
    await db.update(loadTransactions).set({ amountCents }).where(eq(loadTransactions.id, id));
  }

  async deleteTransaction(id: number, db: DbOrTx = this.db): Promise<void> {
    await db.delete(loadTransactions).where(eq(loadTransactions.id, id));
  }
}
