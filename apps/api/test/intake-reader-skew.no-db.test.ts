import { describe, expect, it } from 'vitest';
import { cascade } from '../scripts/corpus/layouts-a';
import { drawDocument } from '../scripts/intake-corpus';
import { readFields } from '../src/modules/intake/reading/reader';
import { pageSlope } from '../src/modules/intake/reading/skew';
import type { ExtractedDocument, PageWords } from '../src/modules/intake/reading/types';

/**
 * A page as OCR reads a scan fed askew: every word turned `degrees` about the page's centre, numbered by the
 * line it was written on (as Tesseract numbers its lines) unless `lines` is false.
 */
function turned(page: PageWords, degrees: number, lines = true): PageWords {
  const angle = (degrees * Math.PI) / 180;
  const rows = [...new Set(page.words.map((w) => Math.round((w.y + w.h) * 1000)))].sort((a, b) => a - b);
  const words = page.words.map((word) => {
    const cx = (word.x + word.w / 2 - 0.5) * page.width;
    const cy = (word.y + word.h / 2 - 0.5) * page.height;
    const x = cx * Math.cos(angle) - cy * Math.sin(angle);
    const y = cx * Math.sin(angle) + cy * Math.cos(angle);
    return {
      ...word,
      x: x / page.width + 0.5 - word.w / 2,
      y: y / page.height + 0.5 - word.h / 2,
      ...(lines ? { line: rows.indexOf(Math.round((word.y + word.h) * 1000)) } : {}),
    };
  });
  return { ...page, words };
}

describe('a page read askew', () => {
  it('measures the slant on the OCR lines and reads a stop table as if the page lay straight', async () => {
    const drawn = await drawDocument(cascade, 4242, 0);
    const askew = (lines: boolean): ExtractedDocument => ({
      method: 'ocr',
      pages: drawn.words.pages.map((p) => turned(p, 1.2, lines)),
    });
    expect(pageSlope(askew(true).pages[0]!)).toBeCloseTo(Math.tan((1.2 * Math.PI) / 180), 3);
    expect(pageSlope(drawn.words.pages[0]!)).toBe(0);

    expect(readFields(askew(true)).fields.stops).toEqual(drawn.truth.stops);
    // Without Tesseract's lines nothing shows the slant: the table's rows fall apart.
    expect(readFields(askew(false)).fields.stops).not.toEqual(drawn.truth.stops);
  });
});
