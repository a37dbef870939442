import { z } from 'zod';
import { idField } from './ids';
import { labelsOf, nameAsWords } from './labels';
import { itemsEnvelope, pageQuery } from './paging';
import { listMeta } from './users';

/**
 * The audit trail (docs/product.md "Audit trail"): every create, update, delete, status change and money
 * entry of a record, with who, when and, for the fields that changed, the value before and after.
 */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'driver',
  'truck',
  'trailer',
  'broker',
  'booking',
  'load',
  'invoice',
  'carrierSettings',
  'maintenanceSchedule',
  'workOrder',
  'fuelPurchase',
  'rateConfirmationDraft',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What a person calls each kind of record, in messages ("Ana Ruiz changed this truck at …"). */
export const auditEntityNouns = labelsOf(AUDIT_ENTITY_TYPES, nameAsWords);

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status', 'money'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditActionLabels = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Status changed',
  money: 'Money entry',
} as const satisfies Record<AuditAction, string>;

/** A value as it was before or after a change: text, number, yes/no or nothing. */
export const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValue>;

/** One changed field: its path in the record as the API spells it (`contacts[12].phone` for a nested one). */
export const auditChange = z.object({ field: z.string(), before: auditValue, after: auditValue });
export type AuditChange = z.infer<typeof auditChange>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** Who did it; null for the system (the seed, a script, a background job). */
  actorId: z.number().int().nullable(),
  /** Their name when they did it, "System" for the system. */
  actorName: z.string(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** What happened in words, when the fields do not say it all ("Status Dispatched → In transit"). */
  summary: z.string().nullable(),
  changes: z.array(auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const dateTimeText = (name: string) =>
  z
    .string()
    .trim()
    .max(40)
    .refine((text) => !Number.isNaN(Date.parse(text)), `${name} must be a date or date-time (ISO 8601)`)
    .transform((text) => new Date(text));

/** `GET /api/audit`: newest first; every filter optional; `from`/`to` are ISO dates or date-times (UTC). */
export const auditQuery = pageQuery.extend({
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  entityId: idField.optional(),
  actorId: idField.optional(),
  from: dateTimeText('from').optional(),
  to: dateTimeText('to').optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditListResponse = itemsEnvelope(auditEntry, listMeta);
export type AuditListResponse = z.infer<typeof auditListResponse>;

/**
 * Stale edits (docs/product.md "Stale edits"): a record's GET answers `ETag: "<version>"`; an update sent
 * with `If-Match` holding an older version answers 412 with this message.
 */
export const staleRecordMessage = (who: string, noun: string, at: string) =>
  `${who} changed this ${noun} at ${at}. Reload to see the changes.`;

/**
 * What a person calls the records whose own row, not the trail's entries, says who saved them last, in the
 * same message ("Ana Ruiz changed this quarter's rates at …").
 */
export const staleRecordNouns = {
  iftaRates: "quarter's rates",
  loadInstructions: "load's instructions",
  stopTimes: "stop's times",
  settlement: 'settlement',
} as const;
