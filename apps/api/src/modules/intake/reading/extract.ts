import type { IntakeMimeType } from '@fletx/contract/intake';
import { intakeMessages } from '@fletx/contract/intake';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ocrTurn, recognize } from './ocr';
import { withPdf } from './pdf-document';
import { pageTextWords, SCANNED_BELOW_CHARACTERS } from './pdf-text';
import {
  decodeImage,
  drawImage,
  drawPdfPage,
  OCR_DPI,
  OCR_MAX_SIDE,
  ocrScale,
  renderImagePage,
  renderPdfPage,
} from './render';
import { type ExtractedDocument, type PageWords, ReadFailure, type RenderedPage } from './types';

/**
 * A rate confirmation's words, page by page, and its pages as pictures (docs/product.md "Rate
 * confirmations"). A PDF's own text is used where it has some; a page without (a scan) and a photo are
 * read by OCR (ocr.ts). What cannot be read fails with a `ReadFailure` whose reason a person can act on;
 * nothing else escapes.
 */

export type ExtractMimeType = IntakeMimeType;
export const DEFAULT_MAX_PAGES = 20;

export type Extraction = ExtractedDocument & { rendered: RenderedPage[] };

/**
 * The type the bytes say, whatever the caller was told: a PDF's header may follow some junk, as readers
 * allow.
 */
export function sniffType(bytes: Uint8Array): ExtractMimeType | null {
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.includes('%PDF-')) return 'application/pdf';
  return null;
}

/** Enough to call a document read: a few words Tesseract (or the text layer) is fairly sure of. */
const READABLE_WORDS = 3;
const SURE = 0.5;

function readable(pages: PageWords[]): boolean {
  let sure = 0;
  for (const page of pages)
    sure += page.words.filter((w) => w.confidence >= SURE && /[\p{L}\p{N}]/u.test(w.text)).length;
  return sure >= READABLE_WORDS;
}

async function extractPdf(bytes: Buffer, maxPages: number): Promise<Extraction> {
  return withPdf(bytes, maxPages, async (doc: PDFDocumentProxy) => {
    const pages: PageWords[] = [];
    const rendered: RenderedPage[] = [];
    const scanned: PageWords[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const { words, characters } = await pageTextWords(page);
      pages.push(words);
      if (characters < SCANNED_BELOW_CHARACTERS) scanned.push(words);
      rendered.push(await renderPdfPage(page));
      page.cleanup();
    }
    if (scanned.length > 0) {
      await ocrTurn(async () => {
        for (const words of scanned) {
          const page = await doc.getPage(words.number);
          const picture = await drawPdfPage(page, OCR_DPI, OCR_MAX_SIDE);
          page.cleanup();
          // The resolution it was drawn at (less than OCR_DPI for a large page), from its width in points;
          // a PDF of pictures comes from a scanner.
          words.words = await recognize(picture, { dpi: (picture.width * 72) / words.width, dusty: true });
        }
      });
    }
    if (!readable(pages)) throw new ReadFailure(intakeMessages.unreadable);
    return { method: scanned.length > 0 ? 'ocr' : 'text', pages, rendered };
  });
}

async function extractImage(bytes: Buffer): Promise<Extraction> {
  const image = await decodeImage(bytes);
  const rendered = [await renderImagePage(image)];
  const words = await ocrTurn(() => recognize(drawImage(image, ocrScale(image.width, image.height))));
  const pages = [{ number: 1, width: image.width, height: image.height, words }];
  if (!readable(pages)) throw new ReadFailure(intakeMessages.unreadable);
  return { method: 'ocr', pages, rendered };
}

/**
 * Reads `bytes` (a PDF of at most `maxPages` pages, a PNG or a JPEG). Throws only `ReadFailure`: an
 * unexpected error from a library is reported as a damaged PDF or an unreadable image, with its `cause`.
 */
export async function extractDocument(
  bytes: Buffer,
  _mimeType: ExtractMimeType,
  options: { maxPages?: number } = {},
): Promise<Extraction> {
  if (bytes.length === 0) throw new ReadFailure(intakeMessages.empty);
  const type = sniffType(bytes);
  if (!type) throw new ReadFailure(intakeMessages.unsupported);
  try {
    return type === 'application/pdf'
      ? await extractPdf(bytes, options.maxPages ?? DEFAULT_MAX_PAGES)
      : await extractImage(bytes);
  } catch (error) {
    if (error instanceof ReadFailure) throw error;
    const failure = new ReadFailure(
      type === 'application/pdf' ? intakeMessages.corrupt : intakeMessages.unreadable,
    );
    throw Object.assign(failure, { cause: error });
  }
}
