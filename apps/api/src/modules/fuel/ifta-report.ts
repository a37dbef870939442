import { type IftaJurisdiction, type IftaReport, iftaDueOn, iftaMessages } from '@fletx/contract/ifta';
import { NON_IFTA, UNKNOWN_JURISDICTION } from '@fletx/contract/jurisdictions';

export interface IftaInputs {
  year: number;
  quarter: number;
  miles: ReadonlyArray<{ code: string; miles: number }>;
  gallons: ReadonlyArray<{ code: string; gallons: number }>;
  rates: ReadonlyArray<{ code: string; rate: number }>;
  gaps: IftaReport['gaps'];
  /** Whether the quarter is still going on (a warning: the figures will change). */
  inProgress: boolean;
  now: Date;
}

/** Half away from zero, as money is rounded (a credit of 2.5 cents is 3 cents). */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * The quarter's report (docs/decisions/0044-fuel-and-ifta.md "Rounding"): each jurisdiction's miles and
 * tax-paid gallons rounded to whole numbers; the totals add those; the fleet's MPG = total miles / total
 * gallons to 2 decimals; taxable gallons = miles / MPG, whole; net = taxable − paid; tax = net × rate to the
 * cent (negative: a credit). Miles in `??` and gaps are listed, not counted; a missing rate leaves its row's
 * tax null (out of the total) and says so.
 */
export function computeIfta(input: IftaInputs): IftaReport {
  const milesOf = new Map<string, number>();
  let unassigned = 0;
  for (const row of input.miles) {
    if (row.code === UNKNOWN_JURISDICTION) unassigned += row.miles;
    else milesOf.set(row.code, (milesOf.get(row.code) ?? 0) + row.miles);
  }
  const gallonsOf = new Map(input.gallons.map((g) => [g.code, g.gallons] as const));
  const rateOf = new Map(input.rates.map((r) => [r.code, r.rate] as const));
  const codes = [...new Set([...milesOf.keys(), ...gallonsOf.keys()])].sort();

  const rounded = codes.map((code) => ({
    code,
    miles: Math.round(milesOf.get(code) ?? 0),
    paid: Math.round(gallonsOf.get(code) ?? 0),
  }));
  const totalMiles = rounded.reduce((sum, r) => sum + r.miles, 0);
  const totalGallons = rounded.reduce((sum, r) => sum + r.paid, 0);
  const fleetMpg =
    totalMiles > 0 && totalGallons > 0 ? Math.round((totalMiles / totalGallons) * 100) / 100 : null;

  const warnings: string[] = [];
  if (input.inProgress) warnings.push(iftaMessages.inProgress);
  if (fleetMpg === null && totalMiles > 0) warnings.push(iftaMessages.noFuel);
  const unassignedMiles = Math.round(unassigned);
  if (unassignedMiles > 0) warnings.push(iftaMessages.unknownMiles(unassignedMiles));
  if (input.gaps.length > 0) {
    const gapMiles = Math.round(input.gaps.reduce((sum, g) => sum + g.miles, 0));
    warnings.push(iftaMessages.gaps(input.gaps.length, gapMiles));
  }

  let taxCents = 0;
  const jurisdictions: IftaJurisdiction[] = rounded.map(({ code, miles, paid }) => {
    const taxableGallons = fleetMpg ? Math.round(miles / fleetMpg) : 0;
    const netGallons = taxableGallons - paid;
    const ifta = !NON_IFTA.has(code);
    const rate = ifta ? (rateOf.get(code) ?? null) : null;
    let tax: number | null = null;
    if (rate !== null) {
      // The rate has 4 decimals: ten-thousandths of a dollar × whole gallons, then one rounding to the cent.
      const cents = roundHalfAway((netGallons * Math.round(rate * 10_000)) / 100);
      taxCents += cents;
      tax = cents / 100;
    } else if (ifta) warnings.push(iftaMessages.missingRate(code));
    return { code, miles, taxableGallons, paidGallons: paid, netGallons, rate, tax, ifta };
  });

  return {
    year: input.year,
    quarter: input.quarter,
    fleetMpg,
    jurisdictions,
    totalMiles,
    totalGallons,
    totalTax: taxCents / 100,
    unassignedMiles,
    gaps: input.gaps,
    warnings,
    closed: false,
    closedAt: null,
    dueOn: iftaDueOn(input.year, input.quarter),
    generatedAt: input.now.toISOString(),
  };
}
