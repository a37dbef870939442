import type { UnitOfWork } from './db/unit-of-work';
import type { AuditTrail } from './lib/audit-trail';
import type { Clock } from './lib/clock';
import { BrokerCheckCallsService } from './modules/brokers/broker-check-calls.service';
import type { CarrierSettingsService } from './modules/carrier-settings/carrier-settings.service';
import type { DocumentsService } from './modules/documents/documents.service';
import type { DutyService } from './modules/duty/duty.service';
import type { EventsService } from './modules/events/events.service';
import type { LoadLedgerService } from './modules/loads/load-ledger.service';
import { LoadStopTimesService } from './modules/loads/load-stop-times.service';
import type { LoadsService } from './modules/loads/loads.service';
import type { MailOutbox } from './modules/mail/mail-outbox.service';
import type { TrackingService } from './modules/tracking/tracking.service';
import { CheckCallsService } from './modules/tracking-links/check-calls.service';
import type { LoadEventsTap } from './modules/tracking-links/load-events-tap';
import { LoadProgressService } from './modules/tracking-links/load-progress.service';
import { TrackingLinksService } from './modules/tracking-links/tracking-links.service';
import type { UsersService } from './modules/users/users.service';
import type { ServiceLogger } from './services-options';

/** What the tracking links and check calls are built on: services the composition root (services.ts) made. */
export interface TrackingLinkParts {
  uow: UnitOfWork;
  audit: AuditTrail;
  clock: Clock;
  log: ServiceLogger;
  jwtSecret: string;
  /** PUBLIC_URL (default http://localhost:3000). */
  publicUrl: string | undefined;
  users: UsersService;
  loads: LoadsService;
  loadLedger: LoadLedgerService;
  tracking: TrackingService;
  duty: DutyService;
  documents: DocumentsService;
  carrierSettings: CarrierSettingsService;
  events: EventsService;
  outbox: MailOutbox;
  /** The load events' tap: the links hear of deliveries (their end date) through it. */
  tap: LoadEventsTap;
}

/**
 * The part of the composition root for tracking links, check calls and a load's progress with its stops' times
 * as the office corrected them (docs/product.md "Tracking links and check calls"), kept beside it so that services.ts stays one screenful per area.
 */
export function createTrackingLinkServices(p: TrackingLinkParts) {
  const { uow, clock, jwtSecret, loads, carrierSettings } = p;
  const publicUrl = (p.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  // The office's corrections of stop times (the loads' table): every reader of a load's progress takes them.
  const loadStopTimes = new LoadStopTimesService(uow, p.audit, p.users, clock);
  const trackingLinks = new TrackingLinksService(
    uow,
    loads,
    loadStopTimes,
    p.tracking,
    p.duty,
    p.documents,
    carrierSettings,
    clock,
    publicUrl,
    jwtSecret,
  );
  const brokerCheckCalls = new BrokerCheckCallsService(uow, p.audit, clock);
  const checkCalls = new CheckCallsService(
    uow,
    p.events,
    p.log,
    trackingLinks,
    loads,
    brokerCheckCalls,
    carrierSettings,
    p.outbox,
    clock,
    jwtSecret,
    publicUrl,
  );
  p.tap.listen(trackingLinks);
  const loadProgress = new LoadProgressService(trackingLinks, loads, brokerCheckCalls, p.loadLedger);
  return { trackingLinks, brokerCheckCalls, checkCalls, loadProgress, loadStopTimes };
}
