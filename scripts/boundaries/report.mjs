/** What the command prints: one line per violation on stdout, a summary on stderr; exit code 1 on any. */
import { performance } from 'node:perf_hooks';

/** @param {import('./check.mjs').Violation} v */
export const formatViolation = (v) => `${v.file}:${v.line} ${v.rule}: ${v.message}`;

/**
 * Runs the check on `root` and prints it; the time taken is printed so a slower checker gets noticed.
 * @param {typeof import('./check.mjs').checkBoundaries} checkBoundaries
 * @param {string | undefined} root
 */
export async function run(checkBoundaries, root) {
  const started = performance.now();
  const { violations, files } = await checkBoundaries(root);
  for (const v of violations) console.log(formatViolation(v));
  const ms = Math.round(performance.now() - started);
  if (violations.length > 0) {
    const counts = new Map();
    for (const v of violations) counts.set(v.rule, (counts.get(v.rule) ?? 0) + 1);
    const byRule = [...counts].map(([rule, n]) => `${rule} ${n}`).join(', ');
    console.error(
      `check-boundaries: ${violations.length} violation(s) in ${files} files, ${ms} ms (${byRule})`,
    );
    process.exitCode = 1;
  } else {
    console.error(`check-boundaries: ${files} files, no violation, ${ms} ms`);
  }
}
