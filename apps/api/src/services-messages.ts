import type { UnitOfWork } from './db/unit-of-work';
import type { Clock } from './lib/clock';
import type { EventsService } from './modules/events/events.service';
import type { LoadsService } from './modules/loads/loads.service';
import { MessagesService } from './modules/messages/messages.service';
import type { NotificationsService } from './modules/notifications/notifications.service';
import { MessagesQueries } from './modules/read-model/messages.queries';
import type { UsersService } from './modules/users/users.service';

/** What the messages between dispatch and drivers are built on: services the composition root (services.ts) made. */
export interface MessagesParts {
  uow: UnitOfWork;
  clock: Clock;
  users: UsersService;
  loads: LoadsService;
  notifications: NotificationsService;
  events: EventsService;
}

/** The messages between dispatch and drivers (docs/decisions/0066-driver-messages.md). */
export function createMessagesService(p: MessagesParts): MessagesService {
  const { uow, users, loads, notifications, events, clock } = p;
  return new MessagesService(uow, new MessagesQueries(uow), users, loads, notifications, events, clock);
}
