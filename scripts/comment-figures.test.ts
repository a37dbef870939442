import { describe, expect, it } from 'vitest';
import { type Comment, commentsOf, readRepoFile, trackedFiles } from './source-scan.ts';

/**
 * Comments say why; docs/performance.md keeps the numbers. A timing measured on one machine on one day
 * (`0.8 ms a request`, `2 000 req/s`, `4 % of the CPU`, `three times faster`) is stale once the code or the
 * machine changes, and nobody re-measures a comment: the API's comments name the reason and, where it helps,
 * the section of docs/performance.md that holds the figure. Limits that are configuration ("at most 2 MB",
 * "every 10 s") are rules, not measurements, and are not looked for. Tests and migrations aside.
 */

const SCOPE = /^apps\/api\/src\/.*\.(ts|mts|mjs|js)$/;
const ASIDE = /\.test\.ts$|\/migrations\//;

const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s?[–-]\s?\d+(?:[.,]\d+)?)?`;
/** Up to a few words on, across a comment's line breaks, not past the end of its sentence. */
const THEN = '[^.;:]{0,60}?';
const FIGURES: { what: string; pattern: RegExp }[] = [
  {
    what: 'a time',
    pattern: new RegExp(
      String.raw`(?<![\w.])${NUMBER}\s?(?:ms|µs|μs|ns)(?![\w/])|\b(?:a|one|half a|a tenth of a|a fraction of a)\s(?:milli|micro|nano)seconds?\b`,
      'g',
    ),
  },
  {
    what: 'a throughput',
    pattern: new RegExp(String.raw`(?<![\w.])${NUMBER}\s?(?:req/s|requests?/s|requests a second|rps)\b`, 'g'),
  },
  {
    what: 'a share of the work',
    pattern: new RegExp(
      String.raw`(?<![\w.])${NUMBER}\s?% of\b${THEN}\b(?:CPU|time|request|call|search|page)`,
      'g',
    ),
  },
  {
    what: 'a speed-up',
    pattern: new RegExp(
      String.raw`(?:${NUMBER}\s?[×x]|\b(?:twice|(?:\d+|two|three|four|five|ten) times))\s(?:faster|slower|cheaper|quicker)\b`,
      'g',
    ),
  },
  {
    what: 'a memory use',
    pattern: new RegExp(
      String.raw`\b(?:costs?|took|takes|uses|used|RSS)\b${THEN}(?<![\w.])${NUMBER}\s?(?:KB|kB|MB|GB)\b`,
      'g',
    ),
  },
];

/** The figures a comment quotes, each with its line. */
function figuresIn(comment: Comment): { line: number; what: string; figure: string }[] {
  return FIGURES.flatMap(({ what, pattern }) =>
    [...comment.text.matchAll(pattern)].map((match) => ({
      line: comment.line + (comment.text.slice(0, match.index).match(/\n/g)?.length ?? 0),
      what,
      figure: match[0].replace(/\s+/g, ' '),
    })),
  ).sort((a, b) => a.line - b.line);
}

const figuresOf = (file: string, text: string) =>
  commentsOf(file, text)
    .flatMap(figuresIn)
    .map(({ line, what, figure }) => `${file}:${line}: ${what}, "${figure}"`);

/** A file with one figure of each kind, in comments, and what is none: limits, a string. */
const SAMPLE = `/**
 * Compiled once: 0.8–1.7 ms of CPU a request, 2 000 req/s at 1 M loads, 12–16 % of a list request's
 * CPU, three times faster than zod; a statement costs its backend 20 KB. At most 2 MB; every 10 s.
 */
const label = '5 ms'; // polled every 30 s; 600 ns a call, a tenth of a millisecond
const wait = 250; /* 3× slower */`;

describe('timing figures in the API comments', () => {
  it('finds them in comments only, and not limits that are configuration', () => {
    expect(figuresOf('x.ts', SAMPLE)).toEqual([
      'x.ts:2: a time, "0.8–1.7 ms"',
      'x.ts:2: a throughput, "000 req/s"',
      'x.ts:2: a share of the work, "12–16 % of a list request"',
      'x.ts:3: a speed-up, "three times faster"',
      'x.ts:3: a memory use, "costs its backend 20 KB"',
      'x.ts:5: a time, "600 ns"',
      'x.ts:5: a time, "a tenth of a millisecond"',
      'x.ts:6: a speed-up, "3× slower"',
    ]);
  });

  // Parsing every file of the API takes a few seconds on a busy machine.
  it('none in apps/api/src (docs/performance.md keeps them)', () => {
    const offenders = trackedFiles()
      .filter((file) => SCOPE.test(file) && !ASIDE.test(file))
      .flatMap((file) => figuresOf(file, readRepoFile(file)));
    expect(
      offenders,
      `comments quoting measured figures (move the figure to docs/performance.md, say why instead):\n${offenders.join('\n')}`,
    ).toEqual([]);
  }, 60_000);
});
