import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageWords, Word } from './types';

/**
 * A PDF page's text layer as words: each text run PDF.js reports is split on whitespace, a word's box cut
 * from the run's box in proportion to its characters (PDF.js gives the run's width, not each glyph's), from
 * the font's descent to its ascent. Boxes are fractions of the page as shown (its crop box, its rotation).
 */

/** A page with fewer letters or digits than this is taken for a scan (a stamp or a page number at most). */
export const SCANNED_BELOW_CHARACTERS = 20;

interface Run {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}
type Style = { ascent: number; descent: number };
type Point = [number, number];

/** A word with the run it came from, to join a word PDF.js cut in two runs. */
interface Piece extends Word {
  atRunStart: boolean;
  atRunEnd: boolean;
  /** Baseline and font size in page units, to tell whether two pieces touch on one line. */
  baseline: number;
  size: number;
  left: number;
  right: number;
}

const isRun = (item: object): item is Run => 'str' in item && 'transform' in item;

function runPieces(run: Run, style: Style | undefined, toView: (p: Point) => Point, view: Point): Piece[] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = run.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b) || run.height;
  if (!run.str.trim() || size === 0) return [];
  // Unit vectors along the text and up from the baseline, in page units.
  const along: Point = Math.hypot(a, b) ? [a / Math.hypot(a, b), b / Math.hypot(a, b)] : [1, 0];
  const up: Point = Math.hypot(c, d) ? [c / Math.hypot(c, d), d / Math.hypot(c, d)] : [0, 1];
  const ascent = style?.ascent && style.ascent > 0 ? style.ascent : 0.8;
  const descent = style?.descent && style.descent < 0 ? style.descent : -0.2;
  const chars = [...run.str];
  const unit = run.width / chars.length;
  const pieces: Piece[] = [];
  for (const match of run.str.matchAll(/\S+/g)) {
    const start = [...run.str.slice(0, match.index)].length;
    const length = [...match[0]].length;
    const corners: Point[] = [];
    for (const s of [start * unit, (start + length) * unit]) {
      for (const h of [descent * size, ascent * size]) {
        corners.push(toView([e + along[0] * s + up[0] * h, f + along[1] * s + up[1] * h]));
      }
    }
    const xs = corners.map((p) => p[0]);
    const ys = corners.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    pieces.push({
      text: match[0],
      x: x0 / view[0],
      y: y0 / view[1],
      w: (x1 - x0) / view[0],
      h: (y1 - y0) / view[1],
      confidence: 1,
      atRunStart: start === 0,
      atRunEnd: start + length === chars.length,
      baseline: f,
      size,
      left: e + along[0] * start * unit,
      right: e + along[0] * (start + length) * unit,
    });
  }
  return pieces;
}

/**
 * Joins a word PDF.js reported as two runs (kerning, a change of font) when the second starts where the
 * first ends.
 */
function joinCutWords(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    const touches =
      last?.atRunEnd &&
      piece.atRunStart &&
      Math.abs(piece.baseline - last.baseline) < 0.2 * last.size &&
      Math.abs(piece.left - last.right) < 0.15 * last.size;
    if (last && touches) {
      const x = Math.min(last.x, piece.x);
      const y = Math.min(last.y, piece.y);
      last.w = Math.max(last.x + last.w, piece.x + piece.w) - x;
      last.h = Math.max(last.y + last.h, piece.y + piece.h) - y;
      last.x = x;
      last.y = y;
      last.text += piece.text;
      last.right = piece.right;
      last.atRunEnd = piece.atRunEnd;
    } else {
      out.push({ ...piece });
    }
  }
  return out;
}

/** The words of one page's text layer, and how many letters and digits it holds. */
export async function pageTextWords(page: PDFPageProxy): Promise<{ words: PageWords; characters: number }> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const toView = (p: Point) => viewport.convertToViewportPoint(p[0], p[1]) as Point;
  const view: Point = [viewport.width, viewport.height];
  const pieces: Piece[] = [];
  for (const item of content.items) {
    if (isRun(item)) pieces.push(...runPieces(item, content.styles[item.fontName], toView, view));
  }
  const words: Word[] = joinCutWords(pieces).map(({ text, x, y, w, h, confidence }) => ({
    text,
    x,
    y,
    w,
    h,
    confidence,
  }));
  const characters = words.reduce((n, word) => n + (word.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);
  return {
    words: { number: page.pageNumber, width: viewport.width, height: viewport.height, words },
    characters,
  };
}
