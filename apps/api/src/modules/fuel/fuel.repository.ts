import type { FuelImportMapping } from '@fletx/contract/fuel-import';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type PageWindow, TableRepository } from '../../db/repository';
import { fuelImportLayouts, fuelPurchases } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { DayWindow } from '../../lib/carrier-day';

export type FuelPurchaseRow = typeof fuelPurchases.$inferSelect;
export type NewFuelPurchase = typeof fuelPurchases.$inferInsert;

/** The only place with queries on fuel_purchases and the remembered import layouts. */
export class FuelRepository extends TableRepository<typeof fuelPurchases> {
  private readonly newest = this.newestListOf('fuel purchases', fuelPurchases, 'at');

  constructor(uow: UnitOfWork) {
    super(uow, fuelPurchases);
  }

  /** The list's filter: a truck (its `truck_id, at` index), the instants bought (the `at` index). */
  where(truckId: number | undefined, bought: DayWindow): SQL | undefined {
    return and(
      truckId !== undefined ? eq(fuelPurchases.truckId, truckId) : undefined,
      bought.from ? gte(fuelPurchases.at, bought.from) : undefined,
      bought.to ? lt(fuelPurchases.at, bought.to) : undefined,
    );
  }

  page(where: SQL | undefined, window: PageWindow) {
    return this.newest.page(where, window);
  }

  batches(where: SQL | undefined) {
    return this.newest.batches(where);
  }

  /** The matching purchases' gallons and cents, all pages. */
  async sums(where: SQL | undefined): Promise<{ gallons: number; cents: number }> {
    const [row] = await this.db
      .select({
        gallons: sql<string>`coalesce(sum(${fuelPurchases.gallons}), 0)`,
        cents: sql<string>`coalesce(sum(${fuelPurchases.amountCents}), 0)`,
      })
      .from(fuelPurchases)
      .where(where);
    return { gallons: Number(row?.gallons ?? 0), cents: Number(row?.cents ?? 0) };
  }

  /** Inserts the rows whose `import_key` is new; answers those it inserted. */
  async insertNew(rows: NewFuelPurchase[]): Promise<FuelPurchaseRow[]> {
    if (rows.length === 0) return [];
    return this.db
      .insert(fuelPurchases)
      .values(rows)
      .onConflictDoNothing({ target: fuelPurchases.importKey })
      .returning();
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(fuelPurchases).where(eq(fuelPurchases.id, id));
  }

  async layout(signature: string): Promise<FuelImportMapping | undefined> {
    const row = await this.findOne(fuelImportLayouts, eq(fuelImportLayouts.signature, signature));
    return row?.mapping;
  }

  async saveLayout(signature: string, headers: string[], mapping: FuelImportMapping, userId: number) {
    await this.db
      .insert(fuelImportLayouts)
      .values({ signature, headers, mapping, createdBy: userId })
      .onConflictDoUpdate({
        target: fuelImportLayouts.signature,
        set: { mapping, headers, updatedAt: new Date() },
      });
  }
}
