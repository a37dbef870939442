import { z } from 'zod';
import { PAY_RULE_KINDS } from './pay-rules';

/**
 * A driver's information and policies as the driver form's API spells them (docs/product.md "Driver form");
 * packages/contract/src/drivers.ts re-exports them with the rest of the drivers' contract.
 */
export const driverInformationWire = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status_operation: z.number().int(),
  status: z.string(),
  lease_agreement_date: z.string().nullable(),
  fletxfee: z.string().nullable(),
  companyDriver: z.boolean(),
  driver_owner: z.boolean(),
  ownerThirdParty: z.boolean(),
  owner: z.string(),
  ownerEmail: z.string(),
  ownerCell: z.string(),
  isTrailer: z.boolean(),
  leased: z.string(),
  financed: z.string(),
  powerOnly: z.boolean(),
  dispatcher_id: z.number().int().nullable(),
  nameCompany: z.string(),
  liabilityInsuarnceCoverage: z.string(),
  dateCoverage: z.string().nullable(),
  electronicUser: z.string(),
  electronicPassword: z.string(),
  electronicProvider: z.string(),
  lease_agreement_end: z.string().nullable(),
  cdl_number: z.string().nullable(),
  cdl_state: z.string().nullable(),
  cdl_class: z.string().nullable(),
  cdl_expiration: z.string().nullable(),
  medical_certificate_expiration: z.string().nullable(),
  /** The pay rule (docs/product.md "Driver pay rules"); null: the product fee (15 %). Dollars or a percent. */
  payRule: z.object({ kind: z.enum(PAY_RULE_KINDS), rate: z.number() }).nullable(),
  extraStopPay: z.number(),
  detentionPerHour: z.number(),
});
export type DriverInformationWire = z.infer<typeof driverInformationWire>;

export const driverPolicyWire = z.object({
  id: z.number().int(),
  policyNo: z.string(),
  amount: z.string(),
  nameInsurer: z.string(),
  effectiveDateCoverage: z.string(),
  liabilityCargoPolicyNo: z.string(),
  liabilityCargoAmount: z.string(),
  liabilityCargonAmeInsurer: z.string(),
  liabilityCargoEffectiveDateCoverage: z.string(),
  noTrukingPolicyNo: z.string(),
  noTrukingAmount: z.string(),
  noTrukingEffectiveDateCoverage: z.string(),
  ocupationalPolicyNo: z.string(),
  ocupationalAmount: z.string(),
  ocupationalNameInsurer: z.string(),
  ocupationalEffectiveDateCoverage: z.string(),
  physicalPolicyNo: z.string(),
  physicalAmount: z.string(),
  physicalNameInsurer: z.string(),
  physicalEffectiveDateCoverage: z.string(),
  passegerPolicyNo: z.string(),
  passegerAmount: z.string(),
  passegerNameInsurer: z.string(),
  passegerEffectiveDateCoverage: z.string(),
  /** Each policy's expiration: the one entered, or one year after its effective date. */
  expirationDateCoverage: z.string(),
  liabilityCargoExpirationDate: z.string(),
  noTrukingExpirationDate: z.string(),
  ocupationalExpirationDate: z.string(),
  physicalExpirationDate: z.string(),
  passegerExpirationDate: z.string(),
});
export type DriverPolicyWire = z.infer<typeof driverPolicyWire>;
