import type { NotificationEntityType, NotificationType } from '@fletx/contract/notifications';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamptz } from './columns';
import { users } from './users';

/**
 * Events shown in the bell panel of every back-office user (a new report, a cancellation request, a load
 * status change, a driver awaiting approval). Written by other modules through NotificationsService.publish,
 * in their own transaction.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    entityType: text('entity_type').$type<NotificationEntityType>(),
    entityId: integer('entity_id'),
    /** A path of the web app the notification leads to. */
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt, t.id),
    index('notifications_entity_idx').on(t.entityType, t.entityId),
    check(
      'notifications_type_check',
      sql`${t.type} IN ('report', 'cancellation_request', 'load_status', 'driver_awaiting_approval', 'compliance', 'driver_message')`,
    ),
  ],
);

/** Who read what: a row per (notification, user); no row means unread. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: belongsTo('notification_id', () => notifications.id),
    userId: belongsTo('user_id', () => users.id),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_reads_user_idx').on(t.userId),
  ],
);
