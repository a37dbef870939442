import type { MessageSender } from '@fletx/contract/driver-messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { driverConversations, driverMessages } from '../../db/schema';

export type MessageRow = typeof driverMessages.$inferSelect;
export type NewMessage = typeof driverMessages.$inferInsert;

/** The only place that writes driver_messages and driver_conversations (the read model lists them). */
export class MessagesRepository extends Repository {
  /**
   * Stores a message and moves its conversation to it: the newest activity, and one more unread for the side
   * that did not write it. Call inside the sending transaction.
   */
  async add(values: NewMessage & { createdAt: Date }): Promise<MessageRow> {
    const row = await this.insertOne(driverMessages, values);
    const fromDriver = values.sender === 'driver' ? 1 : 0;
    await this.db
      .insert(driverConversations)
      .values({
        driverId: row.driverId,
        lastMessageId: row.id,
        lastAt: row.createdAt,
        staffUnread: fromDriver,
        driverUnread: 1 - fromDriver,
      })
      .onConflictDoUpdate({
        target: driverConversations.driverId,
        set: {
          lastMessageId: row.id,
          lastAt: row.createdAt,
          staffUnread: sql`${driverConversations.staffUnread} + ${fromDriver}`,
          driverUnread: sql`${driverConversations.driverUnread} + ${1 - fromDriver}`,
        },
      });
    return row;
  }

  /**
   * Marks read what `sender` wrote in the driver's conversation and clears that side's count; answers how many
   * messages it marked.
   */
  async markRead(driverId: number, sender: MessageSender, at: Date): Promise<number> {
    const marked = await this.db
      .update(driverMessages)
      .set({ readAt: at })
      .where(
        and(
          eq(driverMessages.driverId, driverId),
          eq(driverMessages.sender, sender),
          isNull(driverMessages.readAt),
        ),
      )
      .returning({ id: driverMessages.id });
    if (marked.length > 0)
      await this.db
        .update(driverConversations)
        .set(sender === 'driver' ? { staffUnread: 0 } : { driverUnread: 0 })
        .where(eq(driverConversations.driverId, driverId));
    return marked.length;
  }

  /** The driver's conversation's counts (zero when it has none yet). */
  async unreadOf(driverId: number): Promise<{ staffUnread: number; driverUnread: number }> {
    const row = await this.findOne(driverConversations, eq(driverConversations.driverId, driverId));
    return { staffUnread: row?.staffUnread ?? 0, driverUnread: row?.driverUnread ?? 0 };
  }

  /** Messages from drivers no staff member has read, over every conversation (driver_conversations_unread_idx). */
  async staffUnreadTotal(): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${driverConversations.staffUnread}), 0)::int` })
      .from(driverConversations)
      .where(gt(driverConversations.staffUnread, 0));
    return row?.total ?? 0;
  }
}
