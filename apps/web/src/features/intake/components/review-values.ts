import { moneyField } from '@fletx/contract/bookings';
import {
  INTAKE_STOP_KINDS,
  INTAKE_TRAILER_TYPES,
  type IntakeConfidence,
  type IntakeFields,
  type IntakeStop,
} from '@fletx/contract/intake';
import { fieldMessages } from '@fletx/contract/messages';
import { numberInput, optionalNumber } from '@fletx/contract/validation';
import { z } from 'zod';

/**
 * The review form (docs/product.md "Rate confirmations"): what the document says, as typed, and what the load
 * needs besides (driver, broker, load type). Its output is the draft's `fields` for
 * `PUT /api/intake/rate-confirmations/{id}` and the load's choices for `POST …/load`.
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessages.maxLength)
    .transform((value) => value || null);

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const localTime = z
  .string()
  .trim()
  .refine((value) => value === '' || LOCAL_TIME.test(value), 'Enter a date and time')
  .transform((value) => value || null);

const NUMBER_MESSAGE = 'Enter a number';

const stopValues = z.object({
  kind: z.enum(INTAKE_STOP_KINDS),
  facility: optionalText(200),
  address: optionalText(200),
  city: optionalText(100),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), 'Two letters, e.g. TX')
    .transform((value) => value || null),
  zip: optionalText(10),
  open: localTime,
  close: localTime,
  reference: optionalText(200),
  phone: optionalText(40),
});

export const reviewSchema = z.object({
  brokerName: optionalText(200),
  brokerMc: optionalText(20),
  brokerLoadNumber: optionalText(60),
  rate: moneyField,
  accessorials: z
    .array(
      z.object({
        kind: z.string().trim().min(1, fieldMessages.required).max(60),
        amount: numberInput(NUMBER_MESSAGE),
      }),
    )
    .max(30),
  commodity: optionalText(200),
  weight: optionalNumber(0, 1_000_000, NUMBER_MESSAGE),
  trailerType: z
    .union([z.enum(INTAKE_TRAILER_TYPES), z.literal('')])
    .transform((value) => (value === '' ? null : value)),
  trailerLength: optionalNumber(0, 100, NUMBER_MESSAGE),
  stops: z.array(stopValues).max(20),
  /** The load's choices: checked when the load is created, not when corrections are saved. */
  driverId: z.string(),
  brokerId: z.string(),
  loadType: z.string(),
});
export type ReviewOutput = z.output<typeof reviewSchema>;

type Texts<T> = { [K in keyof T]: string };
export type StopValues = Texts<Omit<IntakeStop, 'kind'>> & { kind: IntakeStop['kind'] };
export type ReviewValues = Texts<
  Omit<IntakeFields, 'accessorials' | 'stops'> & { driverId: unknown; brokerId: unknown; loadType: unknown }
> & { accessorials: Array<{ kind: string; amount: string }>; stops: StopValues[] };

const text = (value: string | number | null) => (value === null ? '' : String(value));

export const emptyStop = (kind: IntakeStop['kind']): StopValues => ({
  kind,
  facility: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  open: '',
  close: '',
  reference: '',
  phone: '',
});

/** The form's values from what was read, with the broker that matched it. */
export function toReviewValues(fields: IntakeFields, brokerId: number | null): ReviewValues {
  return {
    brokerName: text(fields.brokerName),
    brokerMc: text(fields.brokerMc),
    brokerLoadNumber: text(fields.brokerLoadNumber),
    rate: fields.rate === null ? '' : fields.rate.toFixed(2),
    accessorials: fields.accessorials.map((a) => ({ kind: a.kind, amount: a.amount.toFixed(2) })),
    commodity: text(fields.commodity),
    weight: text(fields.weight),
    trailerType: text(fields.trailerType),
    trailerLength: text(fields.trailerLength),
    stops: fields.stops.map((stop) => {
      const values = { ...emptyStop(stop.kind) };
      for (const key of Object.keys(values) as Array<keyof StopValues>) {
        if (key !== 'kind') values[key] = text(stop[key]);
      }
      return values;
    }),
    driverId: '',
    brokerId: text(brokerId),
    loadType: '',
  };
}

/** The draft's fields from the form's output (what `PUT …/{id}` sends). */
export const toFields = ({
  driverId: _d,
  brokerId: _b,
  loadType: _l,
  ...fields
}: ReviewOutput): IntakeFields => fields;

/**
 * How sure the reader is of the value at a form path (`rate`, `stops.0.city`, `accessorials.1.amount`);
 * undefined for a value a person added (nothing was read there).
 */
export function confidenceAt(confidence: IntakeConfidence, path: string): number | undefined {
  const [key, index, field] = path.split('.');
  if (key === 'stops') {
    const stop = confidence.stops[Number(index)];
    return stop && field ? stop[field as keyof typeof stop] : undefined;
  }
  const score = (confidence as unknown as Record<string, unknown>)[key ?? ''];
  return typeof score === 'number' ? score : undefined;
}

/** The key of `sources` a form path's value came from: an accessorial's boxes cover its kind and amount. */
export const sourceKey = (path: string) =>
  path.startsWith('accessorials.') ? path.split('.').slice(0, 2).join('.') : path;
