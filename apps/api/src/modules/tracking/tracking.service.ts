import { DOCUMENT_TYPE, type DocumentInfo, ENTITY_TYPE } from '@fletx/contract/documents';
import { DUTY_MAX_CLOCK_SKEW_MINUTES } from '@fletx/contract/duty';
import { roughPosition } from '@fletx/contract/geo';
import { computeServiceHours, type ServiceHours } from '@fletx/contract/hos';
import type { DriverAction } from '@fletx/contract/load-status';
import { FINISHED_STATUS_IDS, type Load, type LoadHistoryEntry } from '@fletx/contract/loads';
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
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import type { DocumentsService, StagedFile } from '../documents/documents.service';
import type { DutyService } from '../duty/duty.service';
import type { LoadsService } from '../loads/loads.service';
import { type LoadLocationRow, TrackingRepository } from './tracking.repository';

const ACCEPTED = 4;
const FINISHED: ReadonlyArray<number> = FINISHED_STATUS_IDS;

const toPoint = (row: LoadLocationRow) => ({ lat: row.lat, lon: row.lon, at: row.at.toISOString() });

/** The history as the load-details table shows it: No. (1 = oldest), status, comments, time. */
export function historyItems(history: ReadonlyArray<LoadHistoryEntry>): LoadStatusHistoryItem[] {
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
export function hosPeriod(history: ReadonlyArray<LoadHistoryEntry>, now: Date) {
  const accepted = history.find((h) => h.to_status_id === ACCEPTED);
  if (!accepted) return undefined;
  const end = history.find(
    (h) => h.id > accepted.id && FINISHED.includes(h.to_status_id) && h.changed_at >= accepted.changed_at,
  );
  return { from: accepted.changed_at, to: end?.changed_at ?? now.toISOString() };
}

/**
 * Live data of loads (DESIGN.md "Where hours of service, tracks and reports come from"): what a driver does
 * to their own loads through the driver API, and what the back office's load-details tabs read from it.
 */
export class TrackingService {
  private readonly repo: TrackingRepository;

  constructor(
    db: DbOrTx,
    private readonly loads: LoadsService,
    private readonly duty: DutyService,
    private readonly documents: DocumentsService,
  ) {
    this.repo = new TrackingRepository(db);
  }

  // Driver API

  /** The load when it is the driver's (404 unknown, 403 someone else's). */
  async ownLoad(driverId: number, loadId: number): Promise<Load> {
    const load = await this.loads.get(loadId);
    if (load.user_id !== driverId) throw forbidden(trackingMessages.notYours);
    return load;
  }

  async driverLoads(driverId: number, page: number, take: number) {
    const { ids, total } = await this.repo.driverLoadIds(driverId, take, (page - 1) * take);
    const items = await Promise.all(ids.map((id) => this.loads.get(id)));
    return { items: items.map(withPositions), total };
  }

  /** accept (2 → 4), refuse (2 → 3), advance (one step, 4 → … → 10): 409 from anywhere else. */
  async act(driverId: number, loadId: number, action: DriverAction): Promise<DriverLoad> {
    await this.ownLoad(driverId, loadId);
    const result = await this.loads.transition(loadId, action, { userId: driverId, role: 'Driver' });
    return withPositions(result.load);
  }

  /** Pings are taken while the load is 4 … 10 and at most a few minutes ahead of the server's clock. */
  async addLocations(driverId: number, loadId: number, body: LocationsBody, now = new Date()) {
    const load = await this.ownLoad(driverId, loadId);
    const status = load.loadbook_status_id;
    if (status < TRACKED_STATUS_MIN || status > TRACKED_STATUS_MAX)
      throw conflict(trackingMessages.notTracked);
    const limit = now.getTime() + DUTY_MAX_CLOCK_SKEW_MINUTES * 60_000;
    const late = body.points.findIndex((p) => new Date(p.at).getTime() > limit);
    if (late >= 0) {
      const message = `The time must not be more than ${DUTY_MAX_CLOCK_SKEW_MINUTES} minutes in the future`;
      throw badRequest(message, [{ path: `body.points.${late}.at`, message }]);
    }
    await this.recordTrack(loadId, driverId, body.points);
    return body.points.length;
  }

  /** Demo data and tests write tracks directly, in the caller's transaction. */
  async recordTrack(
    loadId: number,
    driverId: number | null,
    points: ReadonlyArray<{ lat: number; lon: number; at: string }>,
    db?: DbOrTx,
  ): Promise<void> {
    await this.repo.insertLocations(
      points.map((p) => ({ loadId, driverId, lat: p.lat, lon: p.lon, at: new Date(p.at) })),
      db,
    );
  }

  /** A proof-of-delivery document (entity type 4, document type 29) of the driver's own load. */
  async saveProofOfDelivery(driverId: number, loadId: number, file: StagedFile): Promise<DocumentInfo> {
    return this.documents.record(file, {
      entityTypeId: ENTITY_TYPE.load,
      entityId: loadId,
      documentType: DOCUMENT_TYPE.proofOfDelivery,
      uploadedBy: driverId,
    });
  }

  // Load details (back office)

  async statusHistory(loadId: number): Promise<LoadStatusHistoryItem[]> {
    const load = await this.loads.get(loadId);
    return historyItems((await this.loads.extras(load)).history);
  }

  async hoursOfService(loadId: number, now = new Date()): Promise<HoursOfServiceData> {
    const load = await this.loads.get(loadId);
    const { history } = await this.loads.extras(load);
    const period = hosPeriod(history, now);
    const plantName = load.nameLocationDelivery ?? `${load.city_delivery}, ${load.state_code_delivery}`;
    let hours: ServiceHours;
    if (!period || load.user_id === null) {
      const at = now.toISOString();
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

  async generalInfo(loadId: number) {
    const load = await this.loads.get(loadId);
    const last = await this.repo.lastPosition(loadId);
    let lastDuty: { status: ServiceHours['days'][number]['info'][number]['status']; at: string } | null =
      null;
    if (load.user_id !== null) {
      const now = new Date();
      const [event] = (await this.duty.timeline(load.user_id, now, now)).slice(-1);
      lastDuty = event ? { status: event.status, at: event.at } : null;
    }
    return { load, last_position: last ? toPoint(last) : null, last_duty: lastDuty };
  }

  async summary(loadId: number, now = new Date()) {
    const [load, hos, pings, last] = await Promise.all([
      this.loads.get(loadId),
      this.hoursOfService(loadId, now),
      this.repo.countPings(loadId),
      this.repo.lastPosition(loadId),
    ]);
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
 * A load plus rough pickup and delivery positions: loads carry no coordinates on the wire, so the markers
 * sit on the city's centroid (else the state's; `approximate: true`), see `@fletx/contract/geo`.
 */
export function withPositions(load: Load): DriverLoad {
  return {
    ...load,
    pickup: roughPosition(load.city_pickup, load.state_code_pickup),
    delivery: roughPosition(load.city_delivery, load.state_code_delivery),
  };
}
