import { createRequire } from 'node:module';
import { offsetAt, stateZone } from '@fletx/contract/facility-time';
import { zipCentroid } from './zip-centroids';

type ZoneAt = (latitude: number, longitude: number) => string;

/** @photostructure/tz-lookup (the world's zones on a grid, offline), loaded on its first use. */
let zoneAtPoint: ZoneAt | undefined;

/**
 * Where a server finds a stop's zone: a package it may go hours without, so read when first asked, as the ZIP
 * gazetteer is (`lib/zip-centroids.ts`; the lint rule `api/loaded-on-use` refuses an import of it at the top).
 */
function zoneAt(latitude: number, longitude: number): string {
  zoneAtPoint ??= createRequire(import.meta.url)('@photostructure/tz-lookup') as ZoneAt;
  return zoneAtPoint(latitude, longitude);
}

const HOUR_MS = 3_600_000;
/** A winter and a summer instant: two zones are compared on both. */
const SEASONS = [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)];

/**
 * Whether a ZIP code's zone can be one of its state's: at most an hour from the state's in winter and in
 * summer, as the two parts of every split state are. A ZIP code typed for a far part of the country (90001,
 * Los Angeles, for a Texas dock) is not; one of a neighbouring zone is taken as given, as planned miles take it.
 */
const withinAnHour = (zone: string, ofState: string) =>
  SEASONS.every((at) => Math.abs(offsetAt(zone, at) - offsetAt(ofState, at)) <= HOUR_MS);

/** Each (ZIP code, state) asked for, with its zone. */
const zones = new Map<string, string | undefined>();

/**
 * The time zone of a stop's facility (docs/decisions/0048-facility-clocks.md): the zone at its ZIP code's
 * centroid, so a dock in El Paso keeps Mountain time though Texas mostly keeps Central. The state's zone
 * (`stateZone`) where the ZIP code is unknown, malformed, or its zone more than an hour from the state's;
 * undefined where neither is known. Read once per ZIP code and state.
 */
export function stopZone(zip: string, state: string): string | undefined {
  const key = `${zip}|${state}`;
  if (zones.has(key)) return zones.get(key);
  const ofState = stateZone(state);
  const centroid = zipCentroid(zip);
  const ofZip = centroid ? zoneAt(centroid.lat, centroid.lon) : undefined;
  const zone = ofZip && (!ofState || withinAnHour(ofZip, ofState)) ? ofZip : ofState;
  if (zones.size >= 50_000) zones.clear();
  zones.set(key, zone);
  return zone;
}
