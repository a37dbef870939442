import { pdfLib } from '../lib/pdf/pdf-lib';

/** Writes one line and moves down (`gap` points, 18 unless told). */
export type PdfLine = (text: string, options?: { bold?: boolean; size?: number; gap?: number }) => void;

/**
 * A one-page letter-size PDF with a text layer, written line by line from the top: the demo's papers (rate
 * confirmations, bills of lading), the same bytes on every start.
 */
export async function linesPdf(write: (line: PdfLine) => void): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await pdfLib();
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  write((text, options = {}) => {
    page.drawText(text, { x: 48, y, size: options.size ?? 11, font: options.bold ? bold : font });
    y -= options.gap ?? 18;
  });
  return Buffer.from(await pdf.save());
}
