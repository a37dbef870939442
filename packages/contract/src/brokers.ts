import { z } from 'zod';
import { envelope } from './errors';
import { idParams } from './ids';
import { fieldMessages, messages, recordMessages } from './messages';
import { pagedEnvelope, pageQuery, searchText } from './paging';
import { isUsStateCode } from './us-states';
import { lowerEmailField, nonBlankText, phoneField, textField, wholeNumberField } from './validation';
import { recordTimestamps } from './wire';

/**
 * Broker statuses (docs/product.md "Broker statuses"); changed on the profile by Carriers and Admin users.
 */
export const BROKER_STATUSES = ['Pending approval', 'Approved', 'Suspended'] as const;
export type BrokerStatus = (typeof BROKER_STATUSES)[number];
export const BROKER_STATUS = {
  pending: 'Pending approval',
  approved: 'Approved',
  suspended: 'Suspended',
} as const satisfies Record<string, BrokerStatus>;

export const BROKER_LIMITS = { name: 120, mcNumber: 20, address: 200, city: 80, comment: 2000 } as const;
export const DAYS_TO_PAY_MAX = 365;
export const ZIP_LENGTH = 5;

export const brokerMessages = {
  ...recordMessages('broker'),
  statusChanged: (status: BrokerStatus) => `The broker's status is now ${status}.`,
  contactsAdded: 'The contact people have been added.',
  contactDeleted: 'The contact person has been deleted.',
  contactNotFound: 'This contact person does not exist.',
  lastContact: 'A broker needs at least one contact person: add another one before deleting this one.',
  duplicateMc: (mc: string) => `A broker with the MC number ${mc} already exists.`,
  mcFormat: 'Letters, digits and dashes only',
  status: `The status must be one of: ${BROKER_STATUSES.join(', ')}`,
  stateCode: 'Choose a US state',
  zip: 'Must be 5 digits',
  daysToPay: `Must be a whole number from 0 to ${DAYS_TO_PAY_MAX}`,
} as const;

const phone = z.string({ error: fieldMessages.required }).pipe(phoneField);

/** A US state code (USPS: TX, CA, DC …), upper-cased. */
export const stateCodeField = nonBlankText()
  .transform((value) => value.toUpperCase())
  .refine(isUsStateCode, brokerMessages.stateCode);

/** A US ZIP code as every form and query takes it: 5 digits (no ZIP+4). */
export const ZIP_PATTERN = /^\d{5}$/;

/** A US ZIP code: 5 digits ('Maximum 5 characters' beyond). */
export const zipField = nonBlankText()
  .max(ZIP_LENGTH, messages.maxFiveCharacters)
  .regex(ZIP_PATTERN, brokerMessages.zip);

export const brokerContactInput = z.object({
  contactName: textField(120),
  role: textField(80),
  phoneNumber: phone,
  email: lowerEmailField,
});
export type BrokerContactInput = z.input<typeof brokerContactInput>;

/** Contact rows: at least one ('Contact info must not be provided' with zero rows), at most 20. */
export const contactPeopleField = z
  .array(brokerContactInput, { error: messages.contactInfo })
  .min(1, messages.contactInfo)
  .max(20, 'At most 20 contact people');

const brokerFields = {
  brokerName: textField(BROKER_LIMITS.name),
  mcNumber: textField(BROKER_LIMITS.mcNumber)
    .regex(/^[A-Za-z0-9-]+$/, brokerMessages.mcFormat)
    .transform((value) => value.toUpperCase()),
  involvingEmail: lowerEmailField,
  address: textField(BROKER_LIMITS.address),
  city: textField(BROKER_LIMITS.city),
  state: stateCodeField,
  zipCode: zipField,
  daysToPay: wholeNumberField(0, DAYS_TO_PAY_MAX, brokerMessages.daysToPay),
  comment: z.string().trim().max(BROKER_LIMITS.comment, fieldMessages.maxLength).optional(),
};

