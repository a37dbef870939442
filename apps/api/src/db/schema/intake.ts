import type {
  IntakeBox,
  IntakeConfidence,
  IntakeFields,
  IntakeMimeType,
  IntakeSource,
  IntakeStatus,
} from '@fletx/contract/intake';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brokers } from './brokers';
import { editable, id, optionalLink, timestamps, timestamptz } from './columns';
import { loads } from './loads';
import { users } from './users';

/** A rendered page of a draft: its size and where its PNG is in file storage. */
export interface StoredIntakePage {
  number: number;
  width: number;
  height: number;
  storageKey: string;
}

/**
 * Rate confirmations in (docs/product.md "Rate confirmations"): one row per uploaded or mailed file, read in
 * the background (`pending` → `parsed` | `failed`) and turned into a load (`loaded`). The file and its
 * rendered pages are in file storage; `words` keeps what was read so a person's corrections can teach the
 * broker's layout. `broker_mc` and `broker_load_number` repeat the fields' values for the duplicate lookup.
 * `claimed_at` and `attempts`: a process reading the draft holds it for a while; a draft whose readers keep
 * dying is failed, never read for ever.
 */
export const intakeDrafts = pgTable(
  'intake_drafts',
  {
    id: id(),
    status: text('status').$type<IntakeStatus>().notNull().default('pending'),
    source: text('source').$type<IntakeSource>().notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').$type<IntakeMimeType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    sender: text('sender'),
    duplicateOf: integer('duplicate_of').references((): AnyPgColumn => intakeDrafts.id, {
      onDelete: 'set null',
    }),
    reason: text('reason'),
    fields: jsonb('fields').$type<IntakeFields>().notNull(),
    confidence: jsonb('confidence').$type<IntakeConfidence>().notNull(),
    sources: jsonb('sources').$type<Record<string, IntakeBox[]>>().notNull().default({}),
    pages: jsonb('pages').$type<StoredIntakePage[]>().notNull().default([]),
    /** The reader's ExtractedDocument (modules/intake/reading/types.ts). */
    words: jsonb('words').$type<unknown>(),
    method: text('method').$type<'text' | 'ocr' | 'layout'>(),
    brokerMc: text('broker_mc'),
    brokerLoadNumber: text('broker_load_number'),
    brokerId: optionalLink('broker_id', () => brokers.id),
    loadId: optionalLink('load_id', () => loads.id),
    duplicateLoadId: optionalLink('duplicate_load_id', () => loads.id),
    createdBy: optionalLink('created_by', () => users.id),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamptz('claimed_at'),
    ...editable(),
  },
  (t) => [
    index('intake_drafts_created_idx').on(t.createdAt, t.id),
    index('intake_drafts_status_created_idx').on(t.status, t.createdAt, t.id),
    index('intake_drafts_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    // One draft per file: two processes given the same bytes at once (mail read twice) make one draft.
    uniqueIndex('intake_drafts_sha256_idx').on(t.sha256),
    index('intake_drafts_broker_load_idx').on(t.brokerMc, t.brokerLoadNumber),
    index('intake_drafts_duplicate_of_idx').on(t.duplicateOf),
    index('intake_drafts_broker_idx').on(t.brokerId),
    index('intake_drafts_load_idx').on(t.loadId),
    index('intake_drafts_duplicate_load_idx').on(t.duplicateLoadId),
    index('intake_drafts_created_by_idx').on(t.createdBy),
    check('intake_drafts_status_check', sql`${t.status} IN ('pending', 'parsed', 'failed', 'loaded')`),
    check('intake_drafts_source_check', sql`${t.source} IN ('upload', 'mail')`),
    check('intake_drafts_method_check', sql`${t.method} IN ('text', 'ocr', 'layout')`),
  ],
);

/**
 * A broker's layout, learnt from a person's corrections (modules/intake/reading/layouts.ts), under the
 * broker's key: its MC number, else the address its rate confirmations come from.
 */
export const intakeLayouts = pgTable(
  'intake_layouts',
  {
    id: id(),
    brokerKey: text('broker_key').notNull(),
    layout: jsonb('layout').$type<{ version: number } & Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('intake_layouts_broker_key_key').on(t.brokerKey)],
);
