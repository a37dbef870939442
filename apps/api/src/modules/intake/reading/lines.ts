import type { IntakeBox } from '@fletx/contract/intake';
import { type Placed, straighten } from './skew';
import type { ExtractedDocument, PageWords, Word } from './types';

/** Words read together: part of one line, on one page. */
export interface Span {
  page: number;
  words: Word[];
}

/** A run of words on a line with no wide gap inside: a label and its value, a table cell, a column's text. */
export interface Segment extends Span {
  text: string;
  x: number;
  /** Right edge. */
  x2: number;
}

export interface Line {
  page: number;
  /** Top and height of the line, in fractions of the page. */
  y: number;
  h: number;
  segments: Segment[];
}

export const spanText = (span: Span) => span.words.map((w) => w.text).join(' ');

export const boxes = (span: Span | null | undefined): IntakeBox[] =>
  span ? span.words.map((w) => ({ page: span.page, x: w.x, y: w.y, w: w.w, h: w.h })) : [];

/** A segment of `words`; its left and right edges where `at` places the words (their boxes by default). */
export function segmentOf(page: number, words: Word[], at: (word: Word) => Placed = (w) => w): Segment {
  const first = words[0];
  const last = words[words.length - 1];
  return {
    page,
    words,
    text: words.map((w) => w.text).join(' '),
    x: first ? at(first).x : 0,
    x2: last ? at(last).x + last.w : 0,
  };
}

/**
 * A gap wider than this many font heights splits a line into segments: a text layer's space is about a
 * third of the font's height, a table's column gap or a form's label-to-value tab is far wider.
 */
const SEGMENT_GAP = 1.1;

/** The page's words in rows and segments, where they sit once the page is straight (skew.ts). */
function pageLines(page: PageWords): Line[] {
  const placed = straighten(page);
  const at = (word: Word) => placed.get(word)!;
  const words = page.words
    .filter((w) => w.text.trim() !== '')
    .sort((a, b) => at(a).y + a.h / 2 - (at(b).y + b.h / 2));
  const rows: Word[][] = [];
  let centre = -1;
  let height = 0;
  for (const word of words) {
    const c = at(word).y + word.h / 2;
    const row = rows[rows.length - 1];
    if (row && Math.abs(c - centre) < Math.min(height, word.h) * 0.5) {
      row.push(word);
      centre = (centre * (row.length - 1) + c) / row.length;
    } else {
      rows.push([word]);
      centre = c;
      height = word.h;
    }
  }
  const ratio = page.height / page.width;
  return rows.map((row) => {
    row.sort((a, b) => at(a).x - at(b).x);
    const segments: Segment[] = [];
    let current: Word[] = [];
    for (const word of row) {
      const prev = current[current.length - 1];
      if (prev && at(word).x - (at(prev).x + prev.w) > SEGMENT_GAP * Math.max(prev.h, word.h) * ratio) {
        segments.push(segmentOf(page.number, current, at));
        current = [];
      }
      current.push(word);
    }
    if (current.length > 0) segments.push(segmentOf(page.number, current, at));
    const top = Math.min(...row.map((w) => at(w).y));
    const bottom = Math.max(...row.map((w) => at(w).y + w.h));
    return { page: page.number, y: top, h: bottom - top, segments };
  });
}

/** Prose: a long run of words in one segment, mostly lower case — terms and conditions, notes. */
export function isProse(segment: Segment): boolean {
  if (segment.words.length < 9) return false;
  const lower = segment.words.filter((w) => /^[a-z]/.test(w.text)).length;
  return lower / segment.words.length > 0.45;
}

const TERMS_HEADING =
  /^(standard\s+)?(terms|terms\s*(and|&)\s*conditions|carrier\s+terms|conditions\s+of\s+carriage)\b/i;

/**
 * The document's lines in reading order, page by page, top to bottom, with prose and everything under a
 * terms-and-conditions heading left out: legal text names amounts and places that are not this load's.
 */
export function readLines(doc: ExtractedDocument): Line[] {
  const lines: Line[] = [];
  for (const page of [...doc.pages].sort((a, b) => a.number - b.number)) {
    for (const line of pageLines(page)) {
      const first = line.segments[0];
      // Terms come last: nothing after their heading is this load's.
      if (first && line.segments.length <= 2 && TERMS_HEADING.test(first.text)) return lines;
      const kept = line.segments.filter((s) => !isProse(s));
      if (kept.length > 0) lines.push({ ...line, segments: kept });
    }
  }
  return lines;
}

/** The segments of the line after `index` on the same page that lie under [x, x2), in order. */
export function below(lines: Line[], index: number, x: number, x2: number): Segment[] {
  const line = lines[index];
  const next = lines[index + 1];
  if (!line || !next || next.page !== line.page) return [];
  if (next.y - (line.y + line.h) > 2.5 * line.h) return [];
  return next.segments.filter((s) => s.x < x2 && s.x2 > x);
}
