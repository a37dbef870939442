import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { envelope } from './errors';
import { fieldMessages, messages, recordMessages } from './messages';
import { nonBlankText } from './validation';
import { wholeNumbers } from './wire';

/**
 * Shared by trucks and trailers (docs/product.md "Equipment"): list queries,
 * picture document types and the reusable fields of both forms. Every field comes twice: the wire rule
 * (numbers, booleans, null) and its form version (the text an input holds, piped into the wire rule), so
 * the browser and the server apply the same rule.
 */

/** Pictures are documents (entity type 5 truck, 3 trailer) with one of these document types. */
export const PICTURE_DOCUMENT_TYPE = { front: 51, back: 52, panoramic: 53 } as const;
export type PictureKind = keyof typeof PICTURE_DOCUMENT_TYPE;
export const PICTURE_KINDS: ReadonlyArray<PictureKind> = ['front', 'back', 'panoramic'];
export const PICTURE_LABELS: Record<PictureKind, string> = {
  front: 'Front picture',
  back: 'Back picture',
  panoramic: 'Panoramic picture',
};
/** The picture inputs accept png and jpg (docs/product.md "Equipment"). */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** State codes of the count calls (`countByState/{state}`): 1 created (all), 2 active, 3 inactive. */
export const EQUIPMENT_STATE = { created: 1, active: 2, inactive: 3 } as const;
export const equipmentStateParams = z.object({
  state: z
    .string()
    .regex(/^[1-3]$/, 'The state must be 1 (created), 2 (active) or 3 (inactive)')
    .transform(Number),
});
export const countResponse = envelope(z.number().int());

export const equipmentMessages = {
  maxPageSize: 100,
  pageNumber: 'The page must be a whole number of 1 or more',
  takeNumber: 'The page size must be a whole number from 1 to 100',
  vin: 'A VIN has 17 letters and digits (no I, O or Q)',
  plate: 'A licence plate has 1 to 10 letters, digits, spaces or dashes',
  wholeNumber: messages.wholeNumber,
  dateFormat: 'Use a date like 2027-12-31',
  status: 'The status must be Active or Inactive',
  order: 'The order must be newest or number',
} as const;

/** What trucks and trailers answer alike, for the noun 'truck' or 'trailer'. */
export const equipmentRecordMessages = <const N extends string>(noun: N) =>
  ({
    ...recordMessages(noun),
    deleted: `The ${noun} has been deleted.`,
    alreadyInactive: `This ${noun} is already inactive.`,
    inactiveNoEdit: `This ${noun} is inactive and can no longer be edited.`,
    duplicateVin: (vin: string) => `A ${noun} with the VIN ${vin} already exists.`,
    duplicatePlate: (plate: string) => `A ${noun} with the licence plate ${plate} already exists.`,
  }) as const;

/** A truck's or trailer's status on the wire: inactive once deleted. */
export const equipmentStatus = z.enum(['Active', 'Inactive']);
export type EquipmentStatus = z.infer<typeof equipmentStatus>;
/** The deleted flag and the status of a truck or trailer as the API sends them. */
/** How a fleet list is ordered: newest first (the lists), or active units by number (the pickers). */
export const EQUIPMENT_ORDERS = ['newest', 'number'] as const;
export type EquipmentOrder = (typeof EQUIPMENT_ORDERS)[number];

export const equipmentState = { is_deleted: z.boolean(), status: equipmentStatus };

const wholeText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);

/**
 * `page` starts at 1; `take` (or `limit`) 1..100, default 10; `search` optional; `status` Active (not deleted:
 * the units a record may be given) or Inactive, both when left out.
 */
