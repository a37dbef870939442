import { createRequire } from 'node:module';
import path from 'node:path';
import { intakeMessages } from '@fletx/contract/intake';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ReadFailure } from './types';

/**
 * Opening a PDF with PDF.js (pdfjs-dist, its legacy build for Node). Everything PDF.js may load besides the
 * document — the standard fonts a PDF names without embedding, CMaps for CJK text, ICC colour profiles, the
 * WebAssembly decoders for JBIG2 and JPEG 2000 scans — is read from the package's own folders: nothing is
 * fetched. PDF.js compiles no code from strings (it no longer has the `isEvalSupported` path).
 *
 * In Node PDF.js has no worker thread of its own: parsing and drawing run on the main thread, one page at a
 * time, with the event loop free between pages.
 */
const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** PDF.js's data folders, each ending with a slash as it wants them. */
export const PDFJS_DATA = {
  standardFontDataUrl: `${path.join(PDFJS_DIR, 'standard_fonts')}/`,
  cMapUrl: `${path.join(PDFJS_DIR, 'cmaps')}/`,
  iccUrl: `${path.join(PDFJS_DIR, 'iccs')}/`,
  wasmUrl: `${path.join(PDFJS_DIR, 'wasm')}/`,
};

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/** Loaded on first use: a server that never reads a PDF never pays for it. */
const loadPdfJs = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};

/** The failure a PDF.js error stands for: a password, else a damaged file. */
function openFailure(error: unknown): ReadFailure {
  if (error instanceof ReadFailure) return error;
  const name = error instanceof Error ? error.name : '';
  return new ReadFailure(name === 'PasswordException' ? intakeMessages.encrypted : intakeMessages.corrupt);
}

/**
 * Opens `bytes`, refuses more than `maxPages` pages before any page is parsed, runs `use` and always frees
 * the document. PDF.js's own errors become `ReadFailure`s; others pass through.
 */
export async function withPdf<T>(
  bytes: Uint8Array,
  maxPages: number,
  use: (doc: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  // PDF.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    ...PDFJS_DATA,
    useSystemFonts: false,
    disableFontFace: true,
    useWorkerFetch: false,
    stopAtErrors: false,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    let doc: PDFDocumentProxy;
    try {
      doc = await task.promise;
    } catch (error) {
      throw openFailure(error);
    }
    if (doc.numPages > maxPages) throw new ReadFailure(intakeMessages.tooManyPages(maxPages));
    if (doc.numPages < 1) throw new ReadFailure(intakeMessages.corrupt);
    return await use(doc);
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
