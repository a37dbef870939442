import { addDays } from '@fletx/contract/compliance';
import {
  PROFIT_DEFAULT_DAYS,
  type ProfitGroup,
  type ProfitQuery,
  type ProfitReport,
  type ProfitRow,
  type ProfitSort,
  type ProfitTotals,
  type ProfitWeek,
} from '@fletx/contract/profit';
import { nextPeriodStart, periodStartOf } from '@fletx/contract/settlements';
import type { CarrierClock, CarrierDays } from '../../lib/carrier-day';
import { centsToDollars } from '../../lib/money';
import { itemsPageOf } from '../../lib/paging';
import { NO_PAY_RULE } from '../read-model/pay-terms';
import type { ProfitLoadRow, ProfitQueries } from '../read-model/profit.queries';
import { type Drivers, ProfitFold } from './profit-fold.mapper';
import { FIGURE, figures, perMile } from './profit-sums';

/** How many delivered loads are read at a time (docs/performance.md, session 23). */
const PART = 5000;

/** `localeCompare`'s order, compared without building the locale's rules at each call (Intl.Collator). */
const { compare: byLocale } = new Intl.Collator();

/**
 * The groups' order: by a figure (unknown figures last, whichever the order; then by label and key) or by
 * label (then key). Groups equal on all of it keep the order they were first read in.
 */
function order(fold: ProfitFold, sort: ProfitSort, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const { keys, labels, groups } = fold;
  const indexes = Array.from({ length: groups.size }, (_, i) => i);
  const byLabel = (a: number, b: number) => byLocale(labels[a] ?? '', labels[b] ?? '');
  const byKey = (a: number, b: number) => byLocale(keys[a] ?? '', keys[b] ?? '');
  if (sort === 'label') return indexes.sort((a, b) => sign * byLabel(a, b) || byKey(a, b));
  // Each group's figure computed once (its sums read into one object), NaN when unknown.
  const value = new Float64Array(groups.size);
  const figure = FIGURE[sort];
  const sums = groups.sums(0);
  for (const i of indexes) value[i] = figure(groups.sums(i, sums)) ?? Number.NaN;
  return indexes.sort((a, b) => {
    const x = value[a] ?? Number.NaN;
    const y = value[b] ?? Number.NaN;
    if (Number.isNaN(x) || Number.isNaN(y))
      return Number.isNaN(x) === Number.isNaN(y) ? 0 : Number.isNaN(x) ? 1 : -1;
    return sign * (x - y) || byLabel(a, b) || byKey(a, b);
  });
}

/** Every Monday (a day, yyyy-MM-dd) from the week of `from` to the week of `to`. */
function weekStarts(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let w = periodStartOf(from); w <= to; w = nextPeriodStart(w)) weeks.push(w);
  return weeks;
}

/**
 * Profit per load, truck, driver, broker or lane over a period (docs/product.md "Profit",
 * docs/decisions/0045-pay-rules-and-profit.md): the loads delivered in it, each with its revenue, driver pay
 * (the pay rule), the carrier's trucks' fuel and work orders spread by miles (an owner-operated truck's
 * are its owner's), OS&D; grouped, sorted, paged, with the totals and the weeks.
 */
export class ProfitService {
  constructor(
    private readonly queries: ProfitQueries,
    private readonly clock: Pick<CarrierClock, 'days'>,
    /** How many delivered loads are read at a time. */
    private readonly part = PART,
  ) {}

  /** The period asked for: `to` the carrier's today and `from` 27 days before it when not given. */
  private period(query: Pick<ProfitQuery, 'from' | 'to'>, days: CarrierDays): { from: string; to: string } {
    const to = query.to ?? (query.from ? addDays(query.from, PROFIT_DEFAULT_DAYS - 1) : days.today);
    return { from: query.from ?? addDays(to, -(PROFIT_DEFAULT_DAYS - 1)), to };
  }

