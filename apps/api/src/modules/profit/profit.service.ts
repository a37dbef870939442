import { addDays, utcDay } from '@fletx/contract/compliance';
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
import type { Clock } from '../../lib/clock';
import { centsToDollars } from '../../lib/money';
import { itemsPageOf } from '../../lib/paging';
import { NO_PAY_RULE } from '../read-model/pay-terms';
import type { ProfitQueries } from '../read-model/profit.queries';
import { groupOf, type LoadProfit, loadProfits, type ProfitAmounts } from './profit.mapper';

/** Sums of a group, in cents and tenths of a mile. */
interface Sums extends ProfitAmounts {
  loads: number;
}

const addMiles = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

const emptySums = (): Sums => ({
  loads: 0,
  revenue: 0,
  driverPay: 0,
  fuel: 0,
  maintenance: 0,
  otherCosts: 0,
  miles: null,
  deadhead: null,
  fuelEstimated: false,
});

/** Adds a load's profit to a group's sums, in place: a year of a large fleet is many loads, copied never. */
function addTo(s: Sums, p: LoadProfit): void {
  s.loads += 1;
  s.revenue += p.revenue;
  s.driverPay += p.driverPay;
  s.fuel += p.fuel;
  s.maintenance += p.maintenance;
  s.otherCosts += p.otherCosts;
  s.miles = addMiles(s.miles, p.miles);
  s.deadhead = addMiles(s.deadhead, p.deadhead);
  s.fuelEstimated = s.fuelEstimated || p.fuelEstimated;
}

/** Dollars per mile to the cent: cents ÷ tenths of a mile; null without miles. */
const perMile = (cents: number, tenths: number | null) =>
  tenths ? Math.round((cents * 10) / tenths) / 100 : null;

function figures(s: Sums) {
  const costs = s.driverPay + s.fuel + s.maintenance + s.otherCosts;
  return {
    loads: s.loads,
    revenue: centsToDollars(s.revenue),
    driverPay: centsToDollars(s.driverPay),
    fuel: centsToDollars(s.fuel),
    maintenance: centsToDollars(s.maintenance),
    otherCosts: centsToDollars(s.otherCosts),
    costs: centsToDollars(costs),
    margin: centsToDollars(s.revenue - costs),
    miles: s.miles === null ? null : s.miles / 10,
    deadheadMiles: s.deadhead === null ? null : s.deadhead / 10,
    deadheadShare: s.miles && s.deadhead !== null ? Math.round((s.deadhead * 1000) / s.miles) / 1000 : null,
    revenuePerMile: perMile(s.revenue, s.miles),
    costPerMile: perMile(costs, s.miles),
    fuelEstimated: s.fuelEstimated,
  };
}

/** `localeCompare`'s order, compared without building the locale's rules at each call (Intl.Collator). */
const { compare: byLocale } = new Intl.Collator();

function compare(sort: ProfitSort, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return (a: ProfitRow, b: ProfitRow): number => {
    if (sort === 'label') return sign * byLocale(a.label, b.label) || byLocale(a.key, b.key);
    const [x, y] = [a[sort], b[sort]];
    // Unknown figures (no miles) last, whichever the order.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y) || byLocale(a.label, b.label) || byLocale(a.key, b.key);
  };
}

const DAY_MS = 86_400_000;

/** Every Monday (UTC) from the week of `from` to the week of `to`, with its deliveries' sums. */
function weeksOf(parts: ReadonlyArray<LoadProfit>, from: string, to: string): ProfitWeek[] {
  const byWeek = new Map<string, Sums>();
  // The week of each UTC day once, not of each load.
  const weekOfDay = new Map<number, string>();
  for (const p of parts) {
    const day = Math.floor(p.load.deliveredAt.getTime() / DAY_MS);
    let week = weekOfDay.get(day);
    if (week === undefined) {
      week = periodStartOf(p.load.deliveredAt);
      weekOfDay.set(day, week);
    }
    let sums = byWeek.get(week);
    if (!sums) {
      sums = emptySums();
      byWeek.set(week, sums);
    }
    addTo(sums, p);
  }
  const weeks: ProfitWeek[] = [];
  for (let w = periodStartOf(from); w <= to; w = nextPeriodStart(w)) {
    const f = figures(byWeek.get(w) ?? emptySums());
    weeks.push({ weekStart: w, revenue: f.revenue, costs: f.costs, margin: f.margin });
  }
  return weeks;
}

/**
 * Profit per load, truck, driver, broker or lane over a period (docs/product.md "Profit",
 * docs/decisions/0045-pay-rules-and-profit.md): the loads delivered in it, each with its revenue, driver pay
 * (the pay rule), fuel and work orders spread by miles, OS&D; grouped, sorted, paged, with the totals and
 * the weeks.
 */
export class ProfitService {
  constructor(
    private readonly queries: ProfitQueries,
    private readonly clock: Clock,
  ) {}

  /** The period asked for: `to` today (UTC) and `from` 27 days before it when not given. */
  period(query: Pick<ProfitQuery, 'from' | 'to'>): { from: string; to: string } {
    const to =
      query.to ?? (query.from ? addDays(query.from, PROFIT_DEFAULT_DAYS - 1) : utcDay(this.clock.now()));
    return { from: query.from ?? addDays(to, -(PROFIT_DEFAULT_DAYS - 1)), to };
  }

  /** Every row of the grouping, sorted, with the totals and weeks. */
  async rows(query: ProfitQuery) {
    const { from, to } = this.period(query);
    const window = { from: new Date(`${from}T00:00:00Z`), to: new Date(`${addDays(to, 1)}T00:00:00Z`) };
    const loads = await this.queries.deliveredLoads(window);
    const driverIds = [...new Set(loads.flatMap((l) => (l.driverId === null ? [] : [l.driverId])))];
    const [trucks, terms, fuel, maintenance] = await Promise.all([
      this.queries.trucksOf(driverIds),
      this.queries.payTermsOf(driverIds),
      this.queries.fuelByTruck(window),
      this.queries.maintenanceByTruck(window),
    ]);
    const profits = loadProfits({ loads, trucks, terms, fuel, maintenance, noTerms: NO_PAY_RULE });
    const groups = new Map<string, { label: string; sums: Sums }>();
    const all = emptySums();
    for (const p of profits.loads) {
      const { key, label } = groupOf(p, query.groupBy);
      let group = groups.get(key);
      if (!group) {
        group = { label, sums: emptySums() };
        groups.set(key, group);
      }
      addTo(group.sums, p);
      addTo(all, p);
    }
    const rows: ProfitRow[] = [...groups].map(([key, g]) => ({ key, label: g.label, ...figures(g.sums) }));
    rows.sort(compare(query.sort, query.order));
    const totals: ProfitTotals = {
      ...figures(all),
      unallocatedFuel: centsToDollars(profits.unallocatedFuel),
      unallocatedMaintenance: centsToDollars(profits.unallocatedMaintenance),
      fuelCostPerMile: profits.fuelRate ? perMile(profits.fuelRate.cents, profits.fuelRate.tenths) : null,
    };
    return { rows, totals, weeks: weeksOf(profits.loads, from, to), from, to };
  }

  async report(query: ProfitQuery & { groupBy: ProfitGroup }, paging: { page: number; take: number }) {
    const { rows, totals, weeks, from, to } = await this.rows(query);
    const start = (paging.page - 1) * paging.take;
    const report: ProfitReport = {
      ...itemsPageOf(rows.slice(start, start + paging.take), rows.length, paging),
      groupBy: query.groupBy,
      from,
      to,
      totals,
      weeks,
    };
    return report;
  }
}
