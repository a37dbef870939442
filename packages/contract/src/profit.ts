import { z } from 'zod';
import { addDays } from './compliance';
import { daysInOrder } from './date-range';
import { envelope } from './errors';
import { labelsOf, nameAsLabel } from './labels';
import { itemsPage, pageQuery } from './paging';
import { sameFields } from './wire';

/**
 * Profit (docs/product.md "Profit", docs/decisions/0045-pay-rules-and-profit.md): what the loads delivered in
 * a period earned, per load, truck, driver, broker or lane. Money in dollars (2 decimals); miles add each
 * load's whole miles, so that the rows add up to the total; a per-mile figure is null when the miles are 0 or
 * unknown.
 */
export const PROFIT_GROUPS = ['load', 'truck', 'driver', 'broker', 'lane'] as const;
export type ProfitGroup = (typeof PROFIT_GROUPS)[number];
/** Load, Truck, Driver, Broker, Lane. */
export const PROFIT_GROUP_LABELS = labelsOf(PROFIT_GROUPS, nameAsLabel);

export const PROFIT_MONEY = [
  'revenue',
  'driverPay',
  'fuel',
  'maintenance',
  'otherCosts',
  'costs',
  'margin',
] as const;
export const PROFIT_SORTS = [
  ...PROFIT_MONEY,
  'loads',
  'miles',
  'revenuePerMile',
  'costPerMile',
  'deadheadShare',
  'label',
] as const;
export type ProfitSort = (typeof PROFIT_SORTS)[number];

/** The longest period one report covers. */
export const PROFIT_MAX_DAYS = 366;
/** The period when none is given: the last 28 days up to today (four whole weeks in the chart). */
export const PROFIT_DEFAULT_DAYS = 28;

export const profitMessages = {
  range: 'The start of the period must come before its end',
  tooLong: `A period is at most ${PROFIT_MAX_DAYS} days`,
  groupBy: `Must be one of ${PROFIT_GROUPS.join(', ')}`,
  day: 'Enter a day from 2000-01-01 to 2100-12-31 (yyyy-MM-dd)',
  sort: `Must be one of ${PROFIT_SORTS.join(', ')}`,
} as const;

/** A report's day: within the years the product deals in, so a period's days never run past year 9999. */
const day = z.iso
  .date({ error: profitMessages.day })
  .refine((d) => d >= '2000-01-01' && d <= '2100-12-31', profitMessages.day);
/** The period's rules read days: they run once both are days (a malformed one is reported as such). */
const onceValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

export const profitQuery = pageQuery
  .extend({
    groupBy: z.enum(PROFIT_GROUPS, { error: profitMessages.groupBy }).default('load'),
    from: day.optional(),
    to: day.optional(),
    sort: z.enum(PROFIT_SORTS, { error: profitMessages.sort }).default('revenue'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((q) => daysInOrder(q.from, q.to), {
    message: profitMessages.range,
    path: ['to'],
    ...onceValid,
  })
  .refine((q) => !q.from || !q.to || addDays(q.from, PROFIT_MAX_DAYS - 1) >= q.to, {
    message: profitMessages.tooLong,
    path: ['from'],
    ...onceValid,
  });
export type ProfitQuery = z.output<typeof profitQuery>;

const money = z.number();
const figures = {
  loads: z.number().int(),
  ...sameFields(money, ...PROFIT_MONEY),
  /** Loaded plus deadhead miles; null when no load of the row has any. */
  miles: z.number().nullable(),
  deadheadMiles: z.number().nullable(),
  /** Deadhead miles ÷ miles (0 to 1). */
  deadheadShare: z.number().nullable(),
  revenuePerMile: z.number().nullable(),
  costPerMile: z.number().nullable(),
  /** Some of the fuel is the fleet's average cost per mile (the truck bought none in the period). */
  fuelEstimated: z.boolean(),
  /**
   * Loads whose truck is run at its owner's cost (the driver owns it or drives it for a third party): no fuel
   * or maintenance of theirs is the carrier's.
   */
  ownerOperatedLoads: z.number().int(),
};

export const profitRow = z.object({
  /** The group's key: a load, truck, driver or broker id, or the lane "TX-GA"; "none" for loads without a truck. */
  key: z.string(),
  label: z.string(),
  ...figures,
});
export type ProfitRow = z.infer<typeof profitRow>;

export const profitTotals = z.object({
  ...figures,
  /** Fuel and work orders of the carrier's trucks that delivered no load in the period: in no row. */
  unallocatedFuel: money,
  unallocatedMaintenance: money,
  /** Fuel and work orders of owner-operated trucks in the period: the owners' costs, counted nowhere. */
  ownerOperatedFuel: money,
  ownerOperatedMaintenance: money,
  /**
   * The carrier's fuel cost per mile in the period (the purchases of its trucks ÷ the miles of their loads).
   */
  fuelCostPerMile: z.number().nullable(),
});
export type ProfitTotals = z.infer<typeof profitTotals>;

/** One week (Monday, UTC) of the period: what its deliveries earned and cost. */
export const profitWeek = z.object({ weekStart: day, ...sameFields(money, 'revenue', 'costs', 'margin') });
export type ProfitWeek = z.infer<typeof profitWeek>;

export const profitReport = itemsPage(profitRow).extend({
  groupBy: z.enum(PROFIT_GROUPS),
  from: day,
  to: day,
  totals: profitTotals,
  weeks: z.array(profitWeek),
});
export type ProfitReport = z.infer<typeof profitReport>;
export const profitResponse = envelope(profitReport);

/** The CSV (`format=csv`): every row of the grouping, in these columns. */
export const PROFIT_CSV_COLUMNS = [
  'key',
  'label',
  'loads',
  ...PROFIT_MONEY,
  'miles',
  'deadheadMiles',
  'deadheadShare',
  'revenuePerMile',
  'costPerMile',
  'fuelEstimated',
  'ownerOperatedLoads',
] as const satisfies ReadonlyArray<keyof ProfitRow>;