  /**
   * The period's loads folded into the grouping's sums, the weeks' and the totals, in one snapshot. The days
   * and weeks are the carrier's (docs/decisions/0070-carriers-day.md): the window's ends are the carrier's
   * midnights, as instants (the indexes' ranges), and a load's week is that of its carrier's day.
   */
  private async fold(groupBy: ProfitGroup, from: string, to: string, days: CarrierDays): Promise<ProfitFold> {
    const window = { from: days.startOf(from), to: days.startOf(addDays(to, 1)) };
    const q = this.queries;
    return q.read(async () => {
      const deliveries = await q.deliveries(window);
      const fold = new ProfitFold(groupBy, weekStarts(from, to), deliveries.length);
      const drivers: Drivers = {
        trucks: new Map(),
        terms: new Map(),
        noTerms: NO_PAY_RULE,
        ownerOperators: new Set(),
        names: { drivers: new Map(), brokers: new Map() },
      };
      for (let start = 0; start < deliveries.length; start += this.part) {
        const first = deliveries[start] ?? 0;
        const last = deliveries[Math.min(start + this.part, deliveries.length) - 1] ?? first;
        const rows = await q.loadsOf(window, { first, last }, groupBy, days.timeZone);
        await this.meet(rows, drivers);
        fold.add(rows, drivers);
      }
      fold.spreadCosts(await q.fuelByTruck(window), await q.maintenanceByTruck(window));
      return fold;
    });
  }

  /** The trucks, terms and names of the drivers, and the names of the brokers, not met in an earlier part. */
  private async meet(rows: ReadonlyArray<ProfitLoadRow>, drivers: Drivers): Promise<void> {
    const q = this.queries;
    const [newDrivers, newBrokers] = [new Set<number>(), new Set<number>()];
    for (const row of rows) {
      if (row.driverId !== null && !drivers.names.drivers.has(row.driverId)) newDrivers.add(row.driverId);
      if (!drivers.names.brokers.has(row.brokerId)) newBrokers.add(row.brokerId);
    }
    if (newDrivers.size > 0) {
      const ids = [...newDrivers];
      for (const [id, truck] of await q.trucksOf(ids)) drivers.trucks.set(id, truck);
      for (const [id, terms] of await q.payTermsOf(ids)) drivers.terms.set(id, terms);
      for (const id of await q.ownerOperatorsOf(ids)) drivers.ownerOperators.add(id);
      const names = await q.driverNamesOf(ids);
      for (const id of ids) drivers.names.drivers.set(id, names.get(id) ?? null);
    }
    if (newBrokers.size > 0) {
      const names = await q.brokerNamesOf([...newBrokers]);
      for (const id of newBrokers) drivers.names.brokers.set(id, names.get(id) ?? String(id));
    }
  }

  /** The groups in order (indexes into `fold`), with the totals and weeks. */
  private async sorted(query: ProfitQuery) {
    const days = await this.clock.days();
    const { from, to } = this.period(query, days);
    const fold = await this.fold(query.groupBy, from, to, days);
    const rowOf = (i: number): ProfitRow => ({
      key: fold.keys[i] ?? '',
      label: fold.labels[i] ?? '',
      ...figures(fold.groups.sums(i)),
    });
    const totals: ProfitTotals = {
      ...figures(fold.total.sums(0)),
      unallocatedFuel: centsToDollars(fold.unallocatedFuel),
      unallocatedMaintenance: centsToDollars(fold.unallocatedMaintenance),
      ownerOperatedFuel: centsToDollars(fold.ownerOperatedFuel),
      ownerOperatedMaintenance: centsToDollars(fold.ownerOperatedMaintenance),
      fuelCostPerMile: fold.fuelRate ? perMile(fold.fuelRate.cents, fold.fuelRate.tenths) : null,
    };
    const weeks: ProfitWeek[] = weekStarts(from, to).map((weekStart, i) => {
      const f = figures(fold.weeks.sums(i));
      return { weekStart, revenue: f.revenue, costs: f.costs, margin: f.margin };
    });
    return { order: order(fold, query.sort, query.order), rowOf, totals, weeks, from, to };
  }

  /** Every row of the grouping, sorted, with the totals and weeks. */
  async rows(query: ProfitQuery) {
    const { order, rowOf, totals, weeks, from, to } = await this.sorted(query);
    return { rows: order.map(rowOf), totals, weeks, from, to };
  }

  async report(query: ProfitQuery & { groupBy: ProfitGroup }, paging: { page: number; take: number }) {
    const { order, rowOf, totals, weeks, from, to } = await this.sorted(query);
    const start = (paging.page - 1) * paging.take;
    const report: ProfitReport = {
      ...itemsPageOf(order.slice(start, start + paging.take).map(rowOf), order.length, paging),
      groupBy: query.groupBy,
      from,
      to,
      totals,
      weeks,
    };
    return report;
  }
}
