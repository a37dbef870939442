/**
 * A process's own memory, for the scripts that measure what a library keeps once loaded (bench-stop-zone.ts,
 * bench-nearest-place.ts): run them with `node --expose-gc` so each reading follows a full collection.
 */

export interface Memory {
  /** Megabytes. */
  rss: number;
  heap: number;
}

const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** The resident set and the used heap now, after a collection when `--expose-gc` allows one. */
export function memory(): Memory {
  collect();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / 1e6, heap: heapUsed / 1e6 };
}

/** What grew from `before` to `after`: "+21.0 MB RSS, +0.8 MB heap". */
export const mb = (after: Memory, before: Memory) =>
  `+${(after.rss - before.rss).toFixed(1)} MB RSS, +${(after.heap - before.heap).toFixed(1)} MB heap`;
