import { addYears } from '@fletx/contract/compliance';
import type { DriverDetailResponse, DriverFormInput } from '@fletx/contract/drivers';

type BoolKey = 'companyDriver' | 'driverOwner' | 'ownerThirdParty' | 'isTrailer' | 'powerOnly';
type TextKey = Exclude<
  keyof DriverFormInput,
  BoolKey | 'dispatcher_id' | 'driverInformationId' | 'driverPolicyId' | 'amount2' | 'payRule'
>;

/**
 * What the driver form holds: text as strings, checkboxes as booleans, the pay rule as its kind ('' for the
 * product fee) and rate (docs/product.md "Driver pay rules"), and the driver's dispatcher (a back-office
 * user's id, or null: components/dispatcher-field.tsx).
 */
export type DriverFormValues = Record<TextKey, string> &
  Record<BoolKey, boolean> & { payRule: { kind: string; rate: string }; dispatcher_id: number | null };

export const EMPTY_DRIVER_FORM: DriverFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  lease_agreement_date: '',
  fletxfee: '',
  companyDriver: false,
  driverOwner: false,
  ownerThirdParty: false,
  owner: '',
  ownerEmail: '',
  ownerCell: '',
  isTrailer: false,
  leased: '',
  financed: '',
  powerOnly: false,
  nameCompany: '',
  liabilityInsuarnceCoverage: '',
  dateCoverage: '',
  policyNo: '',
  amount: '',
  nameInsurer: '',
  effectiveDateCoverage: '',
  liabilityCargoPolicyNo: '',
  liabilityCargoAmount: '',
  liabilityCargonAmeInsurer: '',
  liabilityCargoEffectiveDateCoverage: '',
  noTrukingPolicyNo: '',
  noTrukingAmount: '',
  noTrukingEffectiveDateCoverage: '',
  ocupationalPolicyNo: '',
  ocupationalAmount: '',
  ocupationalNameInsurer: '',
  ocupationalEffectiveDateCoverage: '',
  physicalPolicyNo: '',
  physicalAmount: '',
  physicalNameInsurer: '',
  physicalEffectiveDateCoverage: '',
  passegerPolicyNo: '',
  passegerAmount: '',
  passegerNameInsurer: '',
  passegerEffectiveDateCoverage: '',
  electronicUser: '',
  electronicPassword: '',
  electronicProvider: '',
  cdl_number: '',
  cdl_state: '',
  cdl_class: '',
  cdl_expiration: '',
  medical_certificate_expiration: '',
  lease_agreement_end: '',
  expirationDateCoverage: '',
  liabilityCargoExpirationDate: '',
  noTrukingExpirationDate: '',
  ocupationalExpirationDate: '',
  physicalExpirationDate: '',
  passegerExpirationDate: '',
  payRule: { kind: '', rate: '' },
  dispatcher_id: null,
  extraStopPay: '',
  detentionPerHour: '',
};

/**
 * A policy's expiration once its effective date is set (docs/product.md "Compliance"): one year after it
 * while the expiration is empty; an expiration already there is the user's and stays.
 */
export function defaultPolicyExpiration(effective: string, expiration: string): string | undefined {
  return effective && !expiration ? addYears(effective, 1) : undefined;
}

/** The stored driver as form values (the logbook password stays empty: empty keeps it). */
export function toFormValues(detail: DriverDetailResponse['data']): DriverFormValues {
  const info = detail.extraData.driverinformation.data;
  const { id: _policyId, ...policy } = detail.extraData.driverpolicy.data;
  return {
    ...EMPTY_DRIVER_FORM,
    ...policy,
    first_name: detail.info.first_name,
    last_name: detail.info.last_name,
    email: detail.info.email,
    phone: detail.info.phone,
    lease_agreement_date: info.lease_agreement_date ?? '',
    fletxfee: info.fletxfee ?? '',
    companyDriver: info.companyDriver,
    driverOwner: info.driver_owner,
    ownerThirdParty: info.ownerThirdParty,
    owner: info.owner,
    ownerEmail: info.ownerEmail,
    ownerCell: info.ownerCell,
    isTrailer: info.isTrailer,
    leased: info.leased,
    financed: info.financed,
    powerOnly: info.powerOnly,
    dispatcher_id: info.dispatcher_id,
    nameCompany: info.nameCompany,
    liabilityInsuarnceCoverage: info.liabilityInsuarnceCoverage,
    dateCoverage: info.dateCoverage ?? '',
    electronicUser: info.electronicUser,
    electronicPassword: '',
    electronicProvider: info.electronicProvider,
    cdl_number: info.cdl_number ?? '',
    cdl_state: info.cdl_state ?? '',
    cdl_class: info.cdl_class ?? '',
    cdl_expiration: info.cdl_expiration ?? '',
    medical_certificate_expiration: info.medical_certificate_expiration ?? '',
    lease_agreement_end: info.lease_agreement_end ?? '',
    payRule: info.payRule
      ? { kind: info.payRule.kind, rate: String(info.payRule.rate) }
      : { kind: '', rate: '' },
    extraStopPay: info.extraStopPay ? String(info.extraStopPay) : '',
    detentionPerHour: info.detentionPerHour ? String(info.detentionPerHour) : '',
  };
}
