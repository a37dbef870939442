import { greatCircleMiles, type LatLon } from '@fletx/contract/geo';

/**
 * Road miles per straight-line mile where no route service answers: US truck routes run about this much
 * longer than the great circle between their ends (decision 0043).
 */
export const ROAD_FACTOR = 1.18;

/** Miles to one decimal, as loads keep them. */
export const tenths = (miles: number) => Math.round(miles * 10) / 10;

/** The straight line between two points times the road factor: an estimate. */
export function estimatedRoadMiles(a: LatLon, b: LatLon): number {
  return tenths(greatCircleMiles(a, b) * ROAD_FACTOR);
}

/** The route service's answer to a route between points (OSRM's `/route/v1`), as far as it is read. */
interface RouteAnswer {
  code?: string;
  routes?: Array<{ distance?: number }>;
}

const METERS_PER_MILE = 1609.344;

/**
 * An OSRM-compatible route service (`ROUTING_URL`): the driving distance between two points in miles, or
 * null when it does not answer in `timeoutMs`, answers an error or no route.
 */
export async function routeMiles(
  baseUrl: string,
  a: LatLon,
  b: LatLon,
  timeoutMs: number,
): Promise<number | null> {
  const url = `${baseUrl.replace(/\/+$/, '')}/route/v1/driving/${a.lon},${a.lat};${b.lon},${b.lat}?overview=false`;
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) return null;
    const body = (await answer.json()) as RouteAnswer;
    const meters = body.routes?.[0]?.distance;
    return typeof meters === 'number' && Number.isFinite(meters) && meters >= 0
      ? tenths(meters / METERS_PER_MILE)
      : null;
  } catch {
    return null;
  }
}
