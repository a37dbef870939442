import crypto from 'node:crypto';
import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import type { LiveEventData } from '@fletx/contract/events';
import { walkShifts } from '@fletx/contract/hos';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { Load } from '@fletx/contract/loads';
import {
  LINK_DAYS_AFTER_DELIVERY,
  type PublicTracking,
  type TrackingLink,
  type TrackingLinkBody,
  type TrackingLinkListItem,
  trackingLinkMessages,
} from '@fletx/contract/tracking-links';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { found, notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import { itemsPageOf, type PageRequest } from '../../lib/paging';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import type { DocumentsService } from '../documents/documents.service';
import type { DutyService } from '../duty/duty.service';
import type { LoadStopTimesService } from '../loads/load-stop-times.service';
import type { LoadsService } from '../loads/loads.service';
import type { TrackingService } from '../tracking/tracking.service';
import type { LoadEventListener } from './load-events-tap';
import { etaOf, nextStop, publicPosition, stopsOf } from './load-progress';
import { type TrackingLinkRow, TrackingLinksRepository } from './tracking-links.repository';

const DAY_MS = 86_400_000;
/** A shift is at most 14 hours after 10 off: a week of duty changes always holds the one in progress. */
const SHIFT_LOOKBACK_DAYS = 8;
/** 256 random bits: far beyond guessing (issue 35 asks for at least 128). */
const TOKEN_BYTES = 32;
/** Compared against when no link has the hash, so a made-up token takes the same path as a real one. */
const NO_HASH = '0'.repeat(64);

const hashOf = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Tracking links (docs/product.md "Tracking links and check calls"): made, listed and revoked by staff, opened
 * by anyone holding the token. Only the token's SHA-256 is stored.
 */
export class TrackingLinksService implements LoadEventListener {
  readonly repo: TrackingLinksRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly loads: Pick<LoadsService, 'get' | 'extras'>,
    private readonly stopTimes: Pick<LoadStopTimesService, 'of'>,
    private readonly tracking: Pick<TrackingService, 'lastPosition'>,
    private readonly duty: Pick<DutyService, 'timeline'>,
    private readonly documents: Pick<DocumentsService, 'listFor' | 'open'>,
    private readonly carrier: Pick<CarrierSettingsService, 'get'>,
    private readonly clock: Clock,
    /** Where the page is published: `<publicUrl>/t/<token>`. */
    private readonly publicUrl: string,
    /** The server's secret (JWT_SECRET): the check-call links' tokens are derived from it. */
    private readonly secret: string,
  ) {
    this.repo = new TrackingLinksRepository(uow);
  }

  pageUrl(token: string): string {
    return `${this.publicUrl}/t/${token}`;
  }

  /** A new link for a load (404 for an unknown load); the token is answered this once. */
  async create(loadId: number, body: TrackingLinkBody, userId: number | null): Promise<TrackingLink> {
    await this.loads.get(loadId);
    const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.clock.now();
    const days = body?.expiresInDays;
    const row = await this.repo.insert({
      loadId,
      tokenHash: hashOf(token),
      expiresAt: days ? new Date(now.getTime() + days * DAY_MS) : await this.deliveryExpiry(loadId),
      createdBy: userId,
    });
    return { ...this.toItem(row), url: this.pageUrl(token), token };
  }

  async list(loadId: number, request: PageRequest) {
    await this.loads.get(loadId);
    const { rows, total } = await this.repo.ofLoad(loadId, request);
    return itemsPageOf(
      rows.map((r) => this.toItem(r)),
      total,
      request,
    );
  }

  async revoke(id: number): Promise<TrackingLinkListItem> {
    const row = found(await this.repo.revoke(id, this.clock.now()), trackingLinkMessages.linkNotFound);
    return this.toItem(row);
  }

  /**
   * The link a token opens, or the one 404 for a made-up, expired or revoked token: hash, look up, compare in
   * constant time, then the state, on the same path for all three.
   */
  async open(token: string): Promise<TrackingLinkRow> {
    const hash = hashOf(token);
    const row = await this.repo.byHash(hash);
    const same = crypto.timingSafeEqual(
      Buffer.from(row?.tokenHash ?? NO_HASH, 'hex'),
      Buffer.from(hash, 'hex'),
    );
    if (!row || !same || this.stateOf(row) !== 'active') throw notFound(trackingLinkMessages.notFound);
    return row;
  }

  /**
   * The page address the check-call mails of a load carry: its open `check_calls` link, made on first use.
   * That token is an HMAC of the link's id (only the server's secret recomputes it), so each mail carries
   * the same link; revoking it makes the next mail carry a new one.
   */
  async mailLink(loadId: number): Promise<string> {
    const open = await this.repo.openMailLink(loadId, this.clock.now());
    if (open) return this.pageUrl(this.mailToken(open.id));
    const row = await this.repo.insert({
      loadId,
      tokenHash: crypto.randomBytes(TOKEN_BYTES).toString('hex'),
      expiresAt: await this.deliveryExpiry(loadId),
      source: 'check_calls',
    });
    const token = this.mailToken(row.id);
    await this.repo.setHash(row.id, hashOf(token));
    return this.pageUrl(token);
  }

  private mailToken(linkId: number): string {
    return crypto.createHmac('sha256', this.secret).update(`tracking-link:${linkId}`).digest('base64url');
  }

  /** Delivered or cancelled: the links left without an end date end LINK_DAYS_AFTER_DELIVERY later. */
  async onLoadStatus({ loadId, to }: LiveEventData<'load.status'>): Promise<void> {
    if (to !== LOAD_STATUS.delivered && to !== LOAD_STATUS.cancelled) return;
    const end = this.clock.now().getTime() + LINK_DAYS_AFTER_DELIVERY * DAY_MS;
    await this.repo.endOpenLinks(loadId, new Date(end));
  }

  async onLoadPosition(): Promise<void> {}

  /**
   * Where a load stands now: its history, stops (arrival, departure: the office's correction where one is set,
   * the driver's step otherwise), last position and the ETA to the next
   * stop with the driver's shift as it stands (the duty changes of the last SHIFT_LOOKBACK_DAYS).
   */
  async progress(load: Load) {
    const now = this.clock.now();
    const [{ history }, last, corrected] = await this.uow.all(
      () => this.loads.extras(load),
      () => this.tracking.lastPosition(load.id),
      () => this.stopTimes.of(load.id),
    );
    const stops = stopsOf(load, history, corrected);
    const since = now.getTime() - SHIFT_LOOKBACK_DAYS * DAY_MS;
    const shift =
      load.user_id === null || nextStop(load) === null
        ? undefined
        : walkShifts(await this.duty.timeline(load.user_id, new Date(since), now), since, now.getTime());
    return { history, stops, last, eta: etaOf(load, stops, last, shift, isoString(now)) };
  }

  /** GET /api/public/tracking/{token}: the load as a broker may see it. */
  async publicView(token: string): Promise<PublicTracking> {
    const link = await this.open(token);
    const now = this.clock.now();
    const load = await this.loads.get(link.loadId);
    const [{ history, stops, last, eta }, settings, documents] = await this.uow.all(
      () => this.progress(load),
      () => this.carrier.get(),
      () => this.documents.listFor(ENTITY_TYPE.load, load.id),
    );
    const delivered = load.loadbook_status_id >= LOAD_STATUS.delivered && load.loadbook_status_id <= 12;
    return {
      loadNumber: load.id_number,
      status: load.status_name,
      statusId: load.loadbook_status_id,
      statusTimes: history.map((h) => ({ status: h.to_status_name, at: h.changed_at })),
      // The times as corrected, but not who corrected them (no staff names on the public page).
      stops: stops.map(({ type, city, state, window, arrivedAt, departedAt }) => ({
        type,
        city,
        state,
        window,
        arrivedAt,
        departedAt,
      })),
      lastPosition: publicPosition(last, settings.trackingExactPosition),
      eta,
      proofOfDelivery: delivered
        ? documents
            .filter((d) => d.documentType === DOCUMENT_TYPE.proofOfDelivery)
            .map((d) => ({
              fileName: d.originalName,
              url: `${this.publicUrl}/api/public/tracking/${token}/documents/${d.id}`,
            }))
        : [],
      refreshedAt: isoString(now),
    };
  }

  /** A proof of delivery through the link: only the link's load's, only once delivered. */
  async publicDocument(token: string, documentId: number) {
    const link = await this.open(token);
    const load = await this.loads.get(link.loadId);
    const delivered = load.loadbook_status_id >= LOAD_STATUS.delivered && load.loadbook_status_id <= 12;
    const document = (await this.documents.listFor(ENTITY_TYPE.load, load.id)).find(
      (d) => d.id === documentId && d.documentType === DOCUMENT_TYPE.proofOfDelivery,
    );
    if (!delivered || !document) throw notFound(trackingLinkMessages.notFound);
    return this.documents.open(document.id);
  }

  /** The end of a link made without `expiresInDays`: 3 days after delivery, unknown (null) until then. */
  private async deliveryExpiry(loadId: number): Promise<Date | null> {
    const load = await this.loads.get(loadId);
    if (load.loadbook_status_id !== LOAD_STATUS.cancelled && load.loadbook_status_id < LOAD_STATUS.delivered)
      return null;
    const { history } = await this.loads.extras(load);
    const ended = history.findLast(
      (h) => h.to_status_id === LOAD_STATUS.delivered || h.to_status_id === LOAD_STATUS.cancelled,
    );
    return new Date(
      Date.parse(ended?.changed_at ?? isoString(this.clock.now())) + LINK_DAYS_AFTER_DELIVERY * DAY_MS,
    );
  }

  private stateOf(row: TrackingLinkRow): 'active' | 'expired' | 'revoked' {
    if (row.revokedAt) return 'revoked';
    if (row.expiresAt && row.expiresAt.getTime() <= this.clock.now().getTime()) return 'expired';
    return 'active';
  }

  private toItem(row: TrackingLinkRow): TrackingLinkListItem {
    return {
      id: row.id,
      loadId: row.loadId,
      expiresAt: row.expiresAt ? isoString(row.expiresAt) : null,
      revokedAt: row.revokedAt ? isoString(row.revokedAt) : null,
      createdAt: isoString(row.createdAt),
      state: this.stateOf(row),
    };
  }
}
