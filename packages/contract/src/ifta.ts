import { z } from 'zod';
import { envelope } from './errors';
import { jurisdictionCode } from './jurisdictions';
import { digitsText } from './validation';

/**
 * The quarterly IFTA report (docs/product.md "IFTA", docs/decisions/0044-fuel-and-ifta.md). Rounding, as the
 * return's schedule does it: miles and gallons whole per jurisdiction, the fleet's MPG to 2 decimals, tax
 * to the cent per jurisdiction; totals add the rounded rows.
 */
export const QUARTERS = [1, 2, 3, 4] as const;
export const MAX_RATE = 10;

export const iftaMessages = {
  year: 'Enter the year as 4 digits, 2000 to 2100',
  quarter: 'Choose the quarter: 1, 2, 3 or 4',
  future: 'This quarter has not started yet: choose the current quarter or an earlier one',
  notOver: 'This quarter is not over yet: close it once it has ended',
  closed: 'This quarter is closed: its report is frozen. An Admin user can reopen it',
  notClosed: 'This quarter is not closed',
  rate: `Enter the rate in dollars per gallon, 0 to ${MAX_RATE}, with at most 4 decimals`,
  jurisdiction: 'Enter the two-letter code of a US state or Canadian province, e.g. TX or ON',
  repeated: 'Each jurisdiction once: this one is listed twice',
  ratesCsv: 'The rates file must hold lines of jurisdiction,rate (a header line is allowed)',
  ratesSaved: 'The rates have been saved.',
  closedDone: 'The quarter is closed: its report is frozen as it is now.',
  reopened: 'The quarter is open again: its report follows the data again.',
  // Warnings listed on the report (never a wrong number presented as right).
  missingRate: (code: string) =>
    `No rate for ${code}: its tax is left out of the total until a rate is entered`,
  unknownMiles: (miles: number) =>
    `${miles.toLocaleString('en-US')} miles where no boundary says the state: review the trucks' positions`,
  gaps: (count: number, miles: number) =>
    `${count} gap${count === 1 ? '' : 's'} in the positions (${miles.toLocaleString('en-US')} straight-line miles) not counted: review them`,
  noFuel: 'No fuel purchases in this quarter: the fleet MPG cannot be computed',
  inProgress: 'The quarter is not over yet: the figures will still change',
  deadline: (year: number, quarter: number, due: string, days: number) =>
    `IFTA return for Q${quarter} ${year} is due on ${due} (${days} day${days === 1 ? '' : 's'} left)`,
} as const;

const yearField = digitsText(4, iftaMessages.year).pipe(
  z.number().int().min(2000, iftaMessages.year).max(2100, iftaMessages.year),
);
const quarterField = digitsText(1, iftaMessages.quarter).pipe(
  z.number().int().min(1, iftaMessages.quarter).max(4, iftaMessages.quarter),
);

export const iftaQuarterQuery = z.object({ year: yearField, quarter: quarterField });
export type IftaQuarterQuery = z.output<typeof iftaQuarterQuery>;
export const iftaReportQuery = iftaQuarterQuery.extend({
  format: z.enum(['json', 'csv', 'pdf']).optional(),
});

const rateValue = z
  .number(iftaMessages.rate)
  .min(0, iftaMessages.rate)
  .max(MAX_RATE, iftaMessages.rate)
  .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, iftaMessages.rate);
const codeField = z.string(iftaMessages.jurisdiction).transform((value, ctx) => {
  const code = jurisdictionCode(value);
  if (!code) ctx.addIssue({ code: 'custom', message: iftaMessages.jurisdiction });
  return code ?? z.NEVER;
});

/** `PUT /api/ifta/rates?year&quarter`: the quarter's whole table (a jurisdiction left out has no rate). */
export const iftaRatesBody = z.object({
  rates: z
    .array(z.object({ code: codeField, rate: rateValue }))
    .max(80)
    .superRefine((rates, ctx) => {
      const seen = new Set<string>();
      rates.forEach((r, i) => {
        if (seen.has(r.code))
          ctx.addIssue({ code: 'custom', message: iftaMessages.repeated, path: [i, 'code'] });
        seen.add(r.code);
      });
    }),
});
export type IftaRatesBody = z.output<typeof iftaRatesBody>;

