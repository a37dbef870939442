import { z } from 'zod';
import { envelope } from './errors';
import { loadInstructionSchema } from './load-instructions';
import { loadSchema } from './loads';
import { pagedEnvelope, pageExtraData } from './paging';
import { parametricItem } from './parametrics';
import { trailerRecord } from './trailers';
import { truckRecord } from './trucks';
import { userRef } from './users';

/** The answers about loads beyond the record itself: the list page, `find` and the load-details screen. */

/** `findAllActive` / `findAllInactive`: `data.info` plus `extraData` users (this page's drivers) and status. */
export const loadListResponse = pagedEnvelope(
  loadSchema,
  pageExtraData.extend({ users: z.array(userRef), status: z.array(parametricItem) }),
);
export type LoadListResponse = z.infer<typeof loadListResponse>;

/** One change of a load's status (append-only). `from` is null for the status a load was created with. */
export const loadHistoryEntry = z.object({
  id: z.number().int(),
  from_status_id: z.number().int().nullable(),
  from_status_name: z.string().nullable(),
  to_status_id: z.number().int(),
  to_status_name: z.string(),
  action: z.string(),
  comment: z.string(),
  changed_by: z.number().int().nullable(),
  changed_by_name: z.string(),
  changed_at: z.iso.datetime(),
});
export type LoadHistoryEntry = z.infer<typeof loadHistoryEntry>;

export const loadExtraData = z.object({
  user: userRef.nullable(),
  loadbookStatus: parametricItem,
  driverInformation: z.object({ status: z.number().int(), license_number: z.string().nullable() }).nullable(),
  /** The driver's truck, with its make's and model's names. */
  vehicle: truckRecord
    .pick({ id: true, licenseplate_number: true, unit_number: true, vin_number: true, year: true })
    .extend({ make: z.string(), model: z.string() })
    .nullable(),
  /** The truck's trailer, with its size's name (or its other size). */
  trailer: trailerRecord
    .pick({
      id: true,
      trailer_number: true,
      licenseplate_number: true,
      vin: true,
      type_id: true,
      type_name: true,
    })
    .extend({ size: z.string() })
    .nullable(),
  /** The status before a cancellation request (15), to which a rejected request returns. */
  previous_status_id: z.number().int().nullable(),
  history: z.array(loadHistoryEntry),
});
export type LoadExtraData = z.infer<typeof loadExtraData>;

/** `GET /loadbook/find/{id}`: `data.info[0]` plus extraData. */
export const loadFindResponse = envelope(z.object({ info: z.array(loadSchema), extraData: loadExtraData }));
export type LoadFindResponse = z.infer<typeof loadFindResponse>;

/** `GET /loadbook/loadbookDetail?id`: the load, its extras, instructions and ledger total. */
export const loadDetailResponse = envelope(
  z.object({
    info: loadSchema,
    extraData: loadExtraData,
    instructions: z.array(loadInstructionSchema),
    /** Sum of the ledger in USD. */
    total: z.number(),
  }),
);
