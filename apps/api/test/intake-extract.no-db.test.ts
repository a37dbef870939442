import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { intakeMessages } from '@fletx/contract/intake';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { extractDocument, sniffType } from '../src/modules/intake/reading/extract';
import { OCR_DATA, terminateOcr } from '../src/modules/intake/reading/ocr';
import { PDFJS_DATA } from '../src/modules/intake/reading/pdf-document';
import * as render from '../src/modules/intake/reading/render';
import { RATE_CON_LINES, rateConPdf } from './fixtures/intake/rate-con-pdf';

// Counts the pages drawn, to prove a document refused for its length is refused before any is.
vi.mock('../src/modules/intake/reading/render', async (original) => {
  const actual = await original<typeof import('../src/modules/intake/reading/render')>();
  return { ...actual, renderPdfPage: vi.fn(actual.renderPdfPage) };
});

const FIXTURES = path.join(import.meta.dirname, 'fixtures/intake');
const PAGE = { width: 612, height: 792 };

afterEach(() => vi.mocked(render.renderPdfPage).mockClear());
afterAll(() => terminateOcr());

/** What `bytes` fails with. */
async function failure(
  bytes: Buffer,
  mimeType: 'application/pdf' | 'image/png' = 'application/pdf',
  maxPages?: number,
) {
  const outcome = await extractDocument(bytes, mimeType, { maxPages }).then(
    () => 'read',
    (error: Error) => `${error.name}: ${error.message}`,
  );
  return outcome;
}

describe('a PDF with a text layer', () => {
  it('gives every drawn word, in its place, with confidence 1, and no fetch', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const doc = await extractDocument(Buffer.from(await rateConPdf()), 'application/pdf');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();

    expect(doc.method).toBe('text');
    expect(doc.pages).toHaveLength(1);
    const [page] = doc.pages;
    expect(page).toMatchObject({ number: 1, ...PAGE });
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const expected = RATE_CON_LINES.flatMap((line) =>
      [...line.text.matchAll(/\S+/g)].map((m) => ({
        text: m[0],
        x: (line.x + font.widthOfTextAtSize(line.text.slice(0, m.index), line.size)) / PAGE.width,
        baseline: (PAGE.height - line.y) / PAGE.height,
        size: line.size / PAGE.height,
      })),
    );
    expect(page!.words.map((w) => w.text)).toEqual(expected.map((w) => w.text));
    page!.words.forEach((word, i) => {
      const want = expected[i]!;
      expect(word.confidence).toBe(1);
      // PDF.js gives a run's width, not its glyphs': a word's start is placed by its count of characters.
      expect(Math.abs(word.x - want.x), word.text).toBeLessThan(0.02);
      // The box stands on the baseline: from the font's descent below it to its ascent above.
      expect(word.y + word.h, word.text).toBeGreaterThan(want.baseline);
      expect(word.y + word.h - want.baseline, word.text).toBeLessThan(0.3 * want.size);
      expect(word.h / want.size, word.text).toBeGreaterThan(0.8);
      expect(word.h / want.size, word.text).toBeLessThan(1.3);
      expect(word.w, word.text).toBeGreaterThan(0);
    });
    // The first word of each line starts exactly where it was drawn.
    const load = page!.words.find((w) => w.text === 'Load')!;
    expect(load.x).toBeCloseTo(72 / PAGE.width, 4);
  });

  it('reads every page of a longer document and renders each, with the page’s proportions', async () => {
    const doc = await extractDocument(Buffer.from(await rateConPdf(RATE_CON_LINES, 2)), 'application/pdf');
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(doc.pages[1]!.words.map((w) => w.text)).toContain('7734521');
    expect(doc.rendered.map((p) => p.number)).toEqual([1, 2]);
    for (const page of doc.rendered) {
      expect(page.png.subarray(1, 4).toString()).toBe('PNG');
      const image = await loadImage(page.png);
      expect([image.width, image.height]).toEqual([page.width, page.height]);
      expect(page.width).toBeLessThanOrEqual(render.VIEW_MAX_WIDTH);
      expect(page.width).toBeGreaterThan(1000);
      expect(page.height / page.width).toBeCloseTo(PAGE.height / PAGE.width, 2);
    }
  });

  it('joins a word PDF.js reports as two runs (a change of font inside it)', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([612, 792]);
    page.drawText('Rate: $2,45', { x: 72, y: 700, size: 12, font });
    page.drawText('0.00 flat', {
      x: 72 + font.widthOfTextAtSize('Rate: $2,45', 12),
      y: 700,
      size: 12,
      font: bold,
    });
    page.drawText('Load Number 7734521 delivered to Memphis', { x: 72, y: 650, size: 12, font });
    const doc = await extractDocument(Buffer.from(await pdf.save()), 'application/pdf');
    expect(doc.pages[0]!.words.map((w) => w.text).slice(0, 3)).toEqual(['Rate:', '$2,450.00', 'flat']);
  });
});

