import type { LatLon } from '@fletx/contract/geo';
import type { MileageGap, MileageGapListQuery, MilesEstimateQuery } from '@fletx/contract/miles';
import type { UnitOfWork } from '../../db/unit-of-work';
import { BackgroundDrain } from '../../lib/background-drain';
import type { CarrierClock } from '../../lib/carrier-day';
import { isoString } from '../../lib/iso-time';
import { itemsPageOf, pageRequest } from '../../lib/paging';
import { type StopPlace, stopPosition } from '../../lib/stop-position';
import type { StateMilesQueries } from '../read-model/state-miles.queries';
import { type MileageGapRow, MilesRepository } from './miles.repository';
import { estimatedRoadMiles, routeMiles } from './planned-miles';
import { countTrack, type TrackPoint } from './state-split';

export interface RoutingOptions {
  /** ROUTING_URL: an OSRM-compatible route service; unset, miles are estimated from the straight line. */
  url?: string | undefined;
  /** How long one route may take before the estimate stands. */
  timeoutMs?: number;
}

/** Planned (or deadhead) miles between two stops, and whether they are an estimate. */
export interface StopMiles {
  miles: number;
  estimated: boolean;
}

const byTime = (a: TrackPoint, b: TrackPoint) => a.at.getTime() - b.at.getTime();

const gapWire = (row: MileageGapRow): MileageGap => ({
  id: row.id,
  truckId: row.truckId,
  loadId: row.loadId,
  from: isoString(row.fromAt),
  to: isoString(row.toAt),
  fromPosition: { lat: row.fromLat, lon: row.fromLon },
  toPosition: { lat: row.toLat, lon: row.toLon },
  miles: Number(row.miles),
  suggestedMiles: row.suggestedMiles === null ? null : Number(row.suggestedMiles),
});

/**
 * Miles (docs/product.md "Miles and IFTA"): the state miles of each truck counted as its positions arrive,
 * the gaps listed for review, and the miles between stops (the route service's, or the estimate).
 */
