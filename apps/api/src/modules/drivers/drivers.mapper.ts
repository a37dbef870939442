import { policyExpiration } from '@fletx/contract/compliance';
import {
  DRIVER_STATUS_NAMES,
  type DriverFormBody,
  type DriverInformationWire,
  type DriverPolicyWire,
  type DriverRow,
  type StatusHistoryItem,
} from '@fletx/contract/drivers';
import type { PayRuleKind } from '@fletx/contract/pay-rules';
import { nameOfCode } from '../../lib/code-name';
import { isoString } from '../../lib/iso-time';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { DriverListRow } from '../read-model/drivers.queries';
import type { CurrentTruck } from '../trucks/trucks.service';
import type {
  DriverInformationRow,
  DriverPolicyRow,
  NewDriverInformationRow,
  NewDriverPolicyRow,
  StatusHistoryRow,
} from './drivers.repository';

/** The wire ↔ clean-schema mapping of the drivers area, in one place. */

export const statusName = (status: number | null) =>
  status === null ? null : nameOfCode(DRIVER_STATUS_NAMES, status);

const ownershipOf = (body: DriverFormBody): string | null =>
  body.companyDriver
    ? 'company'
    : body.driverOwner
      ? 'driver_owner'
      : body.ownerThirdParty
        ? 'third_party'
        : null;

const emptyToNull = (value: string | undefined) => (value ? value : null);

/** Money as numeric text with two decimals. */
const money = (value: string) => Number(value).toFixed(2);

export function toInformationValues(
  body: DriverFormBody,
  encryptedPassword: string | undefined,
): Omit<NewDriverInformationRow, 'userId' | 'status'> {
  return {
    leaseAgreementDate: emptyToNull(body.lease_agreement_date),
    fletxFeePercent: emptyToNull(body.fletxfee),
    ownership: ownershipOf(body),
    ownerName: body.owner,
    ownerEmail: body.ownerEmail,
    ownerCell: body.ownerCell,
    hasTrailer: body.isTrailer,
    leasedTo: body.isTrailer ? (body.leased ?? '') : '',
    financedBy: body.isTrailer ? (body.financed ?? '') : '',
    workerCompanyName: body.nameCompany,
    workerCoverage: body.liabilityInsuarnceCoverage ?? '',
    workerCoverageDate: body.dateCoverage,
    logbookUser: body.electronicUser,
    ...(encryptedPassword ? { logbookPasswordEncrypted: encryptedPassword } : {}),
    logbookProvider: body.electronicProvider,
    // Absent (undefined) keeps what is stored: an update skips undefined values.
    leaseAgreementEnd: body.lease_agreement_end,
    cdlNumber: body.cdl_number,
    cdlState: body.cdl_state,
    cdlClass: body.cdl_class,
    cdlExpiration: body.cdl_expiration,
    medicalCertificateExpiration: body.medical_certificate_expiration,
    ...toPayTermValues(body),
  } as Omit<NewDriverInformationRow, 'userId' | 'status'>;
}

/** The pay rule's columns; undefined (absent from the body) keeps what is stored. */
export function toPayTermValues(body: Pick<DriverFormBody, 'payRule' | 'extraStopPay' | 'detentionPerHour'>) {
  const rule = body.payRule;
  return {
    payRuleKind: rule === undefined ? undefined : (rule?.kind ?? null),
    payRuleRate: rule === undefined ? undefined : rule === null ? null : String(rule.rate),
    extraStopPayCents: body.extraStopPay === undefined ? undefined : dollarsToCents(body.extraStopPay),
    detentionPerHourCents:
      body.detentionPerHour === undefined ? undefined : dollarsToCents(body.detentionPerHour),
  };
}

export function toPolicyValues(userId: number, body: DriverFormBody): NewDriverPolicyRow {
  const text = (key: keyof DriverFormBody) => String(body[key] ?? '');
  return {
    userId,
    underlyingPolicyNo: body.policyNo,
    underlyingAmount: money(body.amount2 ?? body.amount ?? '0'),
    underlyingInsurer: body.nameInsurer,
    underlyingEffectiveDate: body.effectiveDateCoverage,
    cargoPolicyNo: text('liabilityCargoPolicyNo'),
    cargoAmount: money(text('liabilityCargoAmount')),
    cargoInsurer: text('liabilityCargonAmeInsurer'),
    cargoEffectiveDate: text('liabilityCargoEffectiveDateCoverage'),
    nonTruckingPolicyNo: body.noTrukingPolicyNo,
    nonTruckingAmount: money(body.noTrukingAmount),
    nonTruckingEffectiveDate: body.noTrukingEffectiveDateCoverage,
    occupationalPolicyNo: text('ocupationalPolicyNo'),
    occupationalAmount: money(text('ocupationalAmount')),
    occupationalInsurer: text('ocupationalNameInsurer'),
    occupationalEffectiveDate: text('ocupationalEffectiveDateCoverage'),
    physicalDamagePolicyNo: text('physicalPolicyNo'),
    physicalDamageAmount: money(text('physicalAmount')),
    physicalDamageInsurer: text('physicalNameInsurer'),
    physicalDamageEffectiveDate: text('physicalEffectiveDateCoverage'),
    passengerPolicyNo: text('passegerPolicyNo'),
    passengerAmount: money(text('passegerAmount')),
    passengerInsurer: text('passegerNameInsurer'),
    passengerEffectiveDate: text('passegerEffectiveDateCoverage'),
    underlyingExpirationDate: body.expirationDateCoverage,
    cargoExpirationDate: body.liabilityCargoExpirationDate,
    nonTruckingExpirationDate: body.noTrukingExpirationDate,
    occupationalExpirationDate: body.ocupationalExpirationDate,
    physicalDamageExpirationDate: body.physicalExpirationDate,
    passengerExpirationDate: body.passegerExpirationDate,
  };
}

