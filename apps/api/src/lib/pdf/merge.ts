import type { PDFDocument } from '@cantoo/pdf-lib';
import { PAGE } from './layout';
import { newPdf, readPdf } from './pdf-lib';

/** A file to put into a merged PDF: a PDF (its pages copied) or a PNG/JPEG (one page, scaled to fit). */
export interface MergePart {
  bytes: Uint8Array;
  mimeType: string;
}

/**
 * The bytes in an array of their own: pdf-lib reads images through a DataView of the whole underlying
 * buffer, so a Buffer from Node's shared pool (small Buffers, Buffer.concat) would be read from the wrong
 * offset ("SOI not found in JPEG").
 */
export const ownBytes = (bytes: Uint8Array): Uint8Array => Uint8Array.from(bytes);

/**
 * Appends `part` to `target`: a PDF's pages with copyPages, an image as one Letter page; answers how many
 * pages were added (0 for another type or a file pdf-lib cannot read).
 */
export async function appendPart(target: PDFDocument, part: MergePart): Promise<number> {
  const bytes = ownBytes(part.bytes);
  try {
    if (part.mimeType === 'application/pdf') {
      const source = await readPdf(bytes);
      const pages = await target.copyPages(source, source.getPageIndices());
      for (const page of pages) target.addPage(page);
      return pages.length;
    }
    if (part.mimeType === 'image/png' || part.mimeType === 'image/jpeg') {
      const image =
        part.mimeType === 'image/png' ? await target.embedPng(bytes) : await target.embedJpg(bytes);
      const page = target.addPage([PAGE.width, PAGE.height]);
      const box = { width: PAGE.width - 2 * PAGE.margin, height: PAGE.height - 2 * PAGE.margin };
      const scale = Math.min(box.width / image.width, box.height / image.height, 1);
      const width = image.width * scale;
      const height = image.height * scale;
      page.drawImage(image, {
        x: (PAGE.width - width) / 2,
        y: PAGE.height - PAGE.margin - height,
        width,
        height,
      });
      return 1;
    }
  } catch {
    return 0;
  }
  return 0;
}

/** One PDF of several: each part's pages in order (see appendPart). */
export async function mergePdf(parts: ReadonlyArray<MergePart>): Promise<Uint8Array> {
  const target = await newPdf();
  for (const part of parts) await appendPart(target, part);
  return target.save();
}
