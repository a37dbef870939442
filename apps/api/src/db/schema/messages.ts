import type { MessageSender } from '@fletx/contract/driver-messages';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, optionalLink, timestamptz } from './columns';
import { loads } from './loads';
import { users } from './users';

/**
 * Messages between dispatch and a driver (docs/decisions/0066-driver-messages.md): one conversation per driver
 * (`driver_id`, a user of group drivers), each message written by staff or by the driver, optionally about one
 * of the driver's loads. `read_at`: when the other side read it.
 */
export const driverMessages = pgTable(
  'driver_messages',
  {
    id: id(),
    driverId: belongsTo('driver_id', () => users.id),
    sender: text('sender').$type<MessageSender>().notNull(),
    /** The staff member or the driver who wrote it; null once that account is deleted. */
    authorId: optionalLink('author_id', () => users.id),
    body: text('body').notNull(),
    loadId: optionalLink('load_id', () => loads.id),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    // A thread, newest first.
    index('driver_messages_thread_idx').on(t.driverId, t.id),
    // What one side has not read yet in a conversation (the mark-read update and the counts).
    index('driver_messages_unread_idx').on(t.driverId, t.sender).where(sql`${t.readAt} IS NULL`),
    check('driver_messages_sender_check', sql`${t.sender} IN ('staff', 'driver')`),
    check('driver_messages_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);

/**
 * One row per conversation, written with each message and each mark-read in the same transaction: the staff's
 * list of conversations is this table, newest activity first, without scanning the messages.
 */
export const driverConversations = pgTable(
  'driver_conversations',
  {
    driverId: belongsTo('driver_id', () => users.id).primaryKey(),
    lastMessageId: integer('last_message_id')
      .notNull()
      .references(() => driverMessages.id, { onDelete: 'cascade' }),
    lastAt: timestamptz('last_at').notNull(),
    /** Messages from the driver no staff member has read. */
    staffUnread: integer('staff_unread').notNull().default(0),
    /** Messages from staff the driver has not read. */
    driverUnread: integer('driver_unread').notNull().default(0),
  },
  (t) => [
    index('driver_conversations_last_idx').on(t.lastAt, t.driverId),
    index('driver_conversations_unread_idx').on(t.driverId).where(sql`${t.staffUnread} > 0`),
  ],
);
