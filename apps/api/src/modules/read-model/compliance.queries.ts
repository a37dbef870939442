import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { GROUPS } from '@fletx/contract/roles';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { Repository } from '../../db/repository';
import { driverInformation, driverPolicies, trailers, users, vehicles } from '../../db/schema';
import type {
  DriverComplianceRow,
  TrailerComplianceRow,
  TruckComplianceRow,
} from '../../lib/compliance-rows';
import type { EquipmentTable } from '../../lib/equipment';
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
      .where(
        and(
          eq(users.group, GROUPS.drivers),
          or(isNull(driverInformation.status), notInArray(driverInformation.status, WATCHED_OUT)),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  }

  /** Every truck that is not deleted. */
  trucks(): Promise<TruckComplianceRow[]> {
    return this.notDeleted<TruckComplianceRow>(vehicles, truckColumns);
  }

  /** Every trailer that is not deleted. */
  trailers(): Promise<TrailerComplianceRow[]> {
    return this.notDeleted<TrailerComplianceRow>(trailers, trailerColumns);
  }

  /** The rows of an equipment table that are not deleted, by id, as `columns` reads them. */
  private async notDeleted<R>(table: EquipmentTable, columns: SelectedFields): Promise<R[]> {
    return (await this.db
      .select(columns)
      .from(table)
      .where(eq(table.isDeleted, false))
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