export function toInformationWire(
  row: DriverInformationRow,
  extra: { powerOnly: boolean; dispatcherId: number | null; logbookPassword: string },
): DriverInformationWire {
  return {
    id: row.id,
    user_id: row.userId,
    status_operation: row.status,
    status: statusName(row.status) ?? '',
    lease_agreement_date: row.leaseAgreementDate,
    fletxfee: row.fletxFeePercent,
    companyDriver: row.ownership === 'company',
    driver_owner: row.ownership === 'driver_owner',
    ownerThirdParty: row.ownership === 'third_party',
    owner: row.ownerName,
    ownerEmail: row.ownerEmail,
    ownerCell: row.ownerCell,
    isTrailer: row.hasTrailer,
    leased: row.leasedTo,
    financed: row.financedBy,
    powerOnly: extra.powerOnly,
    dispatcher_id: extra.dispatcherId,
    nameCompany: row.workerCompanyName,
    liabilityInsuarnceCoverage: row.workerCoverage,
    dateCoverage: row.workerCoverageDate,
    electronicUser: row.logbookUser,
    electronicPassword: extra.logbookPassword,
    electronicProvider: row.logbookProvider,
    lease_agreement_end: row.leaseAgreementEnd,
    cdl_number: row.cdlNumber,
    cdl_state: row.cdlState,
    cdl_class: row.cdlClass,
    cdl_expiration: row.cdlExpiration,
    medical_certificate_expiration: row.medicalCertificateExpiration,
    payRule:
      row.payRuleKind && row.payRuleRate !== null
        ? { kind: row.payRuleKind as PayRuleKind, rate: Number(row.payRuleRate) }
        : null,
    extraStopPay: centsToDollars(row.extraStopPayCents),
    detentionPerHour: centsToDollars(row.detentionPerHourCents),
  };
}

export function toPolicyWire(row: DriverPolicyRow): DriverPolicyWire {
  return {
    id: row.id,
    policyNo: row.underlyingPolicyNo,
    amount: row.underlyingAmount,
    nameInsurer: row.underlyingInsurer,
    effectiveDateCoverage: row.underlyingEffectiveDate,
    liabilityCargoPolicyNo: row.cargoPolicyNo,
    liabilityCargoAmount: row.cargoAmount,
    liabilityCargonAmeInsurer: row.cargoInsurer,
    liabilityCargoEffectiveDateCoverage: row.cargoEffectiveDate,
    noTrukingPolicyNo: row.nonTruckingPolicyNo,
    noTrukingAmount: row.nonTruckingAmount,
    noTrukingEffectiveDateCoverage: row.nonTruckingEffectiveDate,
    ocupationalPolicyNo: row.occupationalPolicyNo,
    ocupationalAmount: row.occupationalAmount,
    ocupationalNameInsurer: row.occupationalInsurer,
    ocupationalEffectiveDateCoverage: row.occupationalEffectiveDate,
    physicalPolicyNo: row.physicalDamagePolicyNo,
    physicalAmount: row.physicalDamageAmount,
    physicalNameInsurer: row.physicalDamageInsurer,
    physicalEffectiveDateCoverage: row.physicalDamageEffectiveDate,
    passegerPolicyNo: row.passengerPolicyNo,
    passegerAmount: row.passengerAmount,
    passegerNameInsurer: row.passengerInsurer,
    passegerEffectiveDateCoverage: row.passengerEffectiveDate,
    expirationDateCoverage: policyExpiration(row.underlyingEffectiveDate, row.underlyingExpirationDate),
    liabilityCargoExpirationDate: policyExpiration(row.cargoEffectiveDate, row.cargoExpirationDate),
    noTrukingExpirationDate: policyExpiration(row.nonTruckingEffectiveDate, row.nonTruckingExpirationDate),
    ocupationalExpirationDate: policyExpiration(
      row.occupationalEffectiveDate,
      row.occupationalExpirationDate,
    ),
    physicalExpirationDate: policyExpiration(
      row.physicalDamageEffectiveDate,
      row.physicalDamageExpirationDate,
    ),
    passegerExpirationDate: policyExpiration(row.passengerEffectiveDate, row.passengerExpirationDate),
  };
}

/** A list row: the driver with their current truck (the newest active one), when they have one. */
export function toDriverRow(row: DriverListRow, truck?: CurrentTruck): DriverRow {
  return {
    id: row.id,
    tractorVIN: truck?.vinNumber ?? null,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    unitNumber: truck?.unitNumber ?? null,
    powerOnly: row.powerOnly ?? false,
    licensePlate: truck?.plateNumber ?? null,
    licensePlateExpiration: truck?.plateExpiration ?? null,
    leaseAgreement: row.leaseAgreementDate,
    status: statusName(row.status) ?? '',
    statusId: row.status,
  };
}

export function toHistoryItem(row: StatusHistoryRow): StatusHistoryItem {
  return {
    id: row.id,
    from: row.fromStatus,
    fromName: statusName(row.fromStatus),
    to: row.toStatus,
    toName: statusName(row.toStatus) ?? '',
    comment: row.comment,
    changedBy: { id: row.changedBy, name: row.changedByName },
    changedAt: isoString(row.changedAt),
  };
}
