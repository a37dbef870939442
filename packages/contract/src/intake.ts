import { z } from 'zod';
import { MAX_UPLOAD_MEGABYTES } from './documents';
import { envelope } from './errors';
import { idField, idParams } from './ids';
import { loadBody } from './loads';
import { itemsPage, pageQuery } from './paging';

/**
 * Rate confirmations in (docs/product.md "Rate confirmations"): a broker's PDF or photo, uploaded or mailed,
 * read into a draft load a person checks, corrects and turns into a load.
 */
export const INTAKE_STATUSES = ['pending', 'parsed', 'failed', 'loaded'] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];
/** What a rate confirmation may be, by its bytes. */
export const INTAKE_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type IntakeMimeType = (typeof INTAKE_MIME_TYPES)[number];
export const INTAKE_SOURCES = ['upload', 'mail'] as const;
export type IntakeSource = (typeof INTAKE_SOURCES)[number];

/** Words a broker's equipment line maps to, by the parametric trailer type's name. */
export const INTAKE_TRAILER_TYPES = ['Dry Van', 'Flatbed', 'Reefer', 'Power Only'] as const;

export const INTAKE_STOP_KINDS = ['pickup', 'delivery'] as const;

/** A stop's local time as the document says it, no zone: `yyyy-MM-ddTHH:mm`. */
const localTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter a date and time as yyyy-MM-ddTHH:mm')
  .nullable();
const text = (max: number) => z.string().trim().max(max).nullable();
const dollars = z.number().min(0).max(10_000_000).nullable();

export const intakeStopSchema = z.object({
  kind: z.enum(INTAKE_STOP_KINDS),
  facility: text(200),
  address: text(200),
  city: text(100),
  state: text(2),
  zip: text(10),
  open: localTime,
  close: localTime,
  reference: text(200),
  phone: text(40),
});
export type IntakeStop = z.infer<typeof intakeStopSchema>;

export const intakeAccessorialSchema = z.object({
  kind: z.string().trim().min(1).max(60),
  amount: z.number(),
});

/** What a rate confirmation says; every value may be missing (null) when the reader found none. */
export const intakeFieldsSchema = z.object({
  brokerName: text(200),
  brokerMc: text(20),
  brokerLoadNumber: text(60),
  /** The line haul in dollars; extras are `accessorials`. */
  rate: dollars,
  accessorials: z.array(intakeAccessorialSchema).max(30),
  commodity: text(200),
  /** Pounds. */
  weight: z.number().min(0).max(1_000_000).nullable(),
  trailerType: z.enum(INTAKE_TRAILER_TYPES).nullable(),
  /** Feet. */
  trailerLength: z.number().min(0).max(100).nullable(),
  stops: z.array(intakeStopSchema).max(20),
});
export type IntakeFields = z.infer<typeof intakeFieldsSchema>;

const score = z.number().min(0).max(1);
export const intakeStopConfidenceSchema = z.object(
  Object.fromEntries(Object.keys(intakeStopSchema.shape).map((k) => [k, score])) as Record<
    keyof IntakeStop,
    typeof score
  >,
);
/** The same keys as the fields, each 0–1 (1: read by a rule a person confirmed or a learnt layout). */
export const intakeConfidenceSchema = z.object({
  brokerName: score,
  brokerMc: score,
  brokerLoadNumber: score,
  rate: score,
  accessorials: score,
  commodity: score,
  weight: score,
  trailerType: score,
  trailerLength: score,
  stops: z.array(intakeStopConfidenceSchema),
});
export type IntakeConfidence = z.infer<typeof intakeConfidenceSchema>;

/** Below this a field is shown highlighted for a person to check. */
export const LOW_CONFIDENCE = 0.8;

/** A box on a rendered page, in fractions of the page's width and height (0–1, from the top left). */
export const intakeBoxSchema = z.object({
  page: z.number().int().min(1),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});
export type IntakeBox = z.infer<typeof intakeBoxSchema>;

