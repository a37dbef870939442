import { z } from 'zod';
import { fieldMessages } from './messages';
import { formatUsd } from './money';
import { computeStatement, percentOf, QUICK_PAY_DISCOUNT_BASIS_POINTS, type Statement } from './statement';
import { STOPS } from './stops';

/**
 * Driver pay rules (docs/product.md "Driver pay rules", docs/decisions/0045-pay-rules-and-profit.md). A driver
 * without a rule is paid as always: the load's gross less the 15 % product fee (packages/contract/src/statement.ts).
 *
 * What `rate` means per kind (dollars and percents as written, held exactly in thousandths):
 * - percent: the percent of the gross (trip rate + accessorials − OS&D) the driver keeps; the carrier's share
 *   is the rest, rounded half-up like the product fee — so 85 is exactly today's 15 % fee.
 * - perMile: dollars per mile (up to 3 decimals, 0.625 = 62.5 cents) × the load's miles — actual, else
 *   planned, else the distance typed on the load — plus its deadhead miles.
 * - perLoadedMile: dollars per mile × the load's miles without deadhead.
 * - flat: dollars per load.
 * Every kind adds `extraStopPay` per stop beyond the first pickup and delivery, and `detentionPerHour` per
 * billable hour (beyond DETENTION_FREE_MINUTES at each stop, counted in whole quarter hours).
 */
export const PAY_RULE_KINDS = ['percent', 'perMile', 'perLoadedMile', 'flat'] as const;
export type PayRuleKind = (typeof PAY_RULE_KINDS)[number];

export const PAY_RULE_LABELS: Readonly<Record<PayRuleKind, string>> = {
  percent: 'Percent of gross',
  perMile: 'Per mile (with deadhead)',
  perLoadedMile: 'Per loaded mile',
  flat: 'Flat per load',
};

/** Free waiting time at each stop before detention is paid. */
export const DETENTION_FREE_MINUTES = 120;
const QUARTER_HOUR = 15;

export const payRuleMessages = {
  percent: 'Must be a percentage between 0 and 100 (at most 2 decimals)',
  perMile: 'Must be dollars per mile between 0.001 and 20 (at most 3 decimals)',
  flat: 'Must be an amount between 0.01 and 100000 (at most 2 decimals)',
  money: 'Must be an amount between 0 and 10000 (at most 2 decimals)',
} as const;

const RATE_LIMITS: Readonly<Record<PayRuleKind, { max: number; decimals: number; message: string }>> = {
  percent: { max: 100, decimals: 2, message: payRuleMessages.percent },
  perMile: { max: 20, decimals: 3, message: payRuleMessages.perMile },
  perLoadedMile: { max: 20, decimals: 3, message: payRuleMessages.perMile },
  flat: { max: 100000, decimals: 2, message: payRuleMessages.flat },
};

/** `^digits(.up to n decimals)$`, built once per n (the pay of each load of a period reads its rate). */
const decimalPatterns = new Map<number, RegExp>();
function decimalPattern(decimals: number): RegExp {
  let pattern = decimalPatterns.get(decimals);
  if (!pattern) {
    pattern = new RegExp(`^(\\d{1,9})(?:\\.(\\d{1,${decimals}}))?$`);
    decimalPatterns.set(decimals, pattern);
  }
  return pattern;
}

/** A number or numeric text → thousandths, exactly (no float product); null when not a plain decimal. */
export function thousandths(value: number | string, decimals = 3): number | null {
  const text = String(value).trim();
  const m = decimalPattern(decimals).exec(text);
  if (!m) return null;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}

const amountInput = z.union([z.number(), z.string()]);

export const payRuleSchema = z
  .object({ kind: z.enum(PAY_RULE_KINDS, { error: fieldMessages.required }), rate: amountInput })
  .superRefine((rule, ctx) => {
    const limits = RATE_LIMITS[rule.kind];
    const k = thousandths(rule.rate, limits.decimals);
    const positive = rule.kind === 'percent' ? k !== null : k !== null && k > 0;
    if (!positive || (k ?? 0) > limits.max * 1000)
      ctx.addIssue({ code: 'custom', path: ['rate'], message: limits.message });
  })
  .transform((rule) => ({ kind: rule.kind, rate: Number(rule.rate) }));
export type PayRule = z.output<typeof payRuleSchema>;

/**
 * The driver form's rule: null, or an object whose kind is empty (a form's "Product fee"), is the product fee;
 * otherwise a rule, its rate's message under `rate`.
 */
export const payRuleField = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && 'kind' in v && v.kind === '' ? null : v),
  payRuleSchema.nullable(),
);

/** Extra-stop pay and detention per hour: dollars, 0 to 10 000, at most 2 decimals; empty is 0. */
export const payAmountField = amountInput
  .transform((v) => (String(v).trim() === '' ? '0' : v))
  .refine((v) => {
    const k = thousandths(v, 2);
    return k !== null && k <= 10_000_000;
  }, payRuleMessages.money)
  .transform(Number);

/** A driver's pay terms as the settlements use them, money in cents and the rate in thousandths. */
export interface PayTerms {
  rule: PayRule | null;
  extraStopPayCents: number;
  detentionPerHourCents: number;
}

