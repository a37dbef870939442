import type { NotificationEntityType, NotificationType } from '@fletx/contract/notifications';
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { notificationReads, notifications } from '../../db/schema';
import { anyRow } from '../../lib/row-checks';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The only place with queries on notifications and notification_reads. */
export class NotificationsRepository extends Repository {
  insert(values: NewNotification): Promise<NotificationRow> {
    return this.insertOne(notifications, values);
  }

  /** Deletes the notifications about an entity (of one type, when given); their read rows go with them. */
  async deleteFor(
    entity: { type: NotificationEntityType; id: number },
    type: NotificationType | undefined,
  ): Promise<void> {
    await this.db
      .delete(notifications)
      .where(
        and(
          eq(notifications.entityType, entity.type),
          eq(notifications.entityId, entity.id),
          type === undefined ? undefined : eq(notifications.type, type),
        ),
      );
  }

  /** Newest first, each with whether `userId` has read it. */
  async page(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<Array<NotificationRow & { read: boolean }>> {
    return this.db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        entityType: notifications.entityType,
        entityId: notifications.entityId,
        link: notifications.link,
        createdAt: notifications.createdAt,
        read: sql<boolean>`${notificationReads.userId} IS NOT NULL`,
      })
      .from(notifications)
      .leftJoin(
        notificationReads,
        and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(offset)
      .limit(limit);
  }

  total(): Promise<number> {
    return this.countOf(notifications);
  }

  unreadCount(userId: number): Promise<number> {
    return this.countOf(notifications, notExists(this.readBy(userId)));
  }

  exists(id: number): Promise<boolean> {
    return anyRow(this.db, notifications, eq(notifications.id, id));
  }

  /** Reading twice keeps the first time. */
  async markRead(notificationId: number, userId: number): Promise<void> {
    await this.db.insert(notificationReads).values({ notificationId, userId }).onConflictDoNothing();
  }

  async markAllRead(userId: number): Promise<void> {
    await this.db
      .insert(notificationReads)
      .select(
        this.db
          .select({
            notificationId: notifications.id,
            userId: sql<number>`${userId}::integer`.as('user_id'),
            readAt: sql<Date>`now()`.as('read_at'),
          })
          .from(notifications)
          .where(notExists(this.readBy(userId))),
      )
      .onConflictDoNothing();
  }

  private readBy(userId: number) {
    return this.db
      .select({ one: sql`1` })
      .from(notificationReads)
      .where(
        and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
      );
  }
}
