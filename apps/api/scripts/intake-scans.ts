import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PDFDocument } from '@cantoo/pdf-lib';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { withPdf } from '../src/modules/intake/reading/pdf-document';
import { drawPdfPage } from '../src/modules/intake/reading/render';

/**
 * Scans and photos of rate confirmations, for the reader's corpus and tests: what an office scanner and a
 * driver's phone make of a PDF. A "scan" is a PDF whose pages are only pictures (grey, 200 dpi, specks, a
 * page fed a little askew); a "photo" is a JPEG of the first page, turned a little more, in dull light.
 * Noise comes from a seeded generator: the same PDF always gives the same files.
 */

const USAGE = `Usage: npx tsx apps/api/scripts/intake-scans.ts [folder]

Turns every PDF in the folder (default .tmp/rate-cons/) into <name>.scan.pdf and <name>.photo.jpg beside it.`;

export interface Blemish {
  /** Degrees, clockwise. */
  angle: number;
  /** Seed of the noise. */
  seed: number;
}

/** A small deterministic generator (mulberry32): the corpus must come out the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `source` turned `angle` degrees about its centre, on a canvas of its size filled with `background`. */
function turned(source: Canvas, angle: number, background: string): Canvas {
  const canvas = createCanvas(source.width, source.height);
  const context = canvas.getContext('2d');
  context.fillStyle = background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((angle * Math.PI) / 180);
  context.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

/**
 * Each pixel made grey, its contrast mapped to `low`–`high`, then moved by up to `noise` either way; one
 * pixel in `speckEvery` becomes a dark speck (dust on the glass).
 */
function degrade(
  canvas: Canvas,
  next: () => number,
  look: { low: number; high: number; noise: number; speckEvery: number },
): void {
  const context = canvas.getContext('2d');
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const grey = (data[i]! * 299 + data[i + 1]! * 587 + data[i + 2]! * 114) / 1000;
    let value = look.low + (grey * (look.high - look.low)) / 255 + (next() * 2 - 1) * look.noise;
    if (next() * look.speckEvery < 1) value = look.low + next() * 40;
    value = Math.max(0, Math.min(255, value));
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value;
  }
  context.putImageData(image, 0, 0);
}

const SCAN_DPI = 200;
const PHOTO_DPI = 170;

/** A scanner's copy of `pdf`: every page a grey 200 dpi picture, a little askew, with specks. */
export async function makeScan(
  pdf: Uint8Array,
  blemish: Blemish = { angle: 0.7, seed: 1 },
): Promise<Uint8Array> {
  const next = random(blemish.seed);
  const out = await PDFDocument.create();
  await withPdf(pdf, Number.POSITIVE_INFINITY, async (doc) => {
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const picture = turned(
        await drawPdfPage(page, SCAN_DPI, Number.POSITIVE_INFINITY),
        blemish.angle,
        '#ffffff',
      );
      page.cleanup();
      degrade(picture, next, { low: 20, high: 245, noise: 18, speckEvery: 4000 });
      const jpeg = await out.embedJpg(await picture.encode('jpeg', 80));
      out.addPage([width, height]).drawImage(jpeg, { x: 0, y: 0, width, height });
    }
  });
  return out.save();
}

/** A phone's photo of `pdf`'s first page: turned a little, dull, grainy, on a desk showing at the edges. */
export async function makePhoto(
  pdf: Uint8Array,
  blemish: Blemish = { angle: -1.5, seed: 2 },
): Promise<Buffer> {
  const next = random(blemish.seed);
  return withPdf(pdf, Number.POSITIVE_INFINITY, async (doc) => {
    const page = await doc.getPage(1);
    const sheet = await drawPdfPage(page, PHOTO_DPI, Number.POSITIVE_INFINITY);
    page.cleanup();
    // The sheet lies on a desk with a margin around it, as a hand-held photo frames it.
    const margin = Math.round(sheet.width * 0.04);
    const framed = createCanvas(sheet.width + 2 * margin, sheet.height + 2 * margin);
    const context = framed.getContext('2d');
    context.fillStyle = '#6b625a';
    context.fillRect(0, 0, framed.width, framed.height);
    context.drawImage(sheet, margin, margin);
    const photo = turned(framed, blemish.angle, '#6b625a');
    degrade(photo, next, { low: 55, high: 205, noise: 22, speckEvery: 20000 });
    return photo.encode('jpeg', 85);
  });
}

/** Writes `<name>.scan.pdf` and `<name>.photo.jpg` for every other PDF in `folder`; answers their paths. */
export async function convertFolder(folder: string): Promise<string[]> {
  const names = (await fs.readdir(folder))
    .filter((n) => n.endsWith('.pdf') && !n.endsWith('.scan.pdf'))
    .sort();
  const written: string[] = [];
  for (const [index, name] of names.entries()) {
    const pdf = await fs.readFile(path.join(folder, name));
    const base = path.join(folder, name.slice(0, -'.pdf'.length));
    // Each file askew its own way, within what a feeder and a steady hand do.
    const sign = index % 2 === 0 ? 1 : -1;
    await fs.writeFile(
      `${base}.scan.pdf`,
      await makeScan(pdf, { angle: sign * (0.5 + (index % 5) * 0.1), seed: index + 1 }),
    );
    await fs.writeFile(
      `${base}.photo.jpg`,
      await makePhoto(pdf, { angle: -sign * (1 + (index % 5) * 0.2), seed: index + 101 }),
    );
    written.push(`${base}.scan.pdf`, `${base}.photo.jpg`);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const folder = path.resolve(positionals[0] ?? '.tmp/rate-cons');
  const written = await convertFolder(folder);
  console.log(`${written.length} files written in ${folder}`);
}
