/**
 * The rate per mile a dispatcher weighs a load by (docs/product.md "Load details"): the trip rate over the
 * loaded miles, and "all-in" over the loaded miles and the deadhead to the pickup together.
 */

/** A trip rate in dollars over `miles`, to the cent; null without a rate or without a positive distance. */
export function ratePerMile(
  rate: number | null | undefined,
  miles: number | null | undefined,
): number | null {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return null;
  if (miles === null || miles === undefined || !Number.isFinite(miles) || miles <= 0) return null;
  return Math.round(Math.round(rate * 100) / miles) / 100;
}

/**
 * The loaded miles a rate per mile is read over: the distance typed from the broker's rate confirmation (what
 * the broker pays for), else the planned miles (`planned: true`); null when neither is known.
 */
export function loadedMiles(
  distance: number | null | undefined,
  plannedMiles: number | null | undefined,
): { miles: number; planned: boolean } | null {
  if (distance !== null && distance !== undefined && distance > 0) return { miles: distance, planned: false };
  if (plannedMiles !== null && plannedMiles !== undefined && plannedMiles > 0)
    return { miles: plannedMiles, planned: true };
  return null;
}
