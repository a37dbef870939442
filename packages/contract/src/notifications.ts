import { z } from 'zod';
import { envelope } from './errors';
import { itemsEnvelope } from './paging';
import { listMeta } from './users';

/** What the bell panel lists (issue 7 "Notifications"); every staff user sees every notification. */
export const NOTIFICATION_TYPES = [
  'report',
  'cancellation_request',
  'load_status',
  'driver_awaiting_approval',
  'compliance',
  'driver_message',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The entity a notification is about (the documents' entity names, docs/product.md "Documents"). */
export const NOTIFICATION_ENTITY_TYPES = ['driver', 'load', 'report', 'truck', 'trailer'] as const;
export type NotificationEntityType = (typeof NOTIFICATION_ENTITY_TYPES)[number];

/** The web app's path of each entity, so the server can store where a notification leads. */
export const notificationLinks = {
  driver: (id: number) => `/fletx/driver-information?id=${id}`,
  load: (id: number) => `/fletx/load-details?id=${id}`,
  report: (id: number) => `/fletx/alerts?id=${id}`,
  truck: (id: number) => `/fletx/truck-information?id=${id}`,
  trailer: (id: number) => `/fletx/trailer-information?id=${id}`,
} as const satisfies Record<NotificationEntityType, (id: number) => string>;

/** The bell polls this often (and when the panel opens). */
export const NOTIFICATION_POLL_MS = 30_000;

export const notificationMessages = {
  read: 'Notification marked as read',
  notFound: 'This notification does not exist.',
  allRead: 'All notifications marked as read',
  driverAwaitingTitle: 'Driver awaiting approval',
  driverAwaitingBody: (name: string) => `${name} was added and is waiting to be approved.`,
} as const;

export const notificationItem = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  entityType: z.enum(NOTIFICATION_ENTITY_TYPES).nullable(),
  entityId: z.number().int().nullable(),
  /** A path of the web app, e.g. `/fletx/driver-information?id=12`. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** For the caller: not read yet. */
  unread: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListMeta = listMeta.extend({ unreadCount: z.number().int() });

/** GET /api/notifications?page&take — newest first. */
export const notificationListResponse = itemsEnvelope(notificationItem, notificationListMeta);
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/** POST /api/notifications/{id}/read and /read-all answer the caller's unread count. */
export const notificationReadResponse = envelope(z.object({ unreadCount: z.number().int() }));
