import type { AcceptedMimeType } from '@fletx/contract/documents';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, optionalLink } from './columns';
import { users } from './users';

/**
 * Uploaded files (docs/product.md "Documents"): the bytes live in file storage under `storage_key`; this row
 * describes them. `entity_type_id`: 1 user, 2 driver, 3 trailer, 4 load, 5 truck, 6 broker.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    entityTypeId: integer('entity_type_id').notNull(),
    entityId: integer('entity_id').notNull(),
    documentType: integer('document_type').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').$type<AcceptedMimeType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: optionalLink('uploaded_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_entity_idx').on(t.entityTypeId, t.entityId),
    index('documents_uploaded_by_idx').on(t.uploadedBy),
    check('documents_entity_type_check', sql`${t.entityTypeId} BETWEEN 1 AND 9`),
    check('documents_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);

/**
 * Uploaded bytes on PostgreSQL (docs/product.md "Documents"): every API process reaches them, so several
 * processes behind one load balancer serve each other's uploads. The embedded database keeps them on disk
 * (`DATA_DIR/files`) instead. `key` is the storage key a `documents` row holds.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
