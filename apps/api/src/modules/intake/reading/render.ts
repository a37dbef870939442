import { intakeMessages } from '@fletx/contract/intake';
import type { Canvas, Image } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ReadFailure, type RenderedPage } from './types';

/**
 * Pages as pictures, drawn by PDF.js onto @napi-rs/canvas (Skia, shipped prebuilt in the npm package: no
 * system library). The same drawing serves people (a page to look at, beside the fields read from it) and
 * OCR (a scanned page, drawn sharper). Encoding runs on libuv's thread pool, not the event loop.
 */

/** Pages for people: about a laptop screen's width. */
export const VIEW_DPI = 150;
export const VIEW_MAX_WIDTH = 1200;
/** Scanned pages for OCR: the resolution Tesseract reads best at for ordinary print. */
export const OCR_DPI = 300;
/** The largest picture handed to OCR, either side: a phone's photo is shrunk to it. */
export const OCR_MAX_SIDE = 3600;
/** A smaller picture is enlarged to it: Tesseract misreads letters only a few pixels high. */
export const OCR_MIN_SIDE = 2000;

/** How much to scale an image of `width` × `height` pixels for OCR. */
export function ocrScale(width: number, height: number): number {
  const side = Math.max(width, height);
  return side > OCR_MAX_SIDE
    ? OCR_MAX_SIDE / side
    : side < OCR_MIN_SIDE
      ? Math.min(2, OCR_MIN_SIDE / side)
      : 1;
}

const POINTS_PER_INCH = 72;

type CanvasLibrary = typeof import('@napi-rs/canvas');
let canvasLibrary: CanvasLibrary | undefined;

/** Skia is loaded with the first page drawn or picture decoded: a server that reads no file goes without it. */
async function loadCanvas(): Promise<CanvasLibrary> {
  canvasLibrary ??= await import('@napi-rs/canvas');
  return canvasLibrary;
}

/** The library drawPdfPage or decodeImage loaded (a picture or canvas to draw on exists only after them). */
function loadedCanvas(): CanvasLibrary {
  if (!canvasLibrary) throw new Error('draw a page or decode a picture before drawing on a canvas');
  return canvasLibrary;
}

/** Draws a PDF page at `dpi`, shrunk to fit `maxWidth` × `maxHeight` pixels, on a white background. */
export async function drawPdfPage(page: PDFPageProxy, dpi: number, maxWidth: number, maxHeight = maxWidth) {
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / POINTS_PER_INCH, maxWidth / natural.width, maxHeight / natural.height);
  const viewport = page.getViewport({ scale });
  const { createCanvas } = await loadCanvas();
  const canvas = createCanvas(
    Math.max(1, Math.round(viewport.width)),
    Math.max(1, Math.round(viewport.height)),
  );
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // PDF.js types its canvas as the DOM's; @napi-rs/canvas is what it uses itself in Node.
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  return canvas;
}

/** A PDF page rendered for people. */
export async function renderPdfPage(page: PDFPageProxy): Promise<RenderedPage> {
  const canvas = await drawPdfPage(page, VIEW_DPI, VIEW_MAX_WIDTH, Number.POSITIVE_INFINITY);
  return {
    number: page.pageNumber,
    width: canvas.width,
    height: canvas.height,
    png: await canvas.encode('png'),
  };
}

/** Decodes a PNG or JPEG; one that cannot be decoded has nothing to read. */
export async function decodeImage(bytes: Buffer): Promise<Image> {
  const { loadImage } = await loadCanvas();
  try {
    const image = await loadImage(bytes);
    if (!image.width || !image.height) throw new Error('no pixels');
    return image;
  } catch {
    throw new ReadFailure(intakeMessages.unreadable);
  }
}

/** `image` drawn `scale` times its size on a white canvas (a transparent PNG would read as black). */
export function drawImage(image: Image | Canvas, scale: number): Canvas {
  const canvas = loadedCanvas().createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** A photo or scanned image as a page for people: the image itself as PNG, no wider than `VIEW_MAX_WIDTH`. */
export async function renderImagePage(image: Image): Promise<RenderedPage> {
  const canvas = drawImage(image, Math.min(1, VIEW_MAX_WIDTH / image.width));
  return { number: 1, width: canvas.width, height: canvas.height, png: await canvas.encode('png') };
}