/** POST /api/bookings/brokers (docs/product.md "Broker form"). A new broker is 'Pending approval'. */
export const createBrokerBody = z.object({ ...brokerFields, contactPeople: contactPeopleField });
export type CreateBrokerInput = z.input<typeof createBrokerBody>;
export type CreateBrokerBody = z.output<typeof createBrokerBody>;

/**
 * PUT /api/bookings/brokers/{id}. With `contactPeople`, the list replaces the broker's contacts: rows with
 * an `id` are updated, rows without one are added, the others are removed. Without it, contacts stay.
 */
export const updateBrokerBody = z.object({
  ...brokerFields,
  contactPeople: z
    .array(brokerContactInput.extend({ id: z.number().int().positive().optional() }), {
      error: messages.contactInfo,
    })
    .min(1, messages.contactInfo)
    .max(20, 'At most 20 contact people')
    .optional(),
});
export type UpdateBrokerInput = z.input<typeof updateBrokerBody>;
export type UpdateBrokerBody = z.output<typeof updateBrokerBody>;

/** POST /api/bookings/brokers/{id}/contactPeople — the add-contact-broker screen. */
export const addContactPeopleBody = z.object({ contactPeople: contactPeopleField });
export type AddContactPeopleInput = z.input<typeof addContactPeopleBody>;

export const brokerIdParams = idParams;

export const changeStatusQuery = z.object({
  status: z.enum(BROKER_STATUSES, { error: brokerMessages.status }),
});

export const brokerListQuery = pageQuery.extend({
  /** Broker name, MC number, city or invoicing email; case- and accent-insensitive. */
  search: searchText,
});

export const findNamesParams = z.object({ text: z.string().trim().min(1).max(100) });

export const brokerContactSchema = z.object({
  id: z.number().int(),
  brokerId: z.number().int(),
  contactName: z.string(),
  role: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export type BrokerContact = z.infer<typeof brokerContactSchema>;

/** A broker's postal address as the API sends it: in the broker, and as the bill-to of its invoices. */
export const brokerAddress = {
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
};

export const brokerSchema = z.object({
  id: z.number().int(),
  brokerName: z.string(),
  mcNumber: z.string(),
  involvingEmail: z.string(),
  ...brokerAddress,
  daysToPay: z.number().int(),
  status: z.enum(BROKER_STATUSES),
  comment: z.string(),
  ...recordTimestamps,
});
export type Broker = z.infer<typeof brokerSchema>;

export const brokerListItem = brokerSchema.extend({ contactPeopleCount: z.number().int() });
export type BrokerListItem = z.infer<typeof brokerListItem>;

export const brokerResponse = envelope(brokerSchema);
export const brokerListResponse = pagedEnvelope(brokerListItem);
export type BrokerListResponse = z.infer<typeof brokerListResponse>;

/**
 * GET findDetailBroker/{id}: data.info and data.extraData.brokerContactPeople
 * (docs/product.md "Broker profile").
 */
export const brokerDetailResponse = envelope(
  z.object({
    info: brokerSchema,
    extraData: z.object({ brokerContactPeople: z.array(brokerContactSchema) }),
  }),
);
export type BrokerDetailResponse = z.infer<typeof brokerDetailResponse>;

export const brokerContactResponse = envelope(brokerContactSchema);
export const brokerContactListResponse = envelope(z.array(brokerContactSchema));

/** For selects (findNames, listApproved): `name` repeats `brokerName` for the parametric-list shape. */
export const brokerNameItem = z.object({
  id: z.number().int(),
  brokerName: z.string(),
  name: z.string(),
  status: z.enum(BROKER_STATUSES),
});
export type BrokerNameItem = z.infer<typeof brokerNameItem>;
export const brokerNamesResponse = envelope(z.array(brokerNameItem));
export type BrokerNamesResponse = z.infer<typeof brokerNamesResponse>;
