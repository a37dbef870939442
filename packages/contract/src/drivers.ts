import { z } from 'zod';
import { CDL_CLASSES, keptDateField, keptTextField } from './compliance';
import { driverInformationWire, driverPolicyWire } from './driver-wire';
import { envelope } from './errors';
import { fieldMessages, messages } from './messages';
import { payAmountField, payRuleField } from './pay-rules';
import { userSchema } from './users';
import { emailField, nonBlankText, phoneField, requiredText, strongPassword } from './validation';
import { wholeNumbers } from './wire';

/**
 * Driver status codes (docs/product.md "Driver statuses"): 1 created, 2 active, 3 inactive, 4 to be approved,
 * 5 rejected.
 */
export const DRIVER_STATUS = { created: 1, active: 2, inactive: 3, toBeApproved: 4, rejected: 5 } as const;
export type DriverStatusId = (typeof DRIVER_STATUS)[keyof typeof DRIVER_STATUS];

/** The name a list row shows for each status. */
export const DRIVER_STATUS_NAMES: Readonly<Record<DriverStatusId, string>> = {
  1: 'Created',
  2: 'Active',
  3: 'Inactive',
  4: 'To be approved',
  5: 'Rejected',
};

/** The count cards of the Drivers screen, in order (GET countByState/{id}). */
export const DRIVER_COUNT_CARDS: ReadonlyArray<{ state: DriverStatusId; label: string }> = [
  { state: 1, label: 'Drivers created' },
  { state: 4, label: 'Drivers to be approved' },
  { state: 2, label: 'Active drivers' },
  { state: 5, label: 'Rejected drivers' },
  { state: 3, label: 'Inactive drivers' },
];

/**
 * The driver profile's status selector (docs/product.md "Driver statuses"): Approved 2, Rejected 5, Pending
 * 4.
 */
export const DRIVER_STATUS_CHOICES: ReadonlyArray<{ value: DriverStatusId; label: string }> = [
  { value: 2, label: 'Approved' },
  { value: 5, label: 'Rejected' },
  { value: 4, label: 'Pending' },
];
/** Statuses a person may set (1 "created" is where no driver goes back to). */
export const SETTABLE_DRIVER_STATUSES: ReadonlyArray<DriverStatusId> = [2, 3, 4, 5];

export const ELECTRONIC_PROVIDERS = ['CH ROBINSON', 'Trucks'] as const;

/** Document types of a driver's files (entity type 2). */
export const DRIVER_DOCUMENT_TYPE = { leaseAgreement: 2, driverLicense: 3 } as const;

export const driverMessages = {
  created: 'Driver created successfully',
  updated: 'Driver updated successfully',
  deleted: 'Driver deleted successfully',
  statusChanged: 'The driver status has been changed',
  notFound: 'This driver does not exist.',
  sameStatus: 'The driver already has this status.',
  ownership: 'Choose only one of Company driver, Driver Owner and Owned by third party',
  amount: 'Must be an amount like 1000000 or 1000000.50',
  percent: 'Must be a percentage between 0 and 100',
  date: 'Must be a date (yyyy-mm-dd)',
  dispatcher: 'The dispatcher must be a back-office user.',
} as const;

/** An amount of money as text, dollars with at most two decimals (stored exactly). */
export const amountField = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(/,/g, ''))
  .pipe(
    z
      .string()
      .min(1, fieldMessages.required)
      .regex(/^\d{1,12}(\.\d{1,2})?$/, driverMessages.amount),
  );

const percentField = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^(\d{1,3})(\.\d{1,2})?$/, driverMessages.percent)
      .refine((v) => Number(v) <= 100, driverMessages.percent)
      .or(z.literal('')),
  );

export const dateField = nonBlankText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, driverMessages.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), driverMessages.date);

const optionalDate = z.union([dateField, z.literal('')]).optional();
const optionalText = (max = 255) => z.string().trim().max(max, fieldMessages.maxLength).optional();

/**
 * The driver form payload and its rules (docs/product.md "Driver form"), wire names in their historical
 * spelling. Fields the old payload lacked: powerOnly (driver preferences) and dispatcher_id.
 */
