/**
 * What the compliance rules read of each record (docs/product.md "Compliance"): the read model's queries
 * (modules/read-model/compliance.queries.ts) answer these rows, the rules (modules/compliance) judge them.
 */

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
