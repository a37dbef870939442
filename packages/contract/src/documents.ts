import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from './constants';
import { envelope } from './errors';
import { ID_MAX, idParams } from './ids';
import { messages } from './messages';
import { wholeNumberText } from './validation';

/** What a document belongs to (docs/product.md "Documents"). */
export const ENTITY_TYPE = {
  user: 1,
  driver: 2,
  trailer: 3,
  load: 4,
  truck: 5,
  broker: 6,
  /** A driver's inspection report (DVIR): the photos of its defects. */
  inspection: 7,
  /** A work order: the shop's invoice, receipts. */
  workOrder: 8,
  /** A fuel purchase: the receipt's photo, sent from the drivers' app. */
  fuelPurchase: 9,
} as const;
export type EntityTypeId = (typeof ENTITY_TYPE)[keyof typeof ENTITY_TYPE];
export const ENTITY_TYPE_IDS: ReadonlyArray<EntityTypeId> = Object.values(ENTITY_TYPE);
/** "1 (user), 2 (driver), …, 8 (work order)": how messages and the API's documentation list them. */
const ENTITY_TYPE_NAMES = Object.entries(ENTITY_TYPE)
  .map(([name, id]) => `${id} (${name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)})`)
  .join(', ');

/** Document types with a name (docs/product.md "Documents"); any positive number is accepted. */
export const DOCUMENT_TYPE = {
  userPhoto: 1,
  broker: 26,
  load: 27,
  billOfLading: 28,
  proofOfDelivery: 29,
  rateConfirmation: 30,
  /** A photo of a defect, taken by the driver during an inspection (entity type 7). */
  defectPhoto: 31,
  /** The shop's invoice of a work order (entity type 8). */
  shopInvoice: 32,
  /** Any other document of a work order (entity type 8): a receipt, a quote. */
  workOrder: 33,
  /** The photo of a fuel receipt (entity type 9). */
  fuelReceipt: 34,
} as const;

/**
 * A photo the driver took of one defect is named `defect-<defect id>-<file name>` (the upload of the drivers'
 * app says which item it shows; the server names it): the inspection's page and its PDF show it with its defect.
 */
export const defectPhotoName = (defectId: number, fileName: string) => `defect-${defectId}-${fileName}`;

/** The defect a photo shows (its name, `defectPhotoName`), or null for a photo of the whole inspection. */
export function defectOfPhoto(name: string): number | null {
  const match = /^defect-(\d{1,10})-/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The documents of a load (entity type 4), by type. */
export const LOAD_DOCUMENT_TYPES: ReadonlyArray<{ id: number; name: string }> = [
  { id: DOCUMENT_TYPE.billOfLading, name: 'Bill of lading' },
  { id: DOCUMENT_TYPE.proofOfDelivery, name: 'Proof of delivery' },
  { id: DOCUMENT_TYPE.rateConfirmation, name: 'Rate confirmation' },
  { id: DOCUMENT_TYPE.load, name: 'Other load document' },
];

/** The types the server accepts, recognised by their bytes (never by name or declared type). */
export const ACCEPTED_MIME_TYPES = ['application/pdf', 'text/csv', 'image/png', 'image/jpeg'] as const;
export type AcceptedMimeType = (typeof ACCEPTED_MIME_TYPES)[number];
/** For `<input type="file" accept>`. */
export const ACCEPTED_FILE_EXTENSIONS = '.pdf,.csv,.png,.jpg,.jpeg';
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);
export const MAX_FILE_NAME_LENGTH = 255;

export const documentMessages = {
  uploaded: messages.fileUploaded,
  deleted: 'The document has been deleted.',
  wrongType: 'Only PDF, CSV, PNG and JPEG files can be uploaded.',
  tooLarge: `The file is larger than ${MAX_UPLOAD_MEGABYTES} MB.`,
  empty: 'The file is empty.',
  chooseFile: 'Choose a file to upload.',
  oneFile: 'Upload one file at a time.',
  notMultipart: 'Send the file as multipart/form-data.',
  notFound: 'This document does not exist.',
  fileMissing: 'The file of this document is no longer available.',
  wholeNumber: messages.wholeNumber,
  entityType: `Must be one of ${ENTITY_TYPE_NAMES}`,
  positive: 'Must be 1 or more',
  noFuelPurchase: 'This fuel purchase does not exist: send the receipt again from the Fuel screen.',
  noInspection: 'This inspection does not exist: upload to an inspection from its page.',
  noWorkOrder: 'This work order does not exist: upload to a work order from its page.',
  notYourInspection: 'This inspection is not yours: add photos to the inspections you reported.',
  defectItem: 'The item must be one of the inspection’s defects, or leave it out',
} as const;

const entityTypeIdField = wholeNumberText(1, ENTITY_TYPE_IDS.length, documentMessages.entityType);
const positiveIdField = wholeNumberText(1, ID_MAX, documentMessages.positive);

/**
 * POST /api/documents/ form fields besides `file` (docs/product.md "Documents": file, entityTypeId, entityId,
 * documentType).
 */
export const uploadDocumentFields = z.object({
  entityTypeId: entityTypeIdField,
  entityId: positiveIdField,
  documentType: positiveIdField,
});
export type UploadDocumentFields = z.output<typeof uploadDocumentFields>;

/** Documentation of the multipart body; the server reads the parts itself, in any order. */
export const uploadDocumentForm = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: `PDF, CSV, PNG or JPEG, at most ${MAX_UPLOAD_MEGABYTES} MB` }),
  entityTypeId: z.string().meta({ description: ENTITY_TYPE_NAMES }),
  entityId: z.string(),
  documentType: z.string(),
});

/** GET /api/documents/list-files?entityTypeId&entityId */
export const listFilesQuery = z.object({ entityTypeId: entityTypeIdField, entityId: positiveIdField });
export type ListFilesQuery = z.output<typeof listFilesQuery>;

export const documentIdParams = idParams;

/**
 * GET /api/documents/{id}/download?disposition: `inline` shows a picture or a PDF in the browser; anything
 * else, and every file by default, is saved as an attachment (docs/security.md "A malicious PDF").
 */
export const downloadQuery = z.object({ disposition: z.enum(['attachment', 'inline']).optional() });

export const documentSchema = z.object({
  id: z.number().int(),
  entityTypeId: z.number().int(),
  entityId: z.number().int(),
  documentType: z.number().int(),
  originalName: z.string(),
  mimeType: z.enum(ACCEPTED_MIME_TYPES),
  /** Bytes. */
  size: z.number().int(),
  /** Null when the uploading user was deleted. */
  uploadedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type DocumentInfo = z.infer<typeof documentSchema>;

export const documentResponse = envelope(documentSchema);
export const documentListResponse = envelope(z.array(documentSchema));
export type DocumentListResponse = z.infer<typeof documentListResponse>;