export const driverFormBase = z.object({
  first_name: requiredText(50),
  last_name: requiredText(50),
  email: emailField,
  phone: phoneField,
  password: z.union([strongPassword(8), z.literal('')]).optional(),
  lease_agreement_date: optionalDate,
  fletxfee: percentField.optional(),
  companyDriver: z.boolean().default(false),
  driverOwner: z.boolean().default(false),
  ownerThirdParty: z.boolean().default(false),
  owner: requiredText(120),
  ownerEmail: emailField,
  ownerCell: phoneField,
  isTrailer: z.boolean().default(false),
  leased: optionalText(120),
  financed: optionalText(120),
  powerOnly: z.boolean().default(false),
  dispatcher_id: z.number().int().positive().nullable().optional(),
  nameCompany: requiredText(120),
  liabilityInsuarnceCoverage: optionalText(120),
  dateCoverage: dateField,
  policyNo: requiredText(60),
  amount: amountField.optional(),
  amount2: amountField.optional(),
  nameInsurer: requiredText(120),
  effectiveDateCoverage: dateField,
  liabilityCargoPolicyNo: requiredText(60),
  liabilityCargoAmount: amountField,
  liabilityCargonAmeInsurer: requiredText(120),
  liabilityCargoEffectiveDateCoverage: dateField,
  noTrukingPolicyNo: requiredText(60),
  noTrukingAmount: amountField,
  noTrukingEffectiveDateCoverage: dateField,
  ocupationalPolicyNo: requiredText(60),
  ocupationalAmount: amountField,
  ocupationalNameInsurer: requiredText(120),
  ocupationalEffectiveDateCoverage: dateField,
  physicalPolicyNo: requiredText(60),
  physicalAmount: amountField,
  physicalNameInsurer: requiredText(120),
  physicalEffectiveDateCoverage: dateField,
  passegerPolicyNo: requiredText(60),
  passegerAmount: amountField,
  passegerNameInsurer: requiredText(120),
  passegerEffectiveDateCoverage: dateField,
  electronicUser: emailField,
  /** Required on create; on edit, empty keeps the stored one. */
  electronicPassword: z.union([strongPassword(8), z.literal('')]),
  electronicProvider: z.enum(ELECTRONIC_PROVIDERS, { error: fieldMessages.required }),
  driverInformationId: z.number().int().optional(),
  driverPolicyId: z.number().int().optional(),
  /*
   * Compliance (docs/product.md "Compliance"): optional; absent keeps what is stored, '' or null clears it.
   * A policy's expiration cleared or never entered is one year after its effective date.
   */
  lease_agreement_end: keptDateField,
  cdl_number: keptTextField(30),
  cdl_state: z
    .union([
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^([A-Z]{2})?$/, 'Must be a two-letter state code'),
      z.null(),
    ])
    .transform((v) => (v ? v : null))
    .optional(),
  cdl_class: z
    .union([z.enum(CDL_CLASSES, { error: 'Must be A, B or C' }), z.literal(''), z.null()])
    .transform((v) => (v ? v : null))
    .optional(),
  cdl_expiration: keptDateField,
  medical_certificate_expiration: keptDateField,
  expirationDateCoverage: keptDateField,
  liabilityCargoExpirationDate: keptDateField,
  noTrukingExpirationDate: keptDateField,
  ocupationalExpirationDate: keptDateField,
  physicalExpirationDate: keptDateField,
  passegerExpirationDate: keptDateField,
  /** Pay rules (docs/product.md "Driver pay rules"): absent keeps what is stored, null goes back to the fee. */
  payRule: payRuleField.optional(),
  extraStopPay: payAmountField.optional(),
  detentionPerHour: payAmountField.optional(),
});

type DriverFormShape = z.input<typeof driverFormBase>;

