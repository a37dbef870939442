import crypto from 'node:crypto';
import { CHECK_CALL_STATUS, type CheckCallEvent, type CheckCallItem } from '@fletx/contract/check-calls';
import type { LiveEventData, LiveEventType } from '@fletx/contract/events';
import type { LatLon } from '@fletx/contract/geo';
import type { Load } from '@fletx/contract/loads';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { isoString } from '../../lib/iso-time';
import { nearestPlace } from '../../lib/nearest-place';
import { itemsPageOf, type PageRequest } from '../../lib/paging';
import type { BrokerCheckCallsService } from '../brokers/broker-check-calls.service';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import type { EventsService } from '../events/events.service';
import type { LoadsService } from '../loads/loads.service';
import type { MailOutbox } from '../mail/mail-outbox.service';
import { type CheckCallFacts, checkCallMail } from './check-call-mail';
import { arrivalAtStop, nextStop, type StopType } from './load-progress';
import type { TrackingLinksService } from './tracking-links.service';

/** The stop each status event happens at (where the mail says it happened). */
const EVENT_STOP: Partial<Record<CheckCallEvent, StopType>> = {
  at_pickup: 'pickup',
  loaded: 'pickup',
  at_delivery: 'delivery',
  delivered: 'delivery',
};

/**
 * Check calls (docs/product.md "Tracking links and check calls"): on each status change and position of a
 * load, once committed, the mails its broker's chosen contacts asked for, queued in the mail outbox and kept
 * as the load's "Check calls" list. It listens to the live events (every process hears every event), off the
 * request; each (load, event, stop, recipient) is recorded once by a unique index, so it is mailed once
 * however many processes hear it: `late` once per stop.
 */
export class CheckCallsService {
  /** The events heard, handled one after the other. */
  private chain: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: Pick<EventsService, 'subscribe'>,
    private readonly log: { warn(details: object, message: string): void },
    private readonly links: TrackingLinksService,
    private readonly loads: Pick<LoadsService, 'get'>,
    private readonly brokers: Pick<BrokerCheckCallsService, 'recipients'>,
    private readonly carrier: Pick<CarrierSettingsService, 'get'>,
    private readonly outbox: Pick<MailOutbox, 'enqueue' | 'kick'>,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  start(): void {
    this.unsubscribe ??= this.events.subscribe((heard) => {
      if (heard.type !== 'load.status' && heard.type !== 'load.position') return;
      this.chain = this.chain.then(() => this.uow.detached(() => this.handle(heard.type, heard.data)));
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    await this.idle();
  }

  /** Resolves once every event heard so far is handled. */
  idle(): Promise<void> {
    return this.chain;
  }

  private async handle(type: LiveEventType, data: unknown): Promise<void> {
    try {
      const sent = await this.uow.transaction(() =>
        type === 'load.status'
          ? this.onLoadStatus(data as LiveEventData<'load.status'>)
          : this.onLoadPosition(data as LiveEventData<'load.position'>),
      );
      if (sent > 0) this.outbox.kick();
    } catch (error) {
      this.log.warn({ err: error, type, data }, 'check call failed');
    }
  }

  /** The mails of a status change; answers how many were queued. */
  async onLoadStatus({ loadId, to }: LiveEventData<'load.status'>): Promise<number> {
    const event = CHECK_CALL_STATUS[to];
    if (!event) return 0;
    const load = await this.loads.get(loadId);
    const stop = EVENT_STOP[event];
    const { eta, last } = await this.links.progress(load);
    const where = stop ? cityOf(load, stop) : last ? nearOf(last) : cityOf(load, 'pickup');
    return this.send(load, event, '', { where, eta: eta && { stop: eta.stop, at: eta.at } });
  }

  /** `late`: the ETA to the next stop passed its window's close (once per stop, with the new ETA). */
  async onLoadPosition({ loadId }: LiveEventData<'load.position'>): Promise<number> {
    const load = await this.loads.get(loadId);
    const next = nextStop(load);
    if (!next) return 0;
    const close = next === 'pickup' ? load.close_time_pickup : load.close_time_delivery;
    if (!close || (await this.brokers.recipients(load.broker_id, 'late')).length === 0) return 0;
    const { eta, last } = await this.links.progress(load);
    if (!eta || !arrivalAtStop(load, next, eta.at).late) return 0;
    return this.send(load, 'late', next, {
      where: last ? nearOf(last) : null,
      eta: { stop: eta.stop, at: eta.at },
      late: { stop: next, windowClose: close },
    });
  }

  /** The load's check calls, newest first. */
  async list(loadId: number, request: PageRequest) {
    await this.loads.get(loadId);
    const { rows, total } = await this.links.repo.checkCallsOf(loadId, request);
    const items: CheckCallItem[] = rows.map((r) => ({
      id: r.id,
      event: r.event as CheckCallEvent,
      stop: r.stop,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      at: isoString(r.at),
      sentAt: isoString(r.createdAt),
    }));
    return itemsPageOf(items, total, request);
  }

  /** The signature of a contact's unsubscribe link (an HMAC with the server's secret). */
  signature(contactId: number): string {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`check-calls-stop:${contactId}`)
      .digest('base64url');
  }

  /** Whether `signature` is the one of `contactId`, compared in constant time. */
  verify(contactId: number, signature: string): boolean {
    const expected = Buffer.from(this.signature(contactId));
    const given = Buffer.from(signature);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  private async send(
    load: Load,
    event: CheckCallEvent,
    stop: string,
    facts: Pick<CheckCallFacts, 'where' | 'eta' | 'late'>,
  ): Promise<number> {
    const recipients = await this.brokers.recipients(load.broker_id, event);
    if (recipients.length === 0) return 0;
    let sent = 0;
    const at = isoString(this.clock.now());
    const trackingUrl = await this.links.mailLink(load.id);
    const carrier = await this.carrier.get();
    for (const contact of recipients) {
      const mail = checkCallMail(contact.email, {
        event,
        loadNumber: load.id_number,
        carrierName: carrier.name || 'Your carrier',
        at,
        trackingUrl,
        unsubscribeUrl: `${this.publicUrl}/api/public/check-calls/unsubscribe?c=${contact.contactId}&s=${this.signature(contact.contactId)}`,
        ...facts,
      });
      const first = await this.links.repo.recordCheckCall({
        loadId: load.id,
        event,
        stop,
        contactId: contact.contactId,
        recipient: contact.email,
        subject: mail.subject,
        body: mail.text,
        at: new Date(at),
      });
      if (!first) continue;
      await this.outbox.enqueue([mail]);
      sent++;
    }
    return sent;
  }
}

const placeOf = ({ city, state }: { city: string; state: string }) => `${city}, ${state}`;
/** Where a position is, as a person says it: "near Abilene, TX" (lib/nearest-place.ts). */
const nearOf = (point: LatLon) => `near ${placeOf(nearestPlace(point))}`;
const cityOf = (load: Load, stop: StopType) =>
  stop === 'pickup'
    ? placeOf({ city: load.city_pickup, state: load.state_code_pickup })
    : placeOf({ city: load.city_delivery, state: load.state_code_delivery });
