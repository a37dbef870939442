import {
  type ConversationsPage,
  type DriverThread,
  type MessageItem,
  type MessageSender,
  type SendMessageBody,
  type StaffThread,
  driverMessageText as text,
} from '@fletx/contract/driver-messages';
import { GROUPS } from '@fletx/contract/roles';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import type { LiveEvents } from '../../lib/live-events';
import { itemsPageOf, type PageRequest } from '../../lib/paging';
import type { LoadsService } from '../loads/loads.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { MessagesQueries, MessageView } from '../read-model/messages.queries';
import type { UsersService } from '../users/users.service';
import { MessagesRepository } from './messages.repository';

/** Where the back office opens a driver's conversation (the bell's link). */
export const conversationLink = (driverId: number) => `/fletx/messages?driverId=${driverId}`;
/** The bell shows this much of a message. */
const PREVIEW_LENGTH = 140;

export function toMessageItem(row: MessageView): MessageItem {
  return {
    id: row.id,
    driverId: row.driverId,
    from: row.sender,
    author: { id: row.authorId, name: row.authorName ?? (row.sender === 'driver' ? 'Driver' : 'Dispatch') },
    body: row.body,
    loadId: row.loadId,
    loadNumber: row.loadNumber,
    createdAt: isoString(row.createdAt),
    readAt: row.readAt ? isoString(row.readAt) : null,
  };
}

/**
 * Messages between dispatch and drivers (docs/decisions/0066-driver-messages.md): staff see every driver's
 * conversation, a driver only their own. Each send and each mark-read is one transaction that also tells the
 * live stream (and, for a driver's message, the bell).
 */
export class MessagesService {
  private readonly repo: MessagesRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: MessagesQueries,
    private readonly users: UsersService,
    private readonly loads: LoadsService,
    private readonly notifications: NotificationsService,
    private readonly live: LiveEvents,
    private readonly clock: Clock,
  ) {
    this.repo = new MessagesRepository(uow);
  }

  async conversations(search: string | undefined, page: PageRequest): Promise<ConversationsPage> {
    const [{ rows, total }, unreadCount] = await this.uow.all(
      () => this.queries.conversations(search, page),
      () => this.repo.staffUnreadTotal(),
    );
    const items = rows.map((row) => ({
      driver: { id: row.driverId, name: row.driverName },
      lastMessage: toMessageItem(row.message),
      unreadCount: row.staffUnread,
      lastAt: isoString(row.lastAt),
    }));
    return { ...itemsPageOf(items, total, page), unreadCount };
  }

  staffUnread(): Promise<number> {
    return this.repo.staffUnreadTotal();
  }

  async staffThread(driverId: number, page: PageRequest): Promise<StaffThread> {
    const driver = await this.driver(driverId);
    const [thread, unread] = await this.uow.all(
      () => this.page(driverId, page),
      () => this.repo.unreadOf(driverId),
    );
    return { ...thread, unreadCount: unread.staffUnread, driver };
  }

  async driverThread(driverId: number, page: PageRequest): Promise<DriverThread> {
    const [thread, unread] = await this.uow.all(
      () => this.page(driverId, page),
      () => this.repo.unreadOf(driverId),
    );
    return { ...thread, unreadCount: unread.driverUnread };
  }

  /** A staff member writes to a driver: the load, when given, must be that driver's. */
  async staffSend(driverId: number, authorId: number, body: SendMessageBody): Promise<MessageItem> {
    const driver = await this.driver(driverId);
    await this.assertLoad(body.loadId, driverId, (id) => text.loadNotTheDrivers(id, driver.name));
    return this.send(driverId, 'staff', authorId, body);
  }

  /** A driver writes to dispatch: the load, when given, must be one of theirs; the staff's bell rings. */
  async driverSend(driverId: number, body: SendMessageBody): Promise<MessageItem> {
    await this.assertLoad(body.loadId, driverId, text.loadNotYours);
    const name = await this.users.nameOf(driverId);
    return this.uow.transaction(async () => {
      const message = await this.send(driverId, 'driver', driverId, body);
      await this.notifications.publish({
        type: 'driver_message',
        title: text.notificationTitle(name),
        body:
          message.body.length > PREVIEW_LENGTH
            ? `${message.body.slice(0, PREVIEW_LENGTH - 1)}…`
            : message.body,
        entity: { type: 'driver', id: driverId },
        link: conversationLink(driverId),
      });
      return message;
    });
  }

  /** Staff read the driver's conversation: answers what staff still have unread over every driver. */
  async staffRead(driverId: number): Promise<number> {
    await this.driver(driverId);
    await this.read(driverId, 'driver', 'staff');
    return this.repo.staffUnreadTotal();
  }

  /** The driver read their conversation: nothing is left unread for them. */
  async driverRead(driverId: number): Promise<number> {
    await this.read(driverId, 'staff', 'driver');
    return 0;
  }

  async driverUnread(driverId: number): Promise<number> {
    return (await this.repo.unreadOf(driverId)).driverUnread;
  }

  private async page(driverId: number, page: PageRequest) {
    const { rows, total } = await this.queries.thread(driverId, page);
    return itemsPageOf(rows.map(toMessageItem), total, page);
  }

  private send(driverId: number, sender: MessageSender, authorId: number, body: SendMessageBody) {
    return this.uow.transaction(async () => {
      const row = await this.repo.add({
        driverId,
        sender,
        authorId,
        body: body.body.trim(),
        loadId: body.loadId ?? null,
        createdAt: this.clock.now(),
      });
      await this.live.publish('message', { driverId, messageId: row.id, change: 'sent', by: sender });
      const view = await this.queries.message(row.id);
      if (!view) throw new Error(`message ${row.id} was not stored`);
      return toMessageItem(view);
    });
  }

  /** Marks read what `writer` wrote; the bell's messages of that driver go once staff read them. */
  private async read(driverId: number, writer: MessageSender, reader: MessageSender): Promise<void> {
    await this.uow.transaction(async () => {
      const marked = await this.repo.markRead(driverId, writer, this.clock.now());
      if (reader === 'staff')
        await this.notifications.withdraw({ type: 'driver', id: driverId }, 'driver_message');
      if (marked > 0)
        await this.live.publish('message', { driverId, messageId: null, change: 'read', by: reader });
    });
  }

  /** The driver a staff call names: 404 unless it is a driver's account. */
  private async driver(driverId: number): Promise<{ id: number; name: string }> {
    const user = await this.users.findById(driverId);
    if (!user || user.group !== GROUPS.drivers) throw notFound(text.driverNotFound);
    return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
  }

  /** The load a message is about: it must exist and be the driver's (400 naming it otherwise). */
  private async assertLoad(
    loadId: number | null | undefined,
    driverId: number,
    notTheirs: (id: number) => string,
  ): Promise<void> {
    if (loadId === null || loadId === undefined) return;
    const load = await this.loads.get(loadId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NotFound') return undefined;
      throw error;
    });
    if (!load) throw invalidField('body.loadId', text.loadNotFound(loadId));
    if (load.user_id !== driverId) throw invalidField('body.loadId', notTheirs(loadId));
  }
}
