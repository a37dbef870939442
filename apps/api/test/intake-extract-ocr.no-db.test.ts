import fs from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePhoto, makeScan } from '../scripts/intake-scans';
import { extractDocument } from '../src/modules/intake/reading/extract';
import { OCR_IDLE_MS, ocrStarted, ocrTurn, recognize, terminateOcr } from '../src/modules/intake/reading/ocr';
import { withPdf } from '../src/modules/intake/reading/pdf-document';
import {
  decodeImage,
  drawImage,
  drawPdfPage,
  OCR_DPI,
  OCR_MAX_SIDE,
} from '../src/modules/intake/reading/render';
import type { Word } from '../src/modules/intake/reading/types';
import { rateConPdf } from './fixtures/intake/rate-con-pdf';

/** Slow: OCR of whole pages, Tesseract's worker started once for the file. */
const OCR_TIMEOUT = 90_000;

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await rateConPdf();
});
afterAll(() => terminateOcr());

const texts = (words: Word[]) => words.map((w) => w.text);

/** The load number, the line haul and both cities of the drawn rate confirmation. */
const KEY_WORDS = ['7734521', '$2,450.00', 'Dallas,', 'Memphis,'];
/** A scan's words as the reader needs them: the noise removal for dust may take a comma after a word. */
const scanned = (words: Word[]) => words.map((w) => w.text.replace(/,$/, ''));
const KEY_SCANNED = KEY_WORDS.map((w) => w.replace(/,$/, ''));

