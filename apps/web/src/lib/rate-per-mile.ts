import { loadedMiles, ratePerMile } from '@fletx/contract/rate-per-mile';
import { formatMoney } from './format';

const mi = (miles: number) => miles.toLocaleString('en-US', { maximumFractionDigits: 1 });

/**
 * "$4.00/mi over 612 mi" (the broker's distance) or "$3.87/mi over 633.2 planned mi": the rate per mile as the
 * trip's forms and pages show it (packages/contract/src/rate-per-mile.ts); null when it cannot be told.
 */
export function ratePerMileText(
  rate: number | null,
  distance: number | null,
  plannedMiles: number | null = null,
): string | null {
  const loaded = loadedMiles(distance, plannedMiles);
  const perMile = ratePerMile(rate, loaded?.miles);
  if (!loaded || perMile === null) return null;
  return `${formatMoney(perMile)}/mi over ${mi(loaded.miles)}${loaded.planned ? ' planned' : ''} mi`;
}

/** "All-in $3.40/mi with 108 deadhead mi": over the loaded and the empty miles together; null without deadhead. */
export function allInRateText(
  rate: number | null,
  distance: number | null,
  plannedMiles: number | null,
  deadheadMiles: number | null,
): string | null {
  const loaded = loadedMiles(distance, plannedMiles);
  if (!loaded || deadheadMiles === null || deadheadMiles <= 0) return null;
  const perMile = ratePerMile(rate, loaded.miles + deadheadMiles);
  return perMile === null ? null : `All-in ${formatMoney(perMile)}/mi with ${mi(deadheadMiles)} deadhead mi`;
}
