import {
  blocksDispatch,
  COMPLIANCE_ITEMS,
  type ComplianceEntityType,
  type ComplianceItem,
  type ComplianceItemKey,
  complianceLink,
  complianceStatus,
  inspectionDue,
  policyExpiration,
  tracksWhenEmpty,
  trailerName,
  truckName,
} from '@fletx/contract/compliance';
import {
  DRIVER_POLICIES,
  type DriverComplianceRow,
  type TrailerComplianceRow,
  type TruckComplianceRow,
} from '../../lib/compliance-rows';

/** One dated item of a record, before today's rules are applied. */
export interface DatedItem {
  entityType: ComplianceEntityType;
  entityId: number;
  entityName: string;
  item: ComplianceItemKey;
  expiresOn: string | null;
}

const policy = (effective: string | null, expiration: string | null) =>
  effective ? policyExpiration(effective, expiration) : null;

export const driverName = (d: Pick<DriverComplianceRow, 'firstName' | 'lastName'>) =>
  `${d.firstName} ${d.lastName}`.trim();
export { trailerName, truckName };

/** The dated items of one record: each item with the date it expires on (null when not given). */
function itemsOf(
  entity: Pick<DatedItem, 'entityType' | 'entityId' | 'entityName'>,
  dates: ReadonlyArray<readonly [item: ComplianceItemKey, expiresOn: string | null]>,
): DatedItem[] {
  return dates.map(([item, expiresOn]) => ({ ...entity, item, expiresOn }));
}

/** The driver's dated items (docs/product.md "Compliance": CDL, medical certificate, lease, six policies). */
export function driverItems(d: DriverComplianceRow): DatedItem[] {
  return itemsOf({ entityType: 'driver', entityId: d.id, entityName: driverName(d) }, [
    ['cdl', d.cdlExpiration],
    ['medicalCertificate', d.medicalCertificateExpiration],
    ['leaseAgreement', d.leaseAgreementEnd],
    ...DRIVER_POLICIES.map(
      ([item, of]) => [item, policy(d[`${of}EffectiveDate`], d[`${of}ExpirationDate`])] as const,
    ),
  ]);
}

/** The truck's: plate, IFTA, the four permits, the annual inspection (due a year after it). */
export function truckItems(t: TruckComplianceRow): DatedItem[] {
  return itemsOf({ entityType: 'truck', entityId: t.id, entityName: truckName(t) }, [
    ['truckPlate', t.plateExpiration],
    ['ifta', t.iftaExpiration],
    ['permitKentucky', t.permitKentuckyExpiration],
    ['permitNewJersey', t.permitNewJerseyExpiration],
    ['permitNewYork', t.permitNewYorkExpiration],
    ['permitNewMexico', t.permitNewMexicoExpiration],
    ['truckInspection', inspectionDue(t.annualInspectionDate)],
  ]);
}

/** The trailer's: plate, annual inspection. */
export function trailerItems(t: TrailerComplianceRow): DatedItem[] {
  return itemsOf({ entityType: 'trailer', entityId: t.id, entityName: trailerName(t) }, [
    ['trailerPlate', t.plateExpiration],
    ['trailerInspection', inspectionDue(t.annualInspectionDate)],
  ]);
}

/**
 * The item as the list shows it on `today` with the horizon `within`, or undefined when it is in order (or an
 * optional item left empty).
 */
export function evaluate(dated: DatedItem, today: string, within: number): ComplianceItem | undefined {
  if (!dated.expiresOn && !tracksWhenEmpty(dated.item)) return undefined;
  const status = complianceStatus(dated.expiresOn, today, within);
  if (!status) return undefined;
  return {
    ...dated,
    label: COMPLIANCE_ITEMS[dated.item].label,
    daysLeft: status.daysLeft,
    state: status.state,
    blocks: blocksDispatch(dated.item, status.state),
    link: complianceLink(dated.entityType, dated.entityId, dated.item),
  };
}
