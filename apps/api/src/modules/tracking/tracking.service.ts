import { DOCUMENT_TYPE, type DocumentInfo, ENTITY_TYPE } from '@fletx/contract/documents';
import { computeServiceHours, type ServiceHours } from '@fletx/contract/hos';
import type { LoadHistoryEntry } from '@fletx/contract/load-responses';
import { type DriverAction, FINISHED_STATUS_IDS, LOAD_STATUS } from '@fletx/contract/load-status';
import type { Load } from '@fletx/contract/loads';
import {
  type DriverLoad,
  type HoursOfServiceData,
  type LoadStatusHistoryItem,
  type LocationsBody,
  type RouteMapData,
  TRACKED_STATUS_MAX,
  TRACKED_STATUS_MIN,
  trackingMessages,
} from '@fletx/contract/tracking';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { driverTime } from '../../lib/driver-time';
import { conflict, forbidden } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import type { LiveEvents } from '../../lib/live-events';
import { type PageRequest, pageInfo } from '../../lib/paging';
import type { Saved } from '../../lib/record-version';
import { stopPosition, wireStopPlace } from '../../lib/stop-position';
import type { DocumentsService, StagedFile } from '../documents/documents.service';
import type { DutyService } from '../duty/duty.service';
import type { LoadsService } from '../loads/loads.service';
import type { MilesService } from '../miles/miles.service';
import type { TrackingQueries } from '../read-model/tracking.queries';
import { type LoadLocationRow, TrackingRepository } from './tracking.repository';

const FINISHED: ReadonlyArray<number> = FINISHED_STATUS_IDS;

const toPoint = (row: LoadLocationRow) => ({ lat: row.lat, lon: row.lon, at: isoString(row.at) });

/** The history as the load-details table shows it: No. (1 = oldest), status, comments, time. */
function historyItems(history: ReadonlyArray<LoadHistoryEntry>): LoadStatusHistoryItem[] {
  return history.map((h, index) => ({
    no: index + 1,
    status_id: h.to_status_id,
    status: h.to_status_name,
    comments: h.comment,
    changed_by_name: h.changed_by_name,
    at: h.changed_at,
  }));
}

/**
 * The period hours of service cover for a load: from the driver's accept (the first move to 4) to the
 * load's end (the first move to a finished status after it), or to `now` while the trip goes on.
 */
function hosPeriod(history: ReadonlyArray<LoadHistoryEntry>, now: Date) {
  const accepted = history.find((h) => h.to_status_id === LOAD_STATUS.accepted);
  if (!accepted) return undefined;
  const end = history.find(
    (h) => h.id > accepted.id && FINISHED.includes(h.to_status_id) && h.changed_at >= accepted.changed_at,
  );
  return { from: accepted.changed_at, to: end?.changed_at ?? isoString(now) };
}

/**
 * Live data of loads (docs/product.md "Tracking", "Hours of service"): what a driver does
 * to their own loads through the driver API, and what the back office's load-details tabs read from it.
 */