export const listQuery = z.object({
  page: wholeText(equipmentMessages.pageNumber)
    .pipe(z.number().int().min(1, equipmentMessages.pageNumber))
    .optional(),
  take: wholeText(equipmentMessages.takeNumber)
    .pipe(z.number().int().min(1, equipmentMessages.takeNumber).max(100, equipmentMessages.takeNumber))
    .optional(),
  limit: wholeText(equipmentMessages.takeNumber)
    .pipe(z.number().int().min(1, equipmentMessages.takeNumber).max(100, equipmentMessages.takeNumber))
    .optional(),
  search: z.string().trim().max(100, fieldMessages.maxLength).optional(),
  status: z.enum(equipmentStatus.options, { error: equipmentMessages.status }).optional(),
  order: z
    .enum(EQUIPMENT_ORDERS, { error: equipmentMessages.order })
    .optional()
    .describe(
      'newest (the default): the newest unit first; number: active units first, by unit number (the pickers)',
    ),
});
export type ListQuery = z.output<typeof listQuery>;
export const DEFAULT_TAKE = PAGE_SIZE;

export const pageMeta = wholeNumbers('page', 'take', 'itemCount', 'pageCount');
export type PageMeta = z.infer<typeof pageMeta>;

/** The id of a truck or trailer (`/find/{id}`…): the contract's one id rule. */
export { idParams } from './ids';

/* ---------- field rules (wire) ---------- */

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const PLATE_PATTERN = /^[A-Z0-9][A-Z0-9 -]{0,9}$/;

const upper = (value: string) => value.trim().toUpperCase();

export const vinField = z
  .string({ error: fieldMessages.required })
  .transform(upper)
  .pipe(z.string().min(1, fieldMessages.required).regex(VIN_PATTERN, equipmentMessages.vin));

export const plateField = z
  .string({ error: fieldMessages.required })
  .transform((v) => upper(v).replace(/\s+/g, ' '))
  .pipe(z.string().min(1, fieldMessages.required).regex(PLATE_PATTERN, equipmentMessages.plate));

/** Empty text and null both mean "none". */
export const optionalTextField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessages.maxLength)
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar date, `yyyy-MM-dd`. */
export const dateField = nonBlankText().pipe(z.iso.date({ error: equipmentMessages.dateFormat }));

export const optionalDateField = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.iso.date({ error: equipmentMessages.dateFormat }).nullable());

/** A reference to a row (driver, make, model, fuel, size, type): a positive whole number. */
export const refField = z
  .number({ error: fieldMessages.required })
  .int(equipmentMessages.wholeNumber)
  .min(1, fieldMessages.required)
  .max(2_147_483_647, equipmentMessages.wholeNumber);

export const optionalRefField = refField.nullish().transform((v) => v ?? null);

/** A model year from `min` to next year, checked against today's date each time it runs. */
export const yearField = (min: number, message: (max: number) => string) =>
  z.number({ error: fieldMessages.required }).superRefine((value, ctx) => {
    const max = nextYear();
    if (!Number.isInteger(value) || value < min || value > max)
      ctx.addIssue({ code: 'custom', message: message(max) });
  });

/* ---------- the same rules for form inputs (text) ---------- */

/** A select or text input holding a number as text; '' is "not chosen". */
export const formNumber = <T extends z.ZodType<unknown, number>>(rule: T, notNumber: string) =>
  z
    .string()
    .trim()
    .min(1, fieldMessages.required)
    .regex(/^\d{1,9}$/, notNumber)
    .transform(Number)
    .pipe(rule);

/** An optional select: '' is null. */
export const formOptionalRef = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : Number(v)))
  .pipe(refField.nullable());

export const formBoolean = z
  .string()
  .refine((v) => v === 'true' || v === 'false', fieldMessages.required)
  .transform((v) => v === 'true');

/** The year every year-bound rule allows at most: next year (models are sold a year ahead). */
export const nextYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

/** An optional text input: '' is null. */
export const formOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessages.maxLength)
    .transform((v) => (v ? v : null));

/** An optional date input (`yyyy-MM-dd`): '' is null. */
export const formOptionalDate = z
  .string()
  .trim()
  .transform((v) => (v ? v : null))
  .pipe(z.iso.date({ error: equipmentMessages.dateFormat }).nullable());
