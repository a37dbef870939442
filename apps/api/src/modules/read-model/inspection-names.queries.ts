import type { UnitType } from '@fletx/contract/inspections';
import { inArray } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { trailers, users, vehicles } from '../../db/schema';
import { personColumns } from './person-columns';

/** A truck or trailer as a person reads it: the number painted on it and its plate. */
export interface UnitName {
  number: string;
  plate: string;
}

/** The names behind an inspection's ids: its driver's, its truck's and trailer's numbers. */
export interface InspectionNames {
  drivers: Map<number, string>;
  trucks: Map<number, UnitName>;
  trailers: Map<number, UnitName>;
}

const distinct = (ids: ReadonlyArray<number | null>) => [...new Set(ids.filter((id) => id !== null))];

/**
 * What the inspection answers name beside their ids (docs/product.md "Inspections (DVIR)"): the driver's name
 * and the units' numbers, read from the users and equipment modules' tables, deleted units included (a report
 * stays readable after its truck is retired). Reads only; three queries for any number of reports.
 */
export class InspectionNamesQueries extends Repository {
  async namesOf(
    rows: ReadonlyArray<{ driverId: number; truckId: number; trailerId: number | null }>,
  ): Promise<InspectionNames> {
    const driverIds = distinct(rows.map((r) => r.driverId));
    const truckIds = distinct(rows.map((r) => r.truckId));
    const trailerIds = distinct(rows.map((r) => r.trailerId));
    const [people, trucks, trailerNames] = await this.uow.all(
      async () =>
        driverIds.length === 0
          ? []
          : this.db.select(personColumns).from(users).where(inArray(users.id, driverIds)),
      () => this.units('truck', truckIds),
      () => this.units('trailer', trailerIds),
    );
    return {
      drivers: new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()])),
      trucks,
      trailers: trailerNames,
    };
  }

  /** The number and plate of each truck or trailer of `ids` that exists. */
  async units(type: UnitType, ids: ReadonlyArray<number>): Promise<Map<number, UnitName>> {
    if (ids.length === 0) return new Map();
    const rows =
      type === 'truck'
        ? await this.db
            .select({ id: vehicles.id, number: vehicles.unitNumber, plate: vehicles.plateNumber })
            .from(vehicles)
            .where(inArray(vehicles.id, [...ids]))
        : await this.db
            .select({ id: trailers.id, number: trailers.trailerNumber, plate: trailers.plateNumber })
            .from(trailers)
            .where(inArray(trailers.id, [...ids]));
    return new Map(rows.map(({ id, number, plate }) => [id, { number, plate }]));
  }
}
