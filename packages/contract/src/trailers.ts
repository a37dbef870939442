import { z } from 'zod';
import { keptDateField } from './compliance';
import {
  dateField,
  equipmentMessages,
  equipmentRecordMessages,
  equipmentState,
  formNumber,
  formOptionalDate,
  formOptionalText,
  optionalTextField,
  pageMeta,
  plateField,
  vinField,
  yearField,
} from './equipment';
import { envelope } from './errors';
import { fieldMessages, messages } from './messages';
import { itemsEnvelope } from './paging';
import { TRAILER_SIZE, TRAILER_SIZES, TRAILER_TYPES } from './parametrics';
import { textField } from './validation';
import { idAndName, rowTimestamps, wholeNumbers } from './wire';

/**
 * Trailers (docs/product.md "Trailers", "Equipment"): `/api/trailer/*`, with the historical wire names
 * (docs/product.md "Wire names").
 */

export const TRAILER_YEAR_MIN = 2000;
export const trailerMessages = {
  ...equipmentRecordMessages('trailer'),
  duplicateNumber: (number: string) => `A trailer with the number ${number} already exists.`,
  size: 'The size must be 1 (48 ft), 2 (53 ft) or 3 (other)',
  type: 'The type must be 1 (Dry Van), 2 (Flatbed), 3 (Reefer) or 4 (Power Only)',
  missingPictures: 'The front, back and panoramic pictures are required.',
} as const;

const SIZE_IDS = TRAILER_SIZES.map((s) => s.id as number);
const TYPE_IDS = TRAILER_TYPES.map((t) => t.id as number);

export const trailerSizeField = z
  .number({ error: fieldMessages.required })
  .refine((v) => SIZE_IDS.includes(v), trailerMessages.size);
export const trailerTypeField = z
  .number({ error: fieldMessages.required })
  .refine((v) => TYPE_IDS.includes(v), trailerMessages.type);
/** 2000 to next year (the old client's check never fired; this one does). */
export const trailerYearField = yearField(TRAILER_YEAR_MIN, messages.yearRange);

/** size_other: trimmed; required for size 3 ('You must provide an other size'), dropped otherwise. */
function checkSizeOther(value: { size_id: number; size_other: string | null }, ctx: z.RefinementCtx) {
  if (value.size_id === TRAILER_SIZE.other && !value.size_other)
    ctx.addIssue({ code: 'custom', path: ['size_other'], message: messages.otherSize });
}
const dropSizeOther = <T extends { size_id: number; size_other: string | null }>(value: T): T => ({
  ...value,
  size_other: value.size_id === TRAILER_SIZE.other ? value.size_other : null,
});

const sizeOtherField = optionalTextField(40);

/** The trailer's fields as the wire sends them (docs/product.md "Trailers"). */
const trailerFields = {
  vin: vinField,
  size_id: trailerSizeField,
  size_other: sizeOtherField,
  year: trailerYearField,
  licenseplate_expiration: dateField,
  trailer_number: textField(20),
  type_id: trailerTypeField,
  licenseplate_number: plateField,
  licenseplate_truck_number: plateField,
  /** The last annual inspection (docs/product.md "Compliance"): absent keeps the stored one. */
  annual_inspection_date: keptDateField,
};

/** POST /trailer/, PUT /trailer/{id}. `vehicle_id` is found from `licenseplate_truck_number`. */
export const trailerBody = z
  .object({
    ...trailerFields,
    /** Set by the server from the truck's plate; a sent value is ignored. */
    vehicle_id: z.number().int().nullish(),
  })
  .superRefine(checkSizeOther)
  .transform(dropSizeOther);
export type TrailerBody = z.output<typeof trailerBody>;

/** The trailer form: text inputs turned into the wire body with the same rules. */
export const trailerForm = z
  .object({
    ...trailerFields,
    size_id: formNumber(trailerSizeField, fieldMessages.required),
    size_other: formOptionalText(40),
    year: formNumber(trailerYearField, equipmentMessages.wholeNumber),
    type_id: formNumber(trailerTypeField, fieldMessages.required),
    /** The form always sends it: '' clears it. */
    annual_inspection_date: formOptionalDate,
  })
  .superRefine(checkSizeOther)
  .transform(dropSizeOther);
export type TrailerFormValues = z.input<typeof trailerForm>;

/** A trailer (docs/product.md "Trailers"), with the names the screens show. */
export const trailerRecord = z.object({
  id: z.number().int(),
  vin: z.string(),
  ...idAndName('size'),
  size_other: z.string().nullable(),
  year: z.number().int(),
  licenseplate_expiration: z.string(),
  trailer_number: z.string(),
  ...idAndName('type'),
  licenseplate_number: z.string(),
  licenseplate_truck_number: z.string(),
  vehicle_id: z.number().int(),
  annual_inspection_date: z.string().nullable(),
  ...equipmentState,
  ...rowTimestamps,
});
export type TrailerRecord = z.infer<typeof trailerRecord>;

export const trailerResponse = envelope(trailerRecord);
export type TrailerResponse = z.infer<typeof trailerResponse>;

export const trailerListResponse = itemsEnvelope(trailerRecord, pageMeta);
export type TrailerListResponse = z.infer<typeof trailerListResponse>;

/** GET /trailer/countTrailers */
export const trailerCountsResponse = envelope(
  wholeNumbers('totalTrailers', 'activeTrailers', 'InactiveTrailers'),
);
export type TrailerCountsResponse = z.infer<typeof trailerCountsResponse>;

/** "48 ft", "53 ft" or the other size's text. */
export const trailerSizeLabel = (trailer: Pick<TrailerRecord, 'size_name' | 'size_other'>) =>
  trailer.size_other ?? trailer.size_name;