/** The cross-field rules: one ownership box at most, Has Trailer → Leased to and Financed By, amount. */
function driverRules(mode: 'create' | 'edit') {
  return (value: z.output<typeof driverFormBase>, ctx: z.RefinementCtx) => {
    const owned = [value.companyDriver, value.driverOwner, value.ownerThirdParty].filter(Boolean).length;
    if (owned > 1)
      ctx.addIssue({ code: 'custom', path: ['companyDriver'], message: driverMessages.ownership });
    if (value.isTrailer) {
      if (!value.leased) ctx.addIssue({ code: 'custom', path: ['leased'], message: fieldMessages.required });
      if (!value.financed)
        ctx.addIssue({ code: 'custom', path: ['financed'], message: fieldMessages.required });
    }
    if (value.amount === undefined && value.amount2 === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: fieldMessages.required });
    if (mode === 'create' && value.electronicPassword === '')
      ctx.addIssue({ code: 'custom', path: ['electronicPassword'], message: fieldMessages.required });
  };
}

/** POST /api/user/infoDriver/ */
/**
 * The cross-field rules run even while other fields are still wrong (a form shows 'Required field' under
 * Leased to as soon as Has Trailer is on), as long as the value is an object.
 */
const crossFieldRules = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
export const createDriverBody = driverFormBase.check(z.superRefine(driverRules('create'), crossFieldRules));
/** PUT /api/user/infoDriver/{id} */
export const updateDriverBody = driverFormBase.check(z.superRefine(driverRules('edit'), crossFieldRules));
export type DriverFormInput = DriverFormShape;
export type DriverFormBody = z.output<typeof driverFormBase>;

/** PUT /api/user/{id} with a status: the driver profile's Save changes. */
export const driverStatusBody = z.object({
  status: z
    .number({ error: messages.selectStatus })
    .int(messages.selectStatus)
    .refine((v) => (SETTABLE_DRIVER_STATUSES as ReadonlyArray<number>).includes(v), messages.selectStatus),
  comment: z.string().trim().max(500, fieldMessages.maxLength).optional(),
});
export type DriverStatusBody = z.infer<typeof driverStatusBody>;

/** A driver list row (docs/product.md "Drivers list"). */
export const driverRowSchema = z.object({
  id: z.number().int(),
  tractorVIN: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  unitNumber: z.string().nullable(),
  powerOnly: z.boolean(),
  licensePlate: z.string().nullable(),
  licensePlateExpiration: z.string().nullable(),
  leaseAgreement: z.string().nullable(),
  status: z.string(),
  statusId: z.number().int(),
});
export type DriverRow = z.infer<typeof driverRowSchema>;

export const countByStateResponse = envelope(wholeNumbers('state', 'count'));

/** One change of a driver's status (append-only history). */
export const statusHistoryItem = z.object({
  id: z.number().int(),
  from: z.number().int().nullable(),
  fromName: z.string().nullable(),
  to: z.number().int(),
  toName: z.string(),
  comment: z.string(),
  changedBy: z.object({ id: z.number().int().nullable(), name: z.string() }),
  changedAt: z.iso.datetime(),
});
export type StatusHistoryItem = z.infer<typeof statusHistoryItem>;

export {
  type DriverInformationWire,
  type DriverPolicyWire,
  driverInformationWire,
  driverPolicyWire,
} from './driver-wire';

/** GET /all/findOwners: a driver (id, full name) and the owner fields of their driver information. */
export const ownerItem = z.object({
  id: z.number().int(),
  name: z.string(),
  ...driverInformationWire.pick({ owner: true, ownerEmail: true, ownerCell: true, driver_owner: true }).shape,
});
export const ownersResponse = envelope(z.array(ownerItem));

/** GET /api/infodriver/driverinformation/user/{id} (docs/product.md "Driver form"). */
export const driverDetailResponse = envelope(
  z.object({
    info: userSchema,
    extraData: z.object({
      driverpolicy: z.object({ data: driverPolicyWire }),
      driverinformation: z.object({ data: driverInformationWire }),
      history: z.object({ data: z.array(statusHistoryItem) }),
    }),
  }),
);
export type DriverDetailResponse = z.infer<typeof driverDetailResponse>;

export const driverSavedResponse = envelope(
  z.object({ id: z.number().int(), driverInformationId: z.number().int(), driverPolicyId: z.number().int() }),
);
