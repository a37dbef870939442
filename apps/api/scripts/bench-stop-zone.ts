/**
 * Measures a stop's time zone (lib/stop-zone.ts, docs/performance.md "a stop's zone from its ZIP code"): the
 * first call of a process (the ZIP gazetteer read and tz-lookup loaded), then 2,000 stops of 2,000 other ZIP
 * codes (each looked up once, cold), then the same 2,000 again (each cached, warm), with the memory each step
 * keeps; and 2,000 loads' periods as the board reads them, each stop in its state's zone (as before) and in its
 * ZIP code's.
 * Run: `node --expose-gc --import tsx apps/api/scripts/bench-stop-zone.ts [stops]`.
 */
import { facilityInstant, stateZone } from '@fletx/contract/facility-time';
import { stopZone } from '../src/lib/stop-zone';
import { zipCentroid } from '../src/lib/zip-centroids';
import { mb, memory } from './bench-memory';

const stops = Number(process.argv[2] ?? 2000);

const start = memory();
let t = performance.now();
zipCentroid('75261');
const gazetteerMs = performance.now() - t;
const afterGazetteer = memory();
// Intl's zones, as the board reads facility clocks with them before this change too.
facilityInstant('2026-03-02T08:00:00.000Z', stateZone('TX'));
const afterIntl = memory();
t = performance.now();
stopZone('75261', 'TX');
const firstMs = performance.now() - t;
const afterFirst = memory();

/** The gazetteer's ZIP codes, every n-th so that the stops spread over the country: each a different one. */
const known = Array.from({ length: 100_000 }, (_, n) => String(n).padStart(5, '0')).filter((z) =>
  zipCentroid(z),
);
const zips = Array.from(
  { length: stops },
  (_, i) => known[Math.floor((i * known.length) / stops)] ?? '00000',
);

const beforeCold = memory();
t = performance.now();
for (const zip of zips) stopZone(zip, 'TX');
const coldMs = performance.now() - t;
const afterCold = memory();
const zones = new Set(zips.map((zip) => stopZone(zip, 'TX'))).size;

const warm: number[] = [];
for (let round = 0; round < 5; round++) {
  t = performance.now();
  for (const zip of zips) stopZone(zip, 'TX');
  warm.push(performance.now() - t);
}

// The board's part: 2,000 loads' start and end read on their docks' clocks (dispatch.mapper.ts `periodOf`), each
// stop in its state's zone as before, then in its ZIP code's, alternated.
const DAY_MS = 86_400_000;
const monday = Date.parse('2026-03-02T00:00:00Z');
const loads = zips.map((zip, i) => ({
  start: new Date(monday + (i % 7) * DAY_MS + 8 * 3_600_000),
  end: new Date(monday + ((i + 1) % 7) * DAY_MS + 18 * 3_600_000),
  pickupZip: zip,
  endZip: zips[(i * 7 + 3) % zips.length] ?? zip,
  state: 'TX',
}));
const byState = () =>
  loads.map(
    (l) =>
      facilityInstant(l.start, stateZone(l.state)).getTime() +
      facilityInstant(l.end, stateZone(l.state)).getTime(),
  );
const byZip = () =>
  loads.map(
    (l) =>
      facilityInstant(l.start, stopZone(l.pickupZip, l.state)).getTime() +
      facilityInstant(l.end, stopZone(l.endZip, l.state)).getTime(),
  );
const rounds: Record<'state' | 'zip', number[]> = { state: [], zip: [] };
for (let round = 0; round < 7; round++)
  for (const [name, run] of [
    ['state', byState],
    ['zip', byZip],
  ] as const) {
    t = performance.now();
    run();
    rounds[name].push(performance.now() - t);
  }

console.log(`the ZIP gazetteer read: ${gazetteerMs.toFixed(1)} ms, ${mb(afterGazetteer, start)}`);
console.log(`Intl's zones first used: ${mb(afterIntl, afterGazetteer)}`);
console.log(
  `the first stop's zone (tz-lookup loaded): ${firstMs.toFixed(1)} ms, ${mb(afterFirst, afterIntl)}`,
);
console.log(
  `${stops} stops, ${stops} ZIP codes (${zones} zones), cold: ${coldMs.toFixed(1)} ms, ${mb(afterCold, beforeCold)}`,
);
console.log(`the same, warm (5 rounds): ${warm.map((ms) => ms.toFixed(2)).join(', ')} ms`);
const ms = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
console.log(`${loads.length} loads' periods, each stop in its state's zone: ${ms(rounds.state)} ms`);
console.log(`the same, in its ZIP code's zone: ${ms(rounds.zip)} ms`);