/** What a load brings to the pay: its approved statement's inputs, miles (tenths), stops and waits. */
export interface PayInput {
  tripRate: number;
  accessorials: ReadonlyArray<number>;
  osd: ReadonlyArray<number>;
  quickPay: boolean;
  /** Loaded miles in tenths (actual, else planned, else typed); null when none is known. */
  loadedMilesTenths: number | null;
  deadheadMilesTenths: number | null;
  stops?: number;
  /** Minutes waited at each stop (arrival → loaded, arrival → delivered). */
  waits?: ReadonlyArray<number>;
}

export interface LoadPay {
  statement: Statement;
  /** The miles the rule paid (tenths), null for kinds not paid by the mile or when unknown. */
  paidMilesTenths: number | null;
  basePay: number;
  extraStops: number;
  extraStopPay: number;
  detentionMinutes: number;
  detentionPay: number;
  /** What the rule pays before the quick-pay discount: gross − the carrier's share. */
  driverPay: number;
  /** How the line reads, e.g. "Per mile $0.62 × 812 mi" (written when read). */
  basis: string;
}

/** Whole quarter hours waited beyond the free time, summed over the stops, in minutes. */
export function detentionMinutes(waits: ReadonlyArray<number>): number {
  return waits.reduce((sum, w) => {
    const billable = Math.max(0, w - DETENTION_FREE_MINUTES);
    return sum + Math.floor(billable / QUARTER_HOUR) * QUARTER_HOUR;
  }, 0);
}

/** `toLocaleString('en-US', …)`'s text, from one formatter (made once: `toLocaleString` with options builds one per call). */
const milesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const miles = (tenths: number) => `${milesFormat.format(tenths / 10)} mi`;
const perMileRate = (k: number) => `$${(k / 1000).toFixed(k % 10 === 0 ? 2 : 3)}`;

/** The rule's base pay in cents and how it reads (written when asked: a period's report reads only the pay). */
function basePayOf(rule: PayRule, gross: number, input: PayInput) {
  const k = thousandths(rule.rate) ?? 0;
  if (rule.kind === 'percent') {
    const carrierShare = gross > 0 ? Math.floor((gross * (100_000 - k) + 50_000) / 100_000) : 0;
    return {
      pay: gross - carrierShare,
      paidMiles: null,
      basis: () => `Percent ${rule.rate} % of ${formatUsd(gross)}`,
    };
  }
  if (rule.kind === 'flat') return { pay: k / 10, paidMiles: null, basis: () => `Flat ${formatUsd(k / 10)}` };
  const loaded = input.loadedMilesTenths;
  const deadhead = rule.kind === 'perMile' ? (input.deadheadMilesTenths ?? 0) : 0;
  const label = rule.kind === 'perMile' ? 'Per mile' : 'Per loaded mile';
  if (loaded === null)
    return { pay: 0, paidMiles: null, basis: () => `${label} ${perMileRate(k)} × miles unknown` };
  const paid = loaded + deadhead;
  return {
    pay: Math.floor((k * paid + 50) / 100),
    paidMiles: paid,
    basis: () =>
      `${label} ${perMileRate(k)} × ${miles(paid)}${deadhead > 0 ? ` (${miles(deadhead)} deadhead)` : ''}`,
  };
}

/**
 * A load's statement under the driver's terms. Without a rule it is computeStatement unchanged. With one,
 * the gross and the quick-pay discount stay the approved statement's (1.5 % of the gross), the driver's pay
 * is the rule's, and `productFee` is the carrier's share: gross − pay (negative when the pay is more).
 */
export function computeLoadPay(input: PayInput, terms: PayTerms): LoadPay {
  const base = computeStatement(input);
  const extraStops = Math.max(0, (input.stops ?? STOPS.length) - STOPS.length);
  const waited = detentionMinutes(input.waits ?? []);
  if (!terms.rule) {
    return {
      statement: base,
      paidMilesTenths: null,
      basePay: base.gross - base.productFee,
      extraStops: 0,
      extraStopPay: 0,
      detentionMinutes: 0,
      detentionPay: 0,
      driverPay: base.gross - base.productFee,
      basis: 'Product fee 15 %',
    };
  }
  const rule = basePayOf(terms.rule, base.gross, input);
  const extraStopPay = extraStops * terms.extraStopPayCents;
  const detentionPay = Math.floor((terms.detentionPerHourCents * waited + 30) / 60);
  const driverPay = rule.pay + extraStopPay + detentionPay;
  const quickPayDiscount = input.quickPay ? percentOf(base.gross, QUICK_PAY_DISCOUNT_BASIS_POINTS) : 0;
  return {
    statement: {
      ...base,
      productFee: base.gross - driverPay,
      quickPayDiscount,
      net: driverPay - quickPayDiscount,
    },
    paidMilesTenths: rule.paidMiles,
    basePay: rule.pay,
    extraStops,
    extraStopPay,
    detentionMinutes: waited,
    detentionPay,
    driverPay,
    get basis() {
      const extras = [
        extraStops > 0
          ? `${extraStops} extra stop${extraStops > 1 ? 's' : ''} ${formatUsd(extraStopPay)}`
          : '',
        detentionPay > 0 ? `detention ${waited / 60} h ${formatUsd(detentionPay)}` : '',
      ].filter(Boolean);
      return [rule.basis(), ...extras].join(' + ');
    },
  };
}

/** Numeric text of miles (one decimal) → tenths; null stays null. */
export const milesTenths = (value: string | number | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10);