export class MilesService {
  private readonly repo: MilesRepository;
  /** The route service's miles for new gaps, asked after the positions' transaction. */
  readonly suggestions: GapSuggestions;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: StateMilesQueries,
    private readonly routing: RoutingOptions,
    log: { warn(details: object, message: string): void },
    /** Whose days the miles are dated by (docs/decisions/0070-carriers-day.md). */
    private readonly carrier: Pick<CarrierClock, 'days'>,
  ) {
    this.repo = new MilesRepository(uow);
    this.suggestions = new GapSuggestions(uow, log, this.repo, (a, b) => this.route(a, b));
  }

  /** Whether a route service is configured. */
  get routes(): boolean {
    return this.routing.url !== undefined;
  }

  /**
   * Counts a load's new positions into its truck's state miles, in the transaction that stored them. A
   * position earlier than the last one counted makes the load be counted again from all its positions
   * (`allPositions`, which must include the new ones). Without a truck for the load's driver nothing is
   * counted (there is no truck to count for). Answers whether a gap was listed.
   */
  async countPositions(
    loadId: number,
    points: ReadonlyArray<TrackPoint>,
    allPositions: () => Promise<TrackPoint[]>,
  ): Promise<boolean> {
    if (points.length === 0) return false;
    return this.uow.transaction(async () => {
      const truckId = await this.queries.truckOfLoad(loadId);
      if (truckId === undefined) return false;
      const cursor = await this.repo.lockCursor(loadId);
      const sorted = [...points].sort(byTime);
      const first = sorted[0];
      let start: TrackPoint | undefined;
      let before = 0;
      let track = sorted;
      if (cursor && first && first.at.getTime() < cursor.lastAt.getTime()) {
        await this.repo.clearLoad(loadId);
        track = (await allPositions()).sort(byTime);
      } else if (cursor) {
        start = { lat: cursor.lastLat, lon: cursor.lastLon, at: cursor.lastAt };
        before = cursor.positions;
      }
      const counted = countTrack(start, track, (await this.carrier.days()).timeZone);
      await this.repo.addMiles([{ truckId, loadId, miles: counted.miles }]);
      const gaps = await this.repo.addGaps([{ truckId, loadId, gaps: counted.gaps }]);
      if (counted.last)
        await this.repo.saveCursors([
          { truckId, loadId, last: counted.last, positions: before + counted.counted },
        ]);
      return gaps.length > 0;
    });
  }

  /**
   * `countPositions` of many loads' new positions at once, in a few statements (the demo's tracks): the loads
   * counted for the first time are counted here together; one counted before goes through `countPositions`.
   */
  async countTracks(
    tracks: ReadonlyArray<{ loadId: number; points: ReadonlyArray<TrackPoint> }>,
    allPositions: (loadId: number) => Promise<TrackPoint[]>,
  ): Promise<boolean> {
    // A load named twice is counted once, from all its new positions.
    const byLoad = new Map<number, TrackPoint[]>();
    for (const { loadId, points } of tracks) byLoad.set(loadId, [...(byLoad.get(loadId) ?? []), ...points]);
    return this.uow.transaction(async () => {
      const { timeZone } = await this.carrier.days();
      const ids = [...byLoad].filter(([, points]) => points.length > 0).map(([loadId]) => loadId);
      const trucks = await this.queries.trucksOfLoads(ids);
      const cursors = await this.repo.cursors(ids);
      const counts: Array<{ truckId: number; loadId: number } & ReturnType<typeof countTrack>> = [];
      let listed = false;
      for (const [loadId, points] of byLoad) {
        const truckId = trucks.get(loadId);
        if (truckId === undefined || points.length === 0) continue;
        if (cursors.has(loadId))
          listed = (await this.countPositions(loadId, points, () => allPositions(loadId))) || listed;
        else counts.push({ truckId, loadId, ...countTrack(undefined, [...points].sort(byTime), timeZone) });
      }
      await this.repo.addMiles(counts);
      const gaps = await this.repo.addGaps(counts);
      await this.repo.saveCursors(
        counts.flatMap(({ truckId, loadId, last, counted }) =>
          last ? [{ truckId, loadId, last, positions: counted }] : [],
        ),
      );
      return listed || gaps.length > 0;
    });
  }

  /** After the transaction that listed gaps: their route miles, in the background, when routing is set. */
  gapsListed(): void {
    if (this.routes) this.suggestions.kick();
  }

  /**
   * A load's actual miles: its state miles plus its gaps' miles, to one decimal; null when none were counted
   * (no positions, or no truck to count them for): never a 0 presented as a distance.
   */
  async actualMiles(loadId: number): Promise<number | null> {
    const miles = await this.repo.loadMiles(loadId);
    return miles === null ? null : Math.round(miles * 10) / 10;
  }

  /** `actualMiles` of many loads at once; a load with no positions counted is not in the answer. */
  async actualMilesMany(loadIds: ReadonlyArray<number>): Promise<Map<number, number>> {
    const miles = await this.repo.loadMilesMany(loadIds);
    return new Map([...miles].map(([id, m]) => [id, Math.round(m * 10) / 10]));
  }

  /** The estimate between two stops (straight line × road factor), or null when a stop cannot be placed. */
  estimate(from: StopPlace, to: StopPlace): StopMiles | null {
    const a = stopPosition(from);
    const b = stopPosition(to);
    return a && b ? { miles: estimatedRoadMiles(a, b), estimated: true } : null;
  }

  /** `GET /api/miles/estimate`: the estimate between two places, to a tenth of a mile, or null. */
  estimateBetween(q: MilesEstimateQuery): number | null {
    const place = (city: string, state: string, zip: string) => ({ lat: null, lon: null, city, state, zip });
    const estimate = this.estimate(
      place(q.fromCity, q.fromState, q.fromZip),
      place(q.toCity, q.toState, q.toZip),
    );
    return estimate === null ? null : Math.round(estimate.miles * 10) / 10;
  }

  /** The route service's miles between two stops, or null (not configured, no answer in time, no route). */
  async routed(from: StopPlace, to: StopPlace): Promise<StopMiles | null> {
    const a = stopPosition(from);
    const b = stopPosition(to);
    if (!a || !b) return null;
    const miles = await this.route(a, b);
    return miles === null ? null : { miles, estimated: false };
  }

  private route(a: LatLon, b: LatLon): Promise<number | null> {
    const url = this.routing.url;
    return url ? routeMiles(url, a, b, this.routing.timeoutMs ?? 3000) : Promise.resolve(null);
  }

  /** `GET /api/miles/gaps`: newest first, of a period and a truck. */
  async gaps(query: MileageGapListQuery) {
    const request = pageRequest(query);
    const { rows, total } = await this.repo.gapPage(
      {
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        truckId: query.truckId,
      },
      request,
    );
    return itemsPageOf(rows.map(gapWire), total, request);
  }
}

/** Asks the route service for the miles of gaps that have none yet; one that fails is asked again later. */
class GapSuggestions extends BackgroundDrain {
  constructor(
    uow: UnitOfWork,
    log: { warn(details: object, message: string): void },
    private readonly repo: MilesRepository,
    private readonly route: (a: LatLon, b: LatLon) => Promise<number | null>,
  ) {
    super(uow, log, 'gap route miles', 15 * 60 * 1000);
  }

  protected async drain(): Promise<void> {
    for (const gap of await this.repo.unsuggested(50)) {
      if (this.stopping) return;
      const miles = await this.route(
        { lat: gap.fromLat, lon: gap.fromLon },
        { lat: gap.toLat, lon: gap.toLon },
      );
      if (miles !== null) await this.repo.setSuggested(gap.id, miles);
    }
  }
}
