import type { ComplianceState } from '@fletx/contract/compliance';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { GROUPS } from '@fletx/contract/roles';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import { driverInformation, driverPolicies, trailers, users, vehicles } from '../../db/schema';
import type {
  DriverComplianceRow,
  TrailerComplianceRow,
  TruckComplianceRow,
} from '../../lib/compliance-rows';
import type { EquipmentTable } from '../../lib/equipment';
import { countedDay, DRIVER_DATES, stateCounts, TRAILER_DATES, TRUCK_DATES } from './compliance-dates';
import { personColumns } from './person-columns';

const driverColumns = {
  ...personColumns,
  cdlExpiration: driverInformation.cdlExpiration,
  medicalCertificateExpiration: driverInformation.medicalCertificateExpiration,
  leaseAgreementEnd: driverInformation.leaseAgreementEnd,
  underlyingEffectiveDate: driverPolicies.underlyingEffectiveDate,
  underlyingExpirationDate: driverPolicies.underlyingExpirationDate,
  cargoEffectiveDate: driverPolicies.cargoEffectiveDate,
  cargoExpirationDate: driverPolicies.cargoExpirationDate,
  nonTruckingEffectiveDate: driverPolicies.nonTruckingEffectiveDate,
  nonTruckingExpirationDate: driverPolicies.nonTruckingExpirationDate,
  occupationalEffectiveDate: driverPolicies.occupationalEffectiveDate,
  occupationalExpirationDate: driverPolicies.occupationalExpirationDate,
  physicalDamageEffectiveDate: driverPolicies.physicalDamageEffectiveDate,
  physicalDamageExpirationDate: driverPolicies.physicalDamageExpirationDate,
  passengerEffectiveDate: driverPolicies.passengerEffectiveDate,
  passengerExpirationDate: driverPolicies.passengerExpirationDate,
};

const truckColumns = {
  id: vehicles.id,
  driverId: vehicles.driverId,
  unitNumber: vehicles.unitNumber,
  plateNumber: vehicles.plateNumber,
  plateExpiration: vehicles.plateExpiration,
  iftaExpiration: vehicles.iftaExpiration,
  permitKentuckyExpiration: vehicles.permitKentuckyExpiration,
  permitNewJerseyExpiration: vehicles.permitNewJerseyExpiration,
  permitNewYorkExpiration: vehicles.permitNewYorkExpiration,
  permitNewMexicoExpiration: vehicles.permitNewMexicoExpiration,
  annualInspectionDate: vehicles.annualInspectionDate,
};

const trailerColumns = {
  id: trailers.id,
  vehicleId: trailers.vehicleId,
  trailerNumber: trailers.trailerNumber,
  plateNumber: trailers.plateNumber,
  plateExpiration: trailers.plateExpiration,
  annualInspectionDate: trailers.annualInspectionDate,
};

/** Drivers no longer working (inactive, rejected) are not watched. */
const WATCHED_OUT = [DRIVER_STATUS.inactive, DRIVER_STATUS.rejected];
/** The watched drivers: users of group drivers, unless their driver information says inactive or rejected. */
const watchedDriver = and(
  eq(users.group, GROUPS.drivers),
  or(isNull(driverInformation.status), notInArray(driverInformation.status, WATCHED_OUT)),
);

/**
 * The dated documents of drivers, trucks and trailers (docs/product.md "Compliance"), read across the three
 * modules that own them; the rules (modules/compliance) turn them into items. Reads only.
 */
export class ComplianceQueries extends Repository {
  /** Every watched driver (group drivers, not inactive or rejected), by name. */
  drivers(): Promise<DriverComplianceRow[]> {
    return this.db
      .select(driverColumns)
      .from(users)
      .leftJoin(driverInformation, eq(driverInformation.userId, users.id))
      .leftJoin(driverPolicies, eq(driverPolicies.userId, users.id))
      .where(watchedDriver)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  }