export const iftaRatesSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  closed: z.boolean(),
  rates: z.array(z.object({ code: z.string(), rate: z.number() })),
});
export type IftaRates = z.infer<typeof iftaRatesSchema>;
export const iftaRatesResponse = envelope(iftaRatesSchema);
export type IftaRatesResponse = z.infer<typeof iftaRatesResponse>;

export const iftaJurisdictionSchema = z.object({
  code: z.string(),
  miles: z.number(),
  taxableGallons: z.number(),
  paidGallons: z.number(),
  netGallons: z.number(),
  /** Dollars per gallon; null when missing (the row's tax is then null, not 0). */
  rate: z.number().nullable(),
  /** Dollars, to the cent: positive due, negative a credit; null without a rate. */
  tax: z.number().nullable(),
  /** False for AK, HI, DC and the territories: miles counted, no tax. */
  ifta: z.boolean(),
});
export type IftaJurisdiction = z.infer<typeof iftaJurisdictionSchema>;

export const iftaGapSchema = z.object({
  truckId: z.number().int(),
  /** The truck's unit number; a quarter closed before the reports carried it has none (its snapshot is kept). */
  truckNumber: z.string().optional(),
  loadId: z.number().int(),
  from: z.string(),
  to: z.string(),
  miles: z.number(),
  suggestedMiles: z.number().nullable(),
});

export const iftaReportSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  /** Miles per gallon, 2 decimals; null when there is no fuel or no miles. */
  fleetMpg: z.number().nullable(),
  jurisdictions: z.array(iftaJurisdictionSchema),
  totalMiles: z.number(),
  totalGallons: z.number(),
  /** Tax due (credits subtracted) over the rows that have a rate. */
  totalTax: z.number(),
  /** Miles in `??` (no boundary): listed, not counted. */
  unassignedMiles: z.number(),
  gaps: z.array(iftaGapSchema),
  warnings: z.array(z.string()),
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  /** The filing deadline: the last day of the month after the quarter. */
  dueOn: z.string(),
  generatedAt: z.string(),
});
export type IftaReport = z.infer<typeof iftaReportSchema>;
export const iftaReportResponse = envelope(iftaReportSchema);

/** The first and last day (yyyy-MM-dd) of a quarter. */
export function quarterDays(year: number, quarter: number): { from: string; to: string } {
  const start = new Date(Date.UTC(year, (quarter - 1) * 3, 1));
  const end = new Date(Date.UTC(year, quarter * 3, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/** Whether the quarter has ended by `today` (the carrier's day, yyyy-MM-dd): only then can it be closed. */
export const isQuarterOver = (year: number, quarter: number, today: string): boolean =>
  quarterDays(year, quarter).to < today;

/** The quarter a day (yyyy-MM-dd or a Date) is in. */
export function quarterOf(day: string | Date): { year: number; quarter: number } {
  const iso = typeof day === 'string' ? day : day.toISOString();
  return { year: Number(iso.slice(0, 4)), quarter: Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1 };
}

/** The return's due day: the last day of the month after the quarter (Apr 30, Jul 31, Oct 31, Jan 31). */
export function iftaDueOn(year: number, quarter: number): string {
  return new Date(Date.UTC(year, quarter * 3 + 1, 0)).toISOString().slice(0, 10);
}

/** A rates CSV (`jurisdiction,rate` lines, a header allowed): the body of `PUT /api/ifta/rates`, or null. */
export function parseRatesCsv(text: string): IftaRatesBody['rates'] | null {
  const rates: IftaRatesBody['rates'] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const [code = '', rate = ''] = line.split(/[,;\t]/).map((c) => c.trim().replace(/^"|"$/g, ''));
    const known = jurisdictionCode(code);
    const value = Number(rate.replace(/^\$/, ''));
    if (!known || rate === '' || !Number.isFinite(value)) {
      if (index === 0 && rates.length === 0) continue;
      return null;
    }
    rates.push({ code: known, rate: value });
  }
  return rates.length > 0 ? rates : null;
}
