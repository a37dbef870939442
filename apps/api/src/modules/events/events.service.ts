import crypto from 'node:crypto';
import {
  EVENT_REPLAY_MINUTES,
  EVENT_TICKET_SECONDS,
  eventMessages,
  type LiveEventData,
  type LiveEventType,
} from '@fletx/contract/events';
import { can, GROUPS, isCarrier, type Permission } from '@fletx/contract/roles';
import type { Database } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import type { LiveEvents } from '../../lib/live-events';
import { EventHub, type LiveEvent, type LiveEventListener } from './event-hub';
import { EVENTS_CHANNEL, EventsRepository } from './events.repository';

/** Who may see each kind of event (every back-office role operates loads today). */
const SEEN_WITH: Record<LiveEventType, Permission> = {
  'load.status': 'operate',
  'load.position': 'operate',
  report: 'operate',
  notification: 'operate',
  compliance: 'operate',
  intake: 'operate',
  'load.assigned': 'operate',
  message: 'operate',
};

/** At most this many missed events are replayed to a reconnecting stream; it refetches beyond that. */
const REPLAY_LIMIT = 5_000;

export interface AccountRoles {
  accessOf(userId: number): Promise<{ role: string; group: string } | null>;
}

/** An opened stream: whose, and which events it may see. */
export interface StreamGrant {
  userId: number;
  maySee(event: Pick<LiveEvent, 'type' | 'data'>): boolean;
}

/** A driver's stream hears only the messages of their own conversation (docs/decisions/0066-driver-messages.md). */
const driversOwn =
  (userId: number): StreamGrant['maySee'] =>
  (event) =>
    event.type === 'message' && (event.data as { driverId?: unknown } | null)?.driverId === userId;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Live updates (docs/product.md "Live updates", docs/decisions/0021-live-updates-and-several-processes.md): tickets, publishing,
 * replay, and this process's hub, fed by the database's NOTIFY.
 */
export class EventsService implements LiveEvents {
  private readonly repo: EventsRepository;
  readonly hub = new EventHub();
  private stopListening?: () => Promise<void>;
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    uow: UnitOfWork,
    private readonly database: Pick<Database, 'listen'>,
    private readonly accounts: AccountRoles,
    private readonly clock: Clock,
  ) {
    this.repo = new EventsRepository(uow);
  }

  async publish<T extends LiveEventType>(type: T, data: LiveEventData<T>): Promise<void> {
    await this.repo.append(type, data, this.clock.now());
  }

  /** A single-use ticket for `GET /api/events`, valid EVENT_TICKET_SECONDS. */
  async issueTicket(userId: number): Promise<{ ticket: string; expiresIn: number }> {
    const ticket = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + EVENT_TICKET_SECONDS * 1000);
    await this.repo.addTicket(sha256(ticket), userId, expiresAt);
    return { ticket, expiresIn: EVENT_TICKET_SECONDS };
  }

  /**
   * Uses the ticket: 401 when unknown, used or expired, or when its user is neither back-office staff nor a
   * driver any more. A driver's stream carries only their own conversation's messages.
   */
  async open(ticket: string): Promise<StreamGrant> {
    const userId = await this.repo.useTicket(sha256(ticket), this.clock.now());
    const account = userId === undefined ? null : await this.accounts.accessOf(userId);
    if (userId === undefined || !account) throw unauthorized(eventMessages.invalidTicket);
    if (account.group === GROUPS.drivers) return { userId, maySee: driversOwn(userId) };
    if (!isCarrier([account.group])) throw unauthorized(eventMessages.invalidTicket);
    const role = account.role;
    return { userId, maySee: (event) => can(role, SEEN_WITH[event.type]) };
  }

  /** The events after `lastId` kept for the last EVENT_REPLAY_MINUTES, oldest first. */
  async replay(lastId: number): Promise<LiveEvent[]> {
    const notBefore = new Date(this.clock.now().getTime() - EVENT_REPLAY_MINUTES * 60_000);
    const rows = await this.repo.since(lastId, notBefore, REPLAY_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      type: row.type as LiveEventType,
      data: row.data,
      at: isoString(row.at),
    }));
  }

  subscribe(listener: LiveEventListener): () => void {
    return this.hub.subscribe(listener);
  }

  /** Starts hearing every process's events, and forgetting old ones once a minute. */
  async start(): Promise<void> {
    this.stopListening = await this.database.listen(EVENTS_CHANNEL, (payload) => this.hub.receive(payload));
    const prune = () => {
      const now = this.clock.now();
      this.repo.prune(new Date(now.getTime() - EVENT_REPLAY_MINUTES * 60_000), now).catch(() => {});
    };
    this.pruneTimer = setInterval(prune, 60_000);
    this.pruneTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.stopListening?.();
    this.stopListening = undefined;
  }
}