  /**
   * How many dated items of the watched drivers, the trucks and the trailers (the records `drivers`, `trucks`
   * and `trailers` read) are in each state on `today` with the horizon `within`, counted in the database
   * (compliance-dates.ts): the items modules/compliance/compliance.items.ts `evaluate` lists, before a unit's
   * annual inspection is merged with its schedule's (modules/compliance/compliance-summary.ts).
   */
  async documentStates(today: string, within: number): Promise<Record<ComplianceState, number>> {
    const day = countedDay(today, within);
    const [row] = rowsOf<Record<ComplianceState, number>>(
      await this.db.execute(sql`
        SELECT coalesce(sum(expired), 0)::int AS expired, coalesce(sum(expiring), 0)::int AS expiring,
               coalesce(sum(missing), 0)::int AS missing
        FROM (
          SELECT ${stateCounts(DRIVER_DATES)}
          FROM ${users}
          LEFT JOIN ${driverInformation} ON ${driverInformation.userId} = ${users.id}
          LEFT JOIN ${driverPolicies} ON ${driverPolicies.userId} = ${users.id}
          CROSS JOIN ${day}
          WHERE ${watchedDriver}
          UNION ALL
          SELECT ${stateCounts(TRUCK_DATES)} FROM ${vehicles} CROSS JOIN ${day} WHERE ${vehicles.isDeleted} = false
          UNION ALL
          SELECT ${stateCounts(TRAILER_DATES)} FROM ${trailers} CROSS JOIN ${day} WHERE ${trailers.isDeleted} = false
        ) AS counted`),
    );
    return row ?? { expired: 0, expiring: 0, missing: 0 };
  }

  /** Every truck that is not deleted (of `ids` only, when given). */
  trucks(ids?: ReadonlyArray<number>): Promise<TruckComplianceRow[]> {
    return this.notDeleted<TruckComplianceRow>(vehicles, truckColumns, ids);
  }

  /** Every trailer that is not deleted (of `ids` only, when given). */
  trailers(ids?: ReadonlyArray<number>): Promise<TrailerComplianceRow[]> {
    return this.notDeleted<TrailerComplianceRow>(trailers, trailerColumns, ids);
  }

  /** The rows of an equipment table that are not deleted (of `ids`, when given), by id, as `columns` reads them. */
  private async notDeleted<R>(
    table: EquipmentTable,
    columns: SelectedFields,
    ids?: ReadonlyArray<number>,
  ): Promise<R[]> {
    if (ids?.length === 0) return [];
    return (await this.db
      .select(columns)
      .from(table)
      .where(and(eq(table.isDeleted, false), ids ? inArray(table.id, [...ids]) : undefined))
      .orderBy(table.id)) as R[];
  }

  /**
   * What a dispatch puts on the road with a driver: the driver, the truck they drive and the trailer on it
   * (the first of each that is not deleted, as the load details show them).
   */
  async dispatch(driverId: number) {
    const [driver] = await this.db
      .select(driverColumns)
      .from(users)
      .leftJoin(driverInformation, eq(driverInformation.userId, users.id))
      .leftJoin(driverPolicies, eq(driverPolicies.userId, users.id))
      .where(eq(users.id, driverId))
      .limit(1);
    const [truck] = await this.db
      .select(truckColumns)
      .from(vehicles)
      .where(and(eq(vehicles.driverId, driverId), eq(vehicles.isDeleted, false)))
      .orderBy(vehicles.id)
      .limit(1);
    const [trailer] = truck
      ? await this.db
          .select(trailerColumns)
          .from(trailers)
          .where(and(eq(trailers.vehicleId, truck.id), eq(trailers.isDeleted, false)))
          .orderBy(trailers.id)
          .limit(1)
      : [];
    return { driver, truck, trailer };
  }

  /** Who receives the daily digest: Carriers and Admin users with an email. */
  digestRecipients(): Promise<{ email: string; firstName: string }[]> {
    return this.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        and(
          eq(users.group, GROUPS.carriers),
          inArray(users.role, ['Carriers', 'Admin user']),
          isNotNull(users.email),
        ),
      )
      .orderBy(users.id);
  }
}
