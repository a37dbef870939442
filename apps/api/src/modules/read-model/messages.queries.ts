import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { Repository } from '../../db/repository';
import { driverConversations, driverMessages, loads, userSearchCondition, users } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

const authors = alias(users, 'authors');
const nameOf = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** A message with its author's name (null once the account is gone) and its load's number (null without one). */
const messageColumns = {
  id: driverMessages.id,
  driverId: driverMessages.driverId,
  sender: driverMessages.sender,
  authorId: driverMessages.authorId,
  authorName: sql<string | null>`${nameOf(authors)}`,
  body: driverMessages.body,
  loadId: driverMessages.loadId,
  loadNumber: loads.idNumber,
  createdAt: driverMessages.createdAt,
  readAt: driverMessages.readAt,
};

export type MessageView = {
  id: number;
  driverId: number;
  sender: 'staff' | 'driver';
  authorId: number | null;
  authorName: string | null;
  body: string;
  loadId: number | null;
  loadNumber: string | null;
  createdAt: Date;
  readAt: Date | null;
};

export type ConversationView = {
  driverId: number;
  driverName: string;
  staffUnread: number;
  lastAt: Date;
  message: MessageView;
};

/**
 * The messages' lists (docs/decisions/0066-driver-messages.md): the conversations with their drivers' names
 * (searched like every list of people, users_search_trgm_idx) and a thread with its authors' names. Reads only.
 */
export class MessagesQueries extends Repository {
  /** Conversations newest activity first (driver_conversations_last_idx), a page of them and their count. */
  async conversations(search: string | undefined, page: PageRequest) {
    const where: SQL | undefined = search ? userSearchCondition(search) : undefined;
    const rows = await this.db
      .select({
        driverId: driverConversations.driverId,
        driverName: nameOf(users),
        staffUnread: driverConversations.staffUnread,
        lastAt: driverConversations.lastAt,
        message: messageColumns,
      })
      .from(driverConversations)
      .innerJoin(users, eq(users.id, driverConversations.driverId))
      .innerJoin(driverMessages, eq(driverMessages.id, driverConversations.lastMessageId))
      .leftJoin(authors, eq(authors.id, driverMessages.authorId))
      .leftJoin(loads, eq(loads.id, driverMessages.loadId))
      .where(where)
      .orderBy(desc(driverConversations.lastAt), desc(driverConversations.driverId))
      .limit(page.take)
      .offset(page.offset);
    const [count] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(driverConversations)
      .innerJoin(users, eq(users.id, driverConversations.driverId))
      .where(where);
    return { rows: rows as ConversationView[], total: count?.total ?? 0 };
  }

  /** A driver's messages newest first (driver_messages_thread_idx), a page of them and their count. */
  async thread(driverId: number, page: PageRequest) {
    const rows = await this.db
      .select(messageColumns)
      .from(driverMessages)
      .leftJoin(authors, eq(authors.id, driverMessages.authorId))
      .leftJoin(loads, eq(loads.id, driverMessages.loadId))
      .where(eq(driverMessages.driverId, driverId))
      .orderBy(desc(driverMessages.id))
      .limit(page.take)
      .offset(page.offset);
    const [count] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(driverMessages)
      .where(eq(driverMessages.driverId, driverId));
    return { rows: rows as MessageView[], total: count?.total ?? 0 };
  }

  /** One message as the lists show it. */
  async message(id: number): Promise<MessageView | undefined> {
    const [row] = await this.db
      .select(messageColumns)
      .from(driverMessages)
      .leftJoin(authors, eq(authors.id, driverMessages.authorId))
      .leftJoin(loads, eq(loads.id, driverMessages.loadId))
      .where(eq(driverMessages.id, id));
    return row as MessageView | undefined;
  }
}
