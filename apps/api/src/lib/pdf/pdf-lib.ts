import type { PDFDocument } from '@cantoo/pdf-lib';

/**
 * pdf-lib, loaded by the first PDF a process makes instead of at start: with fontkit (lib/pdf/fonts.ts) it is
 * a large share of an idle server's memory, and a server can go hours without making a PDF (docs/performance.md
 * "Session 22"). Every document is begun here; only types are imported from pdf-lib elsewhere.
 */
export const pdfLib = () => import('@cantoo/pdf-lib');

/** A new, empty PDF. */
export async function newPdf(): Promise<PDFDocument> {
  const { PDFDocument } = await pdfLib();
  return PDFDocument.create();
}

/** A PDF read from its bytes (encrypted ones too: their pages are copied, not decrypted). */
export async function readPdf(bytes: Uint8Array): Promise<PDFDocument> {
  const { PDFDocument } = await pdfLib();
  return PDFDocument.load(bytes, { ignoreEncryption: true });
}
