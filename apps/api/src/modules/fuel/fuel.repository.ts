import { Repository } from '../../db/repository';
import { fuelPurchases } from '../../db/schema';

export type FuelPurchaseRow = typeof fuelPurchases.$inferSelect;
export type NewFuelPurchase = typeof fuelPurchases.$inferInsert;

/** The only place with queries on fuel_purchases. */
export class FuelRepository extends Repository {
  insert(values: NewFuelPurchase): Promise<FuelPurchaseRow> {
    return this.insertOne(fuelPurchases, values);
  }
}
