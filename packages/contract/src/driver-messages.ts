import { z } from 'zod';
import { envelope } from './errors';
import { idField, rowIdField } from './ids';
import { itemsPage, pageQuery, searchText } from './paging';

/**
 * Messages between dispatch and drivers (docs/decisions/0066-driver-messages.md): one conversation per driver,
 * staff ↔ that driver, each message optionally about one of the driver's loads.
 */

export const MESSAGE_MAX_LENGTH = 2_000;
export const MESSAGE_SENDERS = ['staff', 'driver'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const driverMessageText = {
  sent: 'Message sent',
  read: 'Messages marked as read',
  bodyEmpty: 'Write a message first',
  bodyTooLong: `A message holds at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  loadId: 'The load must be a load number (a whole number of 1 or more)',
  driverNotFound: 'This driver does not exist. Pick a driver from the Drivers list.',
  loadNotFound: (id: number) => `Load #${id} does not exist. Check the load number.`,
  loadNotTheDrivers: (id: number, driver: string) =>
    `Load #${id} is not ${driver}’s load. Pick one of the driver’s loads or send without a load.`,
  loadNotYours: (id: number) =>
    `Load #${id} is not one of your loads. Pick one of your loads or send without one.`,
  notificationTitle: (driver: string) => `Message from ${driver}`,
} as const;

/** The text of a message: trimmed, 1 to MESSAGE_MAX_LENGTH characters (the web's composer checks the same). */
export const messageBodyField = z
  .string({ error: driverMessageText.bodyEmpty })
  .trim()
  .min(1, driverMessageText.bodyEmpty)
  .max(MESSAGE_MAX_LENGTH, driverMessageText.bodyTooLong);

/** POST /api/messages/drivers/{driverId} and POST /api/driver/messages. */
export const sendMessageBody = z.object({
  body: messageBodyField,
  /** One of the driver's loads the message is about; null or left out: none. */
  loadId: rowIdField(driverMessageText.loadId).nullish(),
});
export type SendMessageBody = z.output<typeof sendMessageBody>;

export const driverIdParams = z.object({ driverId: idField });

export const conversationsQuery = pageQuery.extend({ search: searchText });
export const threadQuery = pageQuery;

export const messageItem = z.object({
  id: z.number().int(),
  driverId: z.number().int(),
  from: z.enum(MESSAGE_SENDERS),
  /** Who wrote it: the staff member or the driver. */
  author: z.object({ id: z.number().int().nullable(), name: z.string() }),
  body: z.string(),
  /** The load it is about ("Load #N" in the office), or null. */
  loadId: z.number().int().nullable(),
  /** That load's number (its ID number, "LD-58447"), as the drivers' app names their loads; null without one. */
  loadNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When the other side read it; null while unread. */
  readAt: z.iso.datetime().nullable(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const conversationItem = z.object({
  driver: z.object({ id: z.number().int(), name: z.string() }),
  lastMessage: messageItem,
  /** Messages from the driver no staff member has read yet. */
  unreadCount: z.number().int(),
  lastAt: z.iso.datetime(),
});
export type ConversationItem = z.infer<typeof conversationItem>;

/** GET /api/messages/conversations?search&page&take: newest activity first; `unreadCount` over all drivers. */
export const conversationsResponse = envelope(
  itemsPage(conversationItem).extend({ unreadCount: z.number().int() }),
);
export type ConversationsPage = z.infer<typeof conversationsResponse>['data'];

/** A thread, newest first: the staff's (with its driver) and the driver's own. `unreadCount`: unread for the caller. */
export const threadPage = itemsPage(messageItem).extend({ unreadCount: z.number().int() });
export const staffThreadResponse = envelope(
  threadPage.extend({ driver: z.object({ id: z.number().int(), name: z.string() }) }),
);
export type StaffThread = z.infer<typeof staffThreadResponse>['data'];
export const driverThreadResponse = envelope(threadPage);
export type DriverThread = z.infer<typeof driverThreadResponse>['data'];

export const messageResponse = envelope(messageItem);
/** The mark-read calls and GET …/unread: what is still unread for the caller. */
export const unreadResponse = envelope(z.object({ unreadCount: z.number().int() }));
export type UnreadCount = z.infer<typeof unreadResponse>['data'];
