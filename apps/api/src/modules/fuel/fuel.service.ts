import {
  type DriverFuelBody,
  type FuelListQuery,
  type FuelPurchase,
  type FuelPurchaseBody,
  fuelMessages,
} from '@fletx/contract/fuel';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { CarrierClock } from '../../lib/carrier-day';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { itemsPageOf, pageRequest } from '../../lib/paging';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import type { IftaQueries } from '../read-model/ifta.queries';
import type { RecordNamesQueries } from '../read-model/record-names.queries';
import { type FuelPurchaseRow, FuelRepository, type NewFuelPurchase } from './fuel.repository';

/** A purchase as stored and in the audit trail: the answer's fields but the names read beside its ids. */
export type FuelRecord = Omit<FuelPurchase, 'truckNumber' | 'driverName'>;

/** A row on the wire: gallons as a number (3 decimals), the amount in dollars and cents. */
export function toFuelWire(row: FuelPurchaseRow): FuelRecord {
  return {
    id: row.id,
    truckId: row.truckId,
    driverId: row.driverId,
    at: row.at.toISOString(),
    state: row.jurisdiction,
    gallons: Number(row.gallons),
    amount: row.amountCents / 100,
    amountCents: row.amountCents,
    vendor: row.vendor,
    receipt: row.receipt,
    source: row.source as FuelPurchase['source'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const target = (id: number) => ({ type: 'fuelPurchase' as const, id });

/**
 * Fuel purchases (docs/product.md "Fuel"): typed by staff, imported (FuelImportService), or sent from the
 * drivers' app with the receipt's photo. Each names a truck that exists; the driver, when given, a driver.
 * Each is in the audit trail (a money entry), so a stale edit's 412 names who changed it and when.
 */
export class FuelService {
  readonly repo: FuelRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: IftaQueries,
    private readonly names: RecordNamesQueries,
    private readonly audit: AuditTrail,
    private readonly clock: CarrierClock,
  ) {
    this.repo = new FuelRepository(uow);
  }

  /** The list's filter: the truck, and the days bought as the carrier's days (the rows show its times). */
  private async where(query: FuelListQuery) {
    const bought = (await this.clock.days()).window(query.from, query.to);
    return this.repo.where(query.truckId, bought);
  }

  async list(query: FuelListQuery) {
    const request = pageRequest(query);
    const where = await this.where(query);
    const [{ rows, total }, sums] = await this.uow.all(
      () => this.repo.page(where, request),
      () => this.repo.sums(where),
    );
    return {
      ...itemsPageOf(await this.named(rows.map(toFuelWire)), total, request),
      gallons: sums.gallons,
      amount: sums.cents / 100,
    };
  }

  async *csvRows(query: FuelListQuery): AsyncGenerator<FuelPurchase[]> {
    for await (const rows of this.repo.batches(await this.where(query)))
      yield this.named(rows.map(toFuelWire));
  }

  /**
   * The purchases with their truck's unit number and their driver's name beside the ids (docs/product.md
   * "Where the screens get the names"): one query for all of them.
   */
  private async named(records: FuelRecord[]): Promise<FuelPurchase[]> {
    const names = await this.names.namesOf({
      trucks: records.map((r) => r.truckId),
      drivers: records.map((r) => r.driverId),
    });
    return records.map((r) => ({
      ...r,
      truckNumber: names.trucks.get(r.truckId)?.number ?? `#${r.truckId}`,
      driverName: r.driverId === null ? null : (names.drivers.get(r.driverId) ?? `Driver ${r.driverId}`),
    }));
  }

  /** A saved purchase as answered: its record named, and its version. */
  private async saved(row: FuelPurchaseRow): Promise<Saved<FuelPurchase>> {
    const [data] = await this.named([toFuelWire(row)]);
    if (!data) throw new Error('a fuel purchase mapped to nothing');
    return { data, version: row.version };
  }

  async get(id: number): Promise<Saved<FuelPurchase>> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound(fuelMessages.notFound);
    return this.saved(row);
  }

  async create(body: FuelPurchaseBody, userId: number): Promise<Saved<FuelPurchase>> {
    await this.check(body);
    return this.uow.transaction(async () => {
      const row = await this.repo.insert({ ...this.values(body), source: 'manual', createdBy: userId });
      await this.audit.created(target(row.id), toFuelWire(row), { version: row.version });
      return this.saved(row);
    });
  }

  async update(id: number, body: FuelPurchaseBody, expected: ExpectedVersion): Promise<Saved<FuelPurchase>> {
    await this.check(body);
    return this.audit.guarded(target(id), async () => {
      const current = await this.locked(id, expected);
      const row = await this.repo.update(id, this.values(body));
      if (!row) throw notFound(fuelMessages.notFound);
      await this.audit.changed(target(id), toFuelWire(current), toFuelWire(row), { version: row.version });
      return this.saved(row);
    });
  }

  async remove(id: number, expected: ExpectedVersion): Promise<void> {
    await this.audit.guarded(target(id), async () => {
      const current = await this.locked(id, expected);
      await this.repo.remove(id);
      await this.audit.deleted(target(id), toFuelWire(current));
    });
  }

  /** The row locked until the transaction ends: 404 none, `StaleVersion` when not at the version expected. */
  private async locked(id: number, expected: ExpectedVersion): Promise<FuelPurchaseRow> {
    return foundAtVersion(await this.repo.lockById(id), expected, fuelMessages.notFound);
  }

  /**
   * Purchases recorded at once (an import, the demo's history): the rows whose import key is new are inserted
   * and written to the trail; answers how many were.
   */
  async addMany(rows: NewFuelPurchase[]): Promise<number> {
    const inserted = await this.repo.insertNew(rows);
    const records = inserted.map((row) => ({ id: row.id, snapshot: toFuelWire(row) }));
    await this.audit.createdMany('fuelPurchase', records);
    return inserted.length;
  }

  /** The drivers' app receipt: on the driver's own truck (the one named, when it is theirs). */
  async recordForDriver(driverId: number, body: DriverFuelBody): Promise<FuelPurchase> {
    const trucks = await this.queries.trucksOfDriver(driverId);
    const truckId = body.truckId !== undefined && trucks.includes(body.truckId) ? body.truckId : trucks[0];
    if (truckId === undefined) throw new AppError('Conflict', fuelMessages.noDriverTruck);
    this.checkTime(body.at);
    return this.uow.transaction(async () => {
      const row = await this.repo.insert({
        ...this.values({ ...body, truckId, driverId }),
        source: 'driver',
        createdBy: driverId,
      });
      await this.audit.created(target(row.id), toFuelWire(row), { version: row.version });
      return (await this.saved(row)).data;
    });
  }

  /** The purchase when it was sent by this driver: 404 otherwise (another driver's is none of theirs). */
  async ownByDriver(driverId: number, id: number): Promise<FuelRecord> {
    const row = await this.repo.findById(id);
    if (!row || row.driverId !== driverId || row.source !== 'driver') throw notFound(fuelMessages.notFound);
    return toFuelWire(row);
  }

  private values(body: FuelPurchaseBody): Omit<NewFuelPurchase, 'source'> {
    return {
      truckId: body.truckId,
      driverId: body.driverId ?? null,
      at: new Date(body.at),
      jurisdiction: body.state,
      gallons: body.gallons.toFixed(3),
      amountCents: Math.round(body.amount * 100),
      vendor: body.vendor || null,
      receipt: body.receipt || null,
    };
  }

  private checkTime(at: string): void {
    if (Date.parse(at) > this.clock.now().getTime() + 86_400_000)
      throw invalidField('body.at', fuelMessages.future);
  }

  private async check(body: FuelPurchaseBody): Promise<void> {
    this.checkTime(body.at);
    const [truck, driver] = await this.uow.all(
      () => this.queries.truckExists(body.truckId),
      () => (body.driverId ? this.queries.driverExists(body.driverId) : Promise.resolve(true)),
    );
    if (!truck) throw invalidField('body.truckId', fuelMessages.noTruck);
    if (!driver) throw invalidField('body.driverId', fuelMessages.noDriver);
  }
}