describe('what cannot be read', () => {
  it('an empty file', async () => {
    expect(await failure(Buffer.alloc(0))).toBe(`ReadFailure: ${intakeMessages.empty}`);
  });

  it('bytes that are no PDF, PNG or JPEG, whatever the caller said', async () => {
    expect(await failure(Buffer.from('PK\u0003\u0004 a zip file, not a PDF'))).toBe(
      `ReadFailure: ${intakeMessages.unsupported}`,
    );
    expect(sniffType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
  });

  it('a damaged PDF: cut short, or its middle overwritten', async () => {
    const pdf = Buffer.from(await rateConPdf());
    const garbled = Buffer.concat([
      pdf.subarray(0, 400),
      Buffer.alloc(pdf.length - 800, 0x41),
      pdf.subarray(-400),
    ]);
    for (const bytes of [pdf.subarray(0, pdf.length / 2), garbled, Buffer.from('%PDF-1.7\n%%EOF\n')]) {
      expect(await failure(bytes)).toBe(`ReadFailure: ${intakeMessages.corrupt}`);
    }
  });

  it('a PDF protected by a password (made once with qpdf --encrypt, AES-256)', async () => {
    const bytes = fs.readFileSync(path.join(FIXTURES, 'password-protected.pdf'));
    expect(await failure(bytes)).toBe(`ReadFailure: ${intakeMessages.encrypted}`);
  });

  it('a 60-page PDF fails before any page is read or drawn', async () => {
    const bytes = Buffer.from(await rateConPdf(RATE_CON_LINES, 60));
    expect(await failure(bytes)).toBe(`ReadFailure: ${intakeMessages.tooManyPages(20)}`);
    expect(await failure(Buffer.from(await rateConPdf(RATE_CON_LINES, 2)), 'application/pdf', 1)).toBe(
      `ReadFailure: ${intakeMessages.tooManyPages(1)}`,
    );
    expect(render.renderPdfPage).not.toHaveBeenCalled();
  });

  it('an image that does not decode, and a blank page, have nothing to read', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect(await failure(png, 'image/png')).toBe(`ReadFailure: ${intakeMessages.unreadable}`);
    const blank = await PDFDocument.create();
    blank.addPage([612, 792]);
    expect(await failure(Buffer.from(await blank.save()))).toBe(`ReadFailure: ${intakeMessages.unreadable}`);
  }, 60_000);
});

describe('nothing is fetched', () => {
  it('PDF.js and Tesseract read their data from files in node_modules', () => {
    for (const folder of Object.values(PDFJS_DATA)) {
      expect(folder).not.toMatch(/^[a-z]+:\/\//);
      expect(fs.statSync(folder).isDirectory(), folder).toBe(true);
    }
    expect(OCR_DATA.langPath).not.toMatch(/^[a-z]+:\/\//);
    expect(fs.statSync(path.join(OCR_DATA.langPath, 'eng.traineddata.gz')).size).toBeGreaterThan(1_000_000);
    // Not cached: the model is never written to the working folder either.
    expect(OCR_DATA.cacheMethod).toBe('none');
  });
});
