import {
  type NotificationEntityType,
  type NotificationItem,
  type NotificationType,
  notificationLinks,
  notificationMessages,
} from '@fletx/contract/notifications';
import type { ListMeta } from '@fletx/contract/users';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import type { LiveEvents } from '../../lib/live-events';
import { type PageRequest, pageInfo } from '../../lib/paging';
import { NotificationsRepository } from './notifications.repository';

/** What another module tells the back office about. */
export interface NotificationEvent {
  type: NotificationType;
  title: string;
  body: string;
  /** The entity it is about; its web page becomes the notification's link unless `link` is given. */
  entity?: { type: NotificationEntityType; id: number };
  link?: string;
}

/** The bell panel's events: every back-office user sees each one and has their own read state. */
export class NotificationsService {
  private readonly repo: NotificationsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    /** Open screens hear of each notification at once. */
    private readonly live: LiveEvents,
  ) {
    this.repo = new NotificationsRepository(uow);
  }

  /** Call it inside the transaction that made the event, so both commit or neither. */
  async publish(event: NotificationEvent): Promise<{ id: number }> {
    const row = await this.repo.insert({
      type: event.type,
      title: event.title,
      body: event.body,
      entityType: event.entity?.type ?? null,
      entityId: event.entity?.id ?? null,
      link: event.link ?? (event.entity ? notificationLinks[event.entity.type](event.entity.id) : null),
    });
    await this.live.publish('notification', {
      notificationId: row.id,
      type: row.type,
      entityType: row.entityType ?? '',
      entityId: row.entityId ?? 0,
    });
    return { id: row.id };
  }

  /**
   * Takes back what no longer needs anyone's attention: a driver awaiting approval once reviewed, anything
   * about an entity that was deleted (its link would lead nowhere).
   */
  async withdraw(
    entity: { type: NotificationEntityType; id: number },
    type?: NotificationType,
  ): Promise<void> {
    await this.repo.deleteFor(entity, type);
  }

  async list(
    userId: number,
    request: PageRequest,
  ): Promise<{ items: NotificationItem[]; meta: ListMeta & { unreadCount: number } }> {
    const [rows, total, unreadCount] = await this.uow.all(
      () => this.repo.page(userId, request.offset, request.take),
      () => this.repo.total(),
      () => this.repo.unreadCount(userId),
    );
    const page = pageInfo(request, total);
    return {
      items: rows.map(({ read, createdAt, ...row }) => ({
        ...row,
        createdAt: isoString(createdAt),
        unread: !read,
      })),
      meta: {
        itemCount: page.itemCount,
        totalItems: page.itemCount,
        itemsPerPage: page.take,
        totalPages: page.pageCount,
        currentPage: page.page,
        unreadCount,
      },
    };
  }

  async markRead(id: number, userId: number): Promise<number> {
    if (!(await this.repo.exists(id))) throw notFound(notificationMessages.notFound);
    await this.repo.markRead(id, userId);
    return this.repo.unreadCount(userId);
  }

  async markAllRead(userId: number): Promise<number> {
    await this.repo.markAllRead(userId);
    return this.repo.unreadCount(userId);
  }
}
