import { greatCirclePoint, type LatLon } from '@fletx/contract/geo';
import { countTrack, type TrackPoint } from '../src/modules/miles/state-split';

export const LOS_ANGELES: LatLon = { lat: 34.052, lon: -118.244 };
export const NEW_YORK: LatLon = { lat: 40.713, lon: -74.006 };

/**
 * Positions per second through the state-miles counter alone (docs/performance.md "State miles"): Los Angeles
 * to New York, a position every minute at 60 mph (about 2,450 positions, 13 states), counted `rounds` times.
 */
export function counterPositionsPerSecond(rounds = 5): number {
  const start = Date.parse('2026-04-01T00:00:00Z');
  const track: TrackPoint[] = [];
  for (let i = 0, n = 2450; i <= n; i++)
    track.push({ ...greatCirclePoint(LOS_ANGELES, NEW_YORK, i / n), at: new Date(start + i * 60_000) });
  countTrack(undefined, track.slice(0, 10), 'America/Chicago');
  const started = performance.now();
  for (let r = 0; r < rounds; r++) countTrack(undefined, track, 'America/Chicago');
  return Math.round((rounds * track.length) / ((performance.now() - started) / 1000));
}