export class TrackingService {
  private readonly repo: TrackingRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: TrackingQueries,
    private readonly loads: LoadsService,
    private readonly duty: DutyService,
    private readonly documents: DocumentsService,
    /** Where staged uploads are read back to fingerprint them. */
    private readonly clock: Clock,
    /** Open route maps hear of each driver's newest position at once. */
    private readonly live: LiveEvents,
    /** Each batch of positions is counted into its truck's state miles as it is stored. */
    private readonly miles: Pick<MilesService, 'countPositions' | 'countTracks' | 'gapsListed'>,
  ) {
    this.repo = new TrackingRepository(uow);
  }

  // Driver API

  /** The load when it is the driver's (404 unknown, 403 someone else's). */
  async ownLoad(driverId: number, loadId: number): Promise<Load> {
    const load = await this.loads.get(loadId);
    if (load.user_id !== driverId) throw forbidden(trackingMessages.notYours);
    return load;
  }

  async driverLoads(driverId: number, request: PageRequest) {
    const { ids, total } = await this.queries.driverLoadIds(driverId, request);
    const items = await this.uow.all(...ids.map((id) => () => this.loads.get(id)));
    return { items: items.map(withPositions), page: pageInfo(request, total) };
  }

  /**
   * accept (2 → 4), refuse (2 → 3), advance (one step, 4 → … → 10): 409 from anywhere else. `at`, when the
   * phone sends it, is when the step happened (driverTime's rule; not before the load's last change). Answers
   * the load with the version it is at now (the answer's `ETag`).
   */
  async act(
    driverId: number,
    loadId: number,
    action: DriverAction,
    at?: string,
    reason?: string,
  ): Promise<Saved<DriverLoad>> {
    const when = at === undefined ? undefined : driverTime(this.clock, at, 'body.at');
    await this.ownLoad(driverId, loadId);
    const result = await this.loads.transition(
      loadId,
      action,
      { userId: driverId, role: 'Driver' },
      reason ?? '',
      when,
    );
    return { data: withPositions(result.load), version: result.version };
  }

  /** Pings are taken while the load is 4 … 10, each `at` within driverTime's bounds, in any order. */
  async addLocations(driverId: number, loadId: number, body: LocationsBody) {
    const load = await this.ownLoad(driverId, loadId);
    const status = load.loadbook_status_id;
    if (status < TRACKED_STATUS_MIN || status > TRACKED_STATUS_MAX)
      throw conflict(trackingMessages.notTracked);
    for (const [index, point] of body.points.entries())
      driverTime(this.clock, point.at, `body.points.${index}.at`);
    await this.recordTrack(loadId, driverId, body.points);
    const newest = body.points.reduce((a, b) => (Date.parse(b.at) > Date.parse(a.at) ? b : a));
    await this.live.publish('load.position', {
      loadId,
      driverId,
      lat: newest.lat,
      lon: newest.lon,
      at: isoString(new Date(newest.at)),
    });
    return body.points.length;
  }

  /**
   * Writes a track as given (the pings of the driver API, demo data) and counts it into the truck's state
   * miles in the same transaction (the one in progress, if any): the miles never lag the positions.
   */
  async recordTrack(
    loadId: number,
    driverId: number | null,
    points: ReadonlyArray<{ lat: number; lon: number; at: string | Date }>,
  ): Promise<void> {
    const rows = points.map((p) => ({ loadId, driverId, lat: p.lat, lon: p.lon, at: new Date(p.at) }));
    const gaps = await this.uow.transaction(async () => {
      await this.repo.insertLocations(rows);
      return this.miles.countPositions(loadId, rows, () => this.repo.allPositions(loadId));
    });
    if (gaps) this.miles.gapsListed();
  }

  /** `recordTrack` of many loads at once (the demo's tracks), their positions and miles in a few statements. */
  async recordTracks(
    tracks: ReadonlyArray<{
      loadId: number;
      driverId: number | null;
      points: ReadonlyArray<{ lat: number; lon: number; at: string | Date }>;
    }>,
  ): Promise<void> {
    const written = tracks.map(({ loadId, driverId, points }) => ({
      loadId,
      points: points.map((p) => ({ loadId, driverId, lat: p.lat, lon: p.lon, at: new Date(p.at) })),
    }));
    const gaps = await this.uow.transaction(async () => {
      await this.repo.insertLocations(written.flatMap((t) => t.points));
      return this.miles.countTracks(written, (loadId) => this.repo.allPositions(loadId));
    });
    if (gaps) this.miles.gapsListed();
  }

  /** A proof-of-delivery document (entity type 4, document type 29) of the driver's own load. */
  /** A driver's upload on their load: the proof of delivery (29), or a photo of an alert (27). */
  async saveProofOfDelivery(
    driverId: number,
    loadId: number,
    file: StagedFile,
    documentType: number = DOCUMENT_TYPE.proofOfDelivery,
  ): Promise<DocumentInfo> {
    return this.documents.record(file, {
      entityTypeId: ENTITY_TYPE.load,
      entityId: loadId,
      documentType,
      uploadedBy: driverId,
    });
  }

  // Load details (back office)

  async statusHistory(loadId: number): Promise<LoadStatusHistoryItem[]> {
    const load = await this.loads.get(loadId);
    return historyItems((await this.loads.extras(load)).history);
  }

  async hoursOfService(loadId: number): Promise<HoursOfServiceData> {
    const now = this.clock.now();
    const load = await this.loads.get(loadId);
    const { history } = await this.loads.extras(load);
    const period = hosPeriod(history, now);
    const plantName = load.nameLocationDelivery ?? `${load.city_delivery}, ${load.state_code_delivery}`;
    let hours: ServiceHours;
    if (!period || load.user_id === null) {
      const at = isoString(now);
      hours = computeServiceHours({ events: [], from: at, to: at, plantName });
    } else {
      const events = await this.duty.timeline(load.user_id, new Date(period.from), new Date(period.to));
      hours = computeServiceHours({
        events,
        loadChanges: history.map((h) => ({ status: h.to_status_id, at: h.changed_at })),
        from: period.from,
        to: period.to,
        plantName,
      });
    }
    return {
      ...hours,
      from: period?.from ?? null,
      to: period?.to ?? null,
      driver_name: load.driver_name,
      history: historyItems(history),
    };
  }

  async routeMap(loadId: number): Promise<RouteMapData> {
    const load = await this.loads.get(loadId);
    const rows = await this.repo.track(loadId);
    const points = rows.map(toPoint);
    const { pickup, delivery } = withPositions(load);
    return {
      load_id: load.id,
      status_id: load.loadbook_status_id,
      status: load.status_name,
      points,
      last_position: points.at(-1) ?? null,
      pickup: pickup
        ? {
            ...pickup,
            ...markerText(
              load.nameLocationPickup,
              load.city_pickup,
              load.state_code_pickup,
              load.postalCodePickup,
            ),
            approximate: true,
          }
        : null,
      delivery: delivery
        ? {
            ...delivery,
            ...markerText(
              load.nameLocationDelivery,
              load.city_delivery,
              load.state_code_delivery,
              load.postalCodeDelivery,
            ),
            approximate: true,
          }
        : null,
    };
  }

  /** The load's newest position, null before the first ping. */
  async lastPosition(loadId: number) {
    const last = await this.repo.lastPosition(loadId);
    return last ? toPoint(last) : null;
  }

  async generalInfo(loadId: number) {
    const load = await this.loads.get(loadId);
    const last = await this.repo.lastPosition(loadId);
    let lastDuty: { status: ServiceHours['days'][number]['info'][number]['status']; at: string } | null =
      null;
    if (load.user_id !== null) {
      const now = this.clock.now();
      const [event] = (await this.duty.timeline(load.user_id, now, now)).slice(-1);
      lastDuty = event ? { status: event.status, at: event.at } : null;
    }
    return { load, last_position: last ? toPoint(last) : null, last_duty: lastDuty };
  }

  async summary(loadId: number) {
    const [load, hos, pings, last] = await this.uow.all(
      () => this.loads.get(loadId),
      () => this.hoursOfService(loadId),
      () => this.repo.countPings(loadId),
      () => this.repo.lastPosition(loadId),
    );
    return {
      id: load.id,
      id_number: load.id_number,
      status_id: load.loadbook_status_id,
      status: load.status_name,
      driver_name: load.driver_name,
      pickup: `${load.city_pickup}, ${load.state_code_pickup}`,
      delivery: `${load.city_delivery}, ${load.state_code_delivery}`,
      pings,
      last_position: last ? toPoint(last) : null,
      total_hos: hos.total_hos,
    };
  }
}

function markerText(name: string | null, city: string, state: string, zip: string) {
  const address = `${city}, ${state} ${zip}`;
  return { name: name ?? address, address };
}

/**
 * A load plus approximate pickup and delivery positions: loads carry no coordinates on the wire, so the
 * markers sit on the ZIP code's centroid, else the city's or the state's (`approximate: true`; lib/stop-position.ts).
 */
function withPositions(load: Load): DriverLoad {
  return {
    ...load,
    pickup: stopPosition(wireStopPlace(load, 'pickup')),
    delivery: stopPosition(wireStopPlace(load, 'delivery')),
  };
}
