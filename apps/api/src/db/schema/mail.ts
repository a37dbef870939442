import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, ownedBy, timestamptz } from './columns';

/**
 * Mails waiting to be sent, written in the transaction that made them (bulk add of users) and sent by a
 * background worker after the commit. A sent mail is deleted (it may hold an authentication code); a failed
 * one is tried again later. `nextAttemptAt` is also a lease: a worker that claims a mail pushes it forward,
 * so another process retries it only if the first one died.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_next_attempt_idx').on(t.nextAttemptAt)],
);

/**
 * The files a mail carries (an invoice PDF, proofs of delivery), kept in the database with the mail so any
 * process can send it; deleted with it.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    ...ownedBy('mail', () => mailOutbox.id),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
