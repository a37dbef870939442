/**
 * What the compliance rules read of each record (docs/product.md "Compliance"): the read model's queries
 * (modules/read-model/compliance.queries.ts) answer these rows, the rules (modules/compliance) judge them.
 */

import type { ComplianceItemKey } from '@fletx/contract/compliance';

/**
 * The six policies of a driver's insurance file, each a compliance item, with the name its two dates start
 * with (`cargo`: `cargoEffectiveDate`, `cargoExpirationDate`): the items the rules judge
 * (modules/compliance/compliance.items.ts) and those the counts compare in SQL
 * (modules/read-model/compliance-dates.ts) are both listed from it, so they cannot differ.
 */
export const DRIVER_POLICIES = [
  ['insuranceUnderlying', 'underlying'],
  ['insuranceCargo', 'cargo'],
  ['insuranceNonTrucking', 'nonTrucking'],
  ['insuranceOccupational', 'occupational'],
  ['insurancePhysicalDamage', 'physicalDamage'],
  ['insurancePassenger', 'passenger'],
] as const satisfies ReadonlyArray<readonly [ComplianceItemKey, string]>;

/** What the compliance rules read of a driver: the dated documents (docs/product.md "Compliance"). */
export interface DriverComplianceRow {
  id: number;
  firstName: string;
  lastName: string;
  cdlExpiration: string | null;
  medicalCertificateExpiration: string | null;
  leaseAgreementEnd: string | null;
  /** The policies: null when the driver has no insurance file. */
  underlyingEffectiveDate: string | null;
  underlyingExpirationDate: string | null;
  cargoEffectiveDate: string | null;
  cargoExpirationDate: string | null;
  nonTruckingEffectiveDate: string | null;
  nonTruckingExpirationDate: string | null;
  occupationalEffectiveDate: string | null;
  occupationalExpirationDate: string | null;
  physicalDamageEffectiveDate: string | null;
  physicalDamageExpirationDate: string | null;
  passengerEffectiveDate: string | null;
  passengerExpirationDate: string | null;
}

export interface TruckComplianceRow {
  id: number;
  driverId: number;
  unitNumber: string;
  plateNumber: string;
  plateExpiration: string;
  iftaExpiration: string;
  permitKentuckyExpiration: string;
  permitNewJerseyExpiration: string | null;
  permitNewYorkExpiration: string | null;
  permitNewMexicoExpiration: string | null;
  annualInspectionDate: string | null;
}

export interface TrailerComplianceRow {
  id: number;
  vehicleId: number;
  trailerNumber: string;
  plateNumber: string;
  plateExpiration: string;
  annualInspectionDate: string | null;
}