describe('OCR', () => {
  it(
    'reads a scan (a PDF of page pictures, askew, speckled) with Tesseract’s confidence and boxes in place',
    async () => {
      const scan = Buffer.from(await makeScan(pdf, { angle: 0.8, seed: 7 }));
      const doc = await extractDocument(scan, 'application/pdf');
      expect(doc.method).toBe('ocr');
      const [page] = doc.pages;
      expect(page).toMatchObject({ number: 1, width: 612, height: 792 });
      expect(scanned(page!.words)).toEqual(expect.arrayContaining(KEY_SCANNED));
      const load = page!.words.find((w) => w.text === '7734521')!;
      expect(load.confidence).toBeGreaterThan(0.6);
      expect(load.confidence).toBeLessThanOrEqual(1);
      // Drawn at x 72 pt, baseline 690 pt from the bottom; the scan turned it a little.
      expect(load.x).toBeGreaterThan(72 / 612);
      expect(load.x).toBeLessThan(0.4);
      expect(Math.abs(load.y + load.h - (792 - 690) / 792)).toBeLessThan(0.02);
      // Each word knows Tesseract's line: the reader measures the page's slant on them.
      const label = page!.words.find((w) => w.text === 'Number:')!;
      expect(load.line).toBeTypeOf('number');
      expect(label.line).toBe(load.line);
      expect(page!.words.find((w) => w.text === 'Dallas,')!.line).not.toBe(load.line);
      expect(doc.rendered).toHaveLength(1);
      expect(doc.rendered[0]!.height / doc.rendered[0]!.width).toBeCloseTo(792 / 612, 2);
    },
    OCR_TIMEOUT,
  );

  it(
    "reads a scanner's dust as nothing when told the page is dusty",
    async () => {
      const scan = Buffer.from(await makeScan(pdf, { angle: 0.6, seed: 3 }));
      const doc = await extractDocument(scan, 'application/pdf');
      // What Tesseract makes of specks: a letter or two it is unsure of.
      const specks = (words: Word[]) => words.filter((w) => w.text.length <= 2 && w.confidence < 0.5);
      expect(scanned(doc.pages[0]!.words)).toEqual(expect.arrayContaining(KEY_SCANNED));
      expect(specks(doc.pages[0]!.words)).toEqual([]);
      // The same page read as a photo is: its specks come back as letters.
      const picture = await withPdf(scan, 1, async (d) =>
        drawPdfPage(await d.getPage(1), OCR_DPI, OCR_MAX_SIDE),
      );
      expect(specks(await recognize(picture)).length).toBeGreaterThan(0);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a phone photo (JPEG, turned, dull, grainy); the page shown is the photo itself',
    async () => {
      const photo = await makePhoto(pdf, { angle: -1.6, seed: 8 });
      const doc = await extractDocument(photo, 'image/jpeg');
      expect(doc.method).toBe('ocr');
      const source = await loadImage(photo);
      expect(doc.pages[0]).toMatchObject({ number: 1, width: source.width, height: source.height });
      expect(texts(doc.pages[0]!.words)).toEqual(expect.arrayContaining(KEY_WORDS));
      for (const word of doc.pages[0]!.words) {
        expect(word.x).toBeGreaterThanOrEqual(0);
        expect(word.x + word.w).toBeLessThanOrEqual(1);
      }
      const [shown] = doc.rendered;
      expect(shown!.png.subarray(1, 4).toString()).toBe('PNG');
      expect(shown!.height / shown!.width).toBeCloseTo(source.height / source.width, 2);
    },
    OCR_TIMEOUT,
  );

  it(
    'leaves the event loop free while a page is read',
    async () => {
      const picture = drawImage(await decodeImage(await makePhoto(pdf)), 1);
      let settled = false;
      const reading = recognize(picture).finally(() => {
        settled = true;
      });
      let turns = 0;
      while (!settled) {
        await new Promise((resolve) => setImmediate(resolve));
        turns++;
      }
      expect(texts(await reading)).toContain('7734521');
      // Recognition in the event loop's thread would have let it turn only a handful of times.
      expect(turns).toBeGreaterThan(50);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a photo a phone stored sideways with its EXIF orientation, upright',
    async () => {
      const upright = await loadImage(await makePhoto(pdf, { angle: -1.2, seed: 4 }));
      // As a phone held sideways saves it: the pixels turned a quarter, the EXIF tag saying how to show them.
      const sideways = createCanvas(upright.height, upright.width);
      const context = sideways.getContext('2d');
      context.translate(upright.height, 0);
      context.rotate(Math.PI / 2);
      context.drawImage(upright, 0, 0);
      const photo = withExifOrientation(await sideways.encode('jpeg', 85), 8);
      const doc = await extractDocument(photo, 'image/jpeg');
      expect(doc.pages[0]).toMatchObject({ width: upright.width, height: upright.height });
      expect(texts(doc.pages[0]!.words)).toEqual(expect.arrayContaining(KEY_WORDS));
    },
    OCR_TIMEOUT,
  );

  it('takes documents one at a time, a failed one not blocking the next', async () => {
    const order: string[] = [];
    let release!: () => void;
    const first = ocrTurn(async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      order.push('first ends');
      throw new Error('unreadable');
    });
    const second = ocrTurn(async () => {
      order.push('second starts');
      return 'second read';
    });
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['first starts']);
    release();
    await expect(first).rejects.toThrow('unreadable');
    expect(await second).toBe('second read');
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it(
    'starts a new worker after being stopped, and writes no model file to the working folder',
    async () => {
      await terminateOcr();
      const words = await recognize(drawImage(await decodeImage(await makePhoto(pdf)), 1));
      expect(texts(words)).toContain('7734521');
      expect(fs.existsSync('eng.traineddata')).toBe(false);
    },
    OCR_TIMEOUT,
  );

  it(
    'stops an idle worker, giving its memory back',
    async () => {
      const picture = drawImage(await decodeImage(await makePhoto(pdf)), 1);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await ocrTurn(() => recognize(picture));
        expect(ocrStarted()).toBe(true);
        vi.advanceTimersByTime(OCR_IDLE_MS - 1000);
        expect(ocrStarted()).toBe(true);
        vi.advanceTimersByTime(1000);
        expect(ocrStarted()).toBe(false);
      } finally {
        vi.useRealTimers();
      }
    },
    OCR_TIMEOUT,
  );
});

/** `jpeg` with an EXIF block whose only tag is Orientation (1–8; 8: turn a quarter counter-clockwise to show). */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // big-endian TIFF, first directory at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00], // Orientation, SHORT
    ...[0x00, 0x00, 0x00, 0x00], // no next directory
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = payload.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}