export const intakeDraftSchema = z.object({
  id: z.number().int(),
  status: z.enum(INTAKE_STATUSES),
  source: z.enum(INTAKE_SOURCES),
  fileName: z.string(),
  /** The sender's address for a draft from mail. */
  sender: z.string().nullable(),
  /** The earlier draft this one repeats (same file, or same broker and broker load number). */
  duplicateOf: z.number().int().nullable(),
  /** A load that already carries this broker's load number (entered by hand, or from a discarded draft). */
  duplicateLoadId: z.number().int().nullable(),
  /** Why a draft failed, for a person. */
  reason: z.string().nullable(),
  fields: intakeFieldsSchema,
  confidence: intakeConfidenceSchema,
  /**
   * Where each value came from, by field path (`brokerMc`, `rate`, `stops.0.city`, `accessorials.1`): boxes
   * on the rendered pages.
   */
  sources: z.record(z.string(), z.array(intakeBoxSchema)),
  /** Rendered pages, served at `GET /api/intake/rate-confirmations/{id}/pages/{number}` (PNG). */
  pages: z.array(z.object({ number: z.number().int(), width: z.number(), height: z.number() })),
  /** The broker matched by MC number, else by name; null when none matched (a Pending one may be created). */
  brokerId: z.number().int().nullable(),
  /** The load made from it. */
  loadId: z.number().int().nullable(),
  /** How the words were read: the PDF's text, OCR, or a layout learnt from a person's corrections. */
  method: z.enum(['text', 'ocr', 'layout']).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type IntakeDraft = z.infer<typeof intakeDraftSchema>;

export const intakeListQuery = pageQuery.extend({
  status: z.enum(INTAKE_STATUSES, 'Choose pending, parsed, failed or loaded').optional(),
});
export type IntakeListQuery = z.output<typeof intakeListQuery>;

export const intakeDraftResponse = envelope(intakeDraftSchema);
export const intakeListResponse = envelope(itemsPage(intakeDraftSchema));

/** `PUT /api/intake/rate-confirmations/{id}`: a person's corrections, which teach the broker's layout. */
export const intakeUpdateBody = z.object({ fields: intakeFieldsSchema });

export const intakeIdParams = idParams;
/** `GET …/{id}/pages/{number}`: a rendered page, from 1. */
export const intakePageParams = z.object({ id: idField, number: idField });

/** `POST /api/intake/rate-confirmations` (multipart): the file alone. */
export const intakeUploadForm = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: `PDF, PNG or JPEG, at most ${MAX_UPLOAD_MEGABYTES} MB` }),
});

/**
 * `POST …/{id}/load`: load form fields (packages/contract/src/loads.ts `loadBody`) that replace what the draft
 * gives, e.g. the driver (`user_id`, required by the form), `broker_id`, `complianceOverride`,
 * `distance_miles`, `loadType`. The whole is then checked as the load form is.
 */
export const intakeLoadBody = z.object(loadBody.shape).partial();
export type IntakeLoadInput = z.input<typeof intakeLoadBody>;

export const intakeMessages = {
  uploaded: 'The rate confirmation is being read.',
  read: 'The rate confirmation has been read.',
  duplicate: 'This rate confirmation was already imported: here is the earlier draft.',
  updated: 'The corrections have been saved; the next document from this broker will be read the same way.',
  deleted: 'The draft has been discarded.',
  loadCreated: 'The load has been created from the rate confirmation.',
  notFound: 'This rate confirmation draft does not exist.',
  /** The draft's trail: how it arrived, and a person's corrections (they teach the broker's layout). */
  receivedFrom: (source: IntakeSource, fileName: string, sender: string | null) =>
    source === 'mail' ? `Mailed in${sender ? ` by ${sender}` : ''}: ${fileName}` : `Uploaded: ${fileName}`,
  corrected: 'Corrected by hand',
  notReady: 'This draft is still being read: wait for it to finish.',
  alreadyLoaded: (loadId: number) => `This rate confirmation is already load #${loadId}.`,
  unsupported: 'Upload a PDF, PNG or JPEG file.',
  empty: 'The file is empty.',
  encrypted: 'This PDF is protected by a password: save it without one and upload it again.',
  corrupt: 'This PDF could not be opened: it may be damaged.',
  tooManyPages: (max: number) => `This PDF has more than ${max} pages: upload the rate confirmation alone.`,
  notRateConfirmation: 'No load details were found: this does not look like a rate confirmation.',
  unreadable: 'No text could be read from this file: try a sharper scan or photo.',
  brokerMissing: (name: string) => `No broker named ${name} exists yet: create it (Pending) or choose one.`,
  chooseFile: 'Choose a rate confirmation to upload (PDF, PNG or JPEG).',
  notRead: 'This file could not be read. Enter the load yourself, or upload it again.',
  stillBeingRead: 'This draft is still being read: its fields cannot be changed yet.',
  fileMissing: 'The file of this draft is no longer available.',
  pageNotFound: 'This page of the rate confirmation does not exist.',
} as const;
