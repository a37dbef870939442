import type { PageWords, Word } from './types';

/**
 * A scanned or photographed page lies a little askew: across a wide table a row drifts by more than half a
 * line, so rows read by height alone fall apart (and neighbours run together). Tesseract's own lines show
 * the slant: the reader measures it there and reads the words as if the page lay straight. The words keep
 * their boxes (where they are on the picture, for people to see); only where they sit relative to each
 * other changes. A text layer has no OCR lines and is read as it is.
 */

/** Where a word sits on the straightened page, in fractions of the page as `Word`'s box. */
export interface Placed {
  x: number;
  y: number;
}

/** A line shorter than this (a fraction of the page's width) says too little about the slant. */
const MIN_RUN = 0.15;
/** Slants past this (about 6°) are not a page fed askew: the page is left as it is. */
const MAX_SLOPE = 0.1;

/** The page's slant (rise over run, in pixels; down to the right is positive), from its OCR lines. */
export function pageSlope(page: PageWords): number {
  const lines = new Map<number, Word[]>();
  for (const word of page.words) {
    if (word.line === undefined) continue;
    const line = lines.get(word.line);
    if (line) line.push(word);
    else lines.set(word.line, [word]);
  }
  const slopes: number[] = [];
  for (const words of lines.values()) {
    if (words.length < 2) continue;
    words.sort((a, b) => a.x - b.x);
    const first = words[0]!;
    const last = words[words.length - 1]!;
    const run = last.x + last.w / 2 - (first.x + first.w / 2);
    if (run < MIN_RUN) continue;
    // Bottoms, fitted over every word of the line: a descender here and there moves the fit little.
    slopes.push(fit(words) * (page.height / page.width));
  }
  if (slopes.length === 0) return 0;
  slopes.sort((a, b) => a - b);
  const median = slopes[Math.floor(slopes.length / 2)]!;
  return Math.abs(median) > MAX_SLOPE ? 0 : median;
}

/** Least-squares slope of the words' bottoms against their centres, in fractions of the page. */
function fit(words: Word[]): number {
  const xs = words.map((w) => w.x + w.w / 2);
  const ys = words.map((w) => w.y + w.h);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return den > 0 ? num / den : 0;
}

/** Each word's top left on the page turned straight (about its centre); the same as its box when straight. */
export function straighten(page: PageWords): Map<Word, Placed> {
  const placed = new Map<Word, Placed>();
  const slope = pageSlope(page);
  const angle = Math.atan(slope);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (const word of page.words) {
    if (slope === 0) {
      placed.set(word, { x: word.x, y: word.y });
      continue;
    }
    // In pixels about the page's centre, turned back by the slant.
    const cx = (word.x + word.w / 2 - 0.5) * page.width;
    const cy = (word.y + word.h / 2 - 0.5) * page.height;
    const x = cx * cos + cy * sin;
    const y = -cx * sin + cy * cos;
    placed.set(word, { x: x / page.width + 0.5 - word.w / 2, y: y / page.height + 0.5 - word.h / 2 });
  }
  return placed;
}
