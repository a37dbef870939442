import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { UnitOfWork } from '../../db/unit-of-work';
import { BackgroundDrain } from '../../lib/background-drain';
import type { StopPlace } from '../../lib/stop-position';
import type { MilesService, StopMiles } from '../miles/miles.service';
import { type LoadRow, LoadsRepository } from './loads.repository';

type Stops = Pick<
  LoadRow,
  'pickupZip' | 'pickupCity' | 'pickupState' | 'deliveryZip' | 'deliveryCity' | 'deliveryState'
> &
  Partial<Pick<LoadRow, 'pickupLat' | 'pickupLng' | 'deliveryLat' | 'deliveryLng'>>;

/** The pickup or the delivery of the stops, as the miles module places it. */
const placeOf = (s: Stops, stop: 'pickup' | 'delivery'): StopPlace => ({
  lat: s[`${stop}Lat`] ?? null,
  lon: s[`${stop}Lng`] ?? null,
  zip: s[`${stop}Zip`],
  city: s[`${stop}City`],
  state: s[`${stop}State`],
});
const pickupOf = (s: Stops) => placeOf(s, 'pickup');
const deliveryOf = (s: Stops) => placeOf(s, 'delivery');

const STOP_KEYS = [
  'pickupLat',
  'pickupLng',
  'pickupZip',
  'pickupCity',
  'pickupState',
  'deliveryLat',
  'deliveryLng',
  'deliveryZip',
  'deliveryCity',
  'deliveryState',
] as const;

/** Whether the stops of an edit differ from the stored ones (then the planned miles are planned again). */
export const stopsChanged = (before: Stops, after: Stops) =>
  STOP_KEYS.some((key) => (before[key] ?? null) !== (after[key] ?? null));

/** Statuses of a load that was delivered. */
const DELIVERED: ReadonlyArray<number> = [
  LOAD_STATUS.delivered,
  LOAD_STATUS.ended,
  LOAD_STATUS.deliveryApproved,
];

const tenthsText = (m: StopMiles | null) => (m === null ? null : m.miles.toFixed(1));

/**
 * The miles the loads module keeps on each load (docs/product.md "Miles and IFTA"), numbers from the miles
 * module: planned when the stops are entered (the estimate at once; the route service's miles after the
 * save, in the background), actual and deadhead once delivered.
 */
export class LoadMiles extends BackgroundDrain {
  private readonly repo: LoadsRepository;
  private readonly queued = new Set<number>();

  constructor(
    uow: UnitOfWork,
    private readonly miles: MilesService,
    log: { warn(details: object, message: string): void },
  ) {
    super(uow, log, 'planned route miles', 60 * 60 * 1000);
    this.repo = new LoadsRepository(uow);
  }

  /** The planned miles a load's row starts with: the estimate (null when a stop cannot be placed). */
  planned(stops: Stops): { plannedMiles: string | null; plannedMilesEstimated: boolean } {
    return {
      plannedMiles: tenthsText(this.miles.estimate(pickupOf(stops), deliveryOf(stops))),
      plannedMilesEstimated: true,
    };
  }

  /**
   * After the save: the route service is asked for the load's miles off the request path (a slow service
   * never slows a save); its answer replaces the estimate unless the stops changed meanwhile.
   */
  routeLater(loadId: number): void {
    if (!this.miles.routes) return;
    this.queued.add(loadId);
    this.kick();
  }

  /** Deadhead: the driver's previous delivery to this pickup (the estimate), null without one. */
  async deadhead(load: Stops & Pick<LoadRow, 'id' | 'driverId' | 'pickupOpenAt'>): Promise<string | null> {
    if (load.driverId === null) return null;
    const previous = await this.repo.previousDelivery(load.driverId, load.id, load.pickupOpenAt);
    return previous ? tenthsText(this.miles.estimate(deliveryOf(previous), pickupOf(load))) : null;
  }

  /** The miles a new or edited load's row gets: planned from its stops, deadhead from its driver's last trip. */
  async ofEntry(load: Stops & Pick<LoadRow, 'id' | 'driverId' | 'pickupOpenAt'>) {
    return { ...this.planned(load), deadheadMiles: await this.deadhead(load) };
  }

  /** What a load's row gets when it is delivered: its actual miles from its positions, and its deadhead. */
  async atDelivery(load: LoadRow): Promise<{ actualMiles: string | null; deadheadMiles: string | null }> {
    const actual = await this.miles.actualMiles(load.id);
    return {
      actualMiles: actual === null ? null : actual.toFixed(1),
      deadheadMiles: await this.deadhead(load),
    };
  }

  /**
   * A delivered load's actual and deadhead miles counted again (positions recorded after the delivery, the
   * demo's tracks): a figure derived from the positions, not an edit, so the version stays.
   */
  async settle(loadId: number): Promise<void> {
    const load = await this.repo.findById(loadId);
    if (!load || !DELIVERED.includes(load.statusId)) return;
    await this.repo.setDerivedMiles(loadId, await this.atDelivery(load));
  }

  /**
   * `settle` of many delivered loads at once (the demo's past, its positions recorded in bulk): their actual
   * miles and deadheads read in two statements and written in one a chunk.
   */
  async settleMany(loadIds: ReadonlyArray<number>): Promise<void> {
    const [loads, actual, previous] = [
      (await this.repo.manyById(loadIds)).filter((l) => DELIVERED.includes(l.statusId)),
      await this.miles.actualMilesMany(loadIds),
      await this.repo.previousDeliveries(loadIds),
    ];
    await this.repo.setDerivedMilesMany(
      loads.map((load) => {
        const miles = actual.get(load.id);
        const from = previous.get(load.id);
        return {
          id: load.id,
          actualMiles: miles === undefined ? null : miles.toFixed(1),
          deadheadMiles:
            load.driverId === null || !from
              ? null
              : tenthsText(this.miles.estimate(deliveryOf(from), pickupOf(load))),
        };
      }),
    );
  }

  /** Whether a move to `to` delivers the load. */
  static delivers(to: number): boolean {
    return to === LOAD_STATUS.delivered;
  }

  protected async drain(): Promise<void> {
    for (const id of [...this.queued]) {
      if (this.stopping) return;
      this.queued.delete(id);
      const load = await this.repo.findById(id);
      if (!load?.plannedMilesEstimated) continue;
      const routed = await this.miles.routed(pickupOf(load), deliveryOf(load));
      if (routed) await this.repo.setRoutedMiles(id, load.plannedMiles, routed.miles.toFixed(1));
    }
  }
}
