import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import type { ExtractedDocument, Word } from '../../src/modules/intake/reading/types';

const WIDTH = 612;
const HEIGHT = 792;

export interface TextStyle {
  size?: number;
  bold?: boolean;
}

/**
 * Pages to draw a rate confirmation on, in points from the top left, keeping every word drawn with its box
 * (in page fractions) as a PDF's text layer gives them: split on whitespace.
 */
export class Sheet {
  readonly pages: { page: PDFPage; words: Word[] }[] = [];
  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(doc: PDFDocument): Promise<Sheet> {
    const [font, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    const sheet = new Sheet(doc, font, bold);
    sheet.newPage();
    return sheet;
  }

  newPage() {
    this.pages.push({ page: this.doc.addPage([WIDTH, HEIGHT]), words: [] });
  }

  private get current() {
    return this.pages[this.pages.length - 1]!;
  }

  width(text: string, style: TextStyle = {}) {
    return (style.bold ? this.bold : this.font).widthOfTextAtSize(text, style.size ?? 9);
  }

  /** Draw `text` with its top left at (x, top). */
  text(x: number, top: number, text: string, style: TextStyle = {}) {
    const size = style.size ?? 9;
    const font = style.bold ? this.bold : this.font;
    const { page, words } = this.current;
    page.drawText(text, { x, y: HEIGHT - top - size * 0.8, size, font, color: rgb(0.1, 0.1, 0.1) });
    for (const m of text.matchAll(/\S+/g)) {
      const before = font.widthOfTextAtSize(text.slice(0, m.index), size);
      words.push({
        text: m[0],
        x: (x + before) / WIDTH,
        y: top / HEIGHT,
        w: font.widthOfTextAtSize(m[0], size) / WIDTH,
        h: size / HEIGHT,
        confidence: 1,
      });
    }
  }

  /** Draw `text` ending at x2. */
  right(x2: number, top: number, text: string, style: TextStyle = {}) {
    this.text(x2 - this.width(text, style), top, text, style);
  }

  /** Draw `lines` one under another from (x, top), `leading` points apart; returns the top after the last. */
  lines(x: number, top: number, lines: string[], leading = 11) {
    lines.forEach((line, r) => void this.text(x, top + r * leading, line));
    return top + lines.length * leading;
  }

  rule(top: number, x1 = 36, x2 = WIDTH - 36) {
    this.current.page.drawLine({
      start: { x: x1, y: HEIGHT - top },
      end: { x: x2, y: HEIGHT - top },
      thickness: 0.6,
      color: rgb(0.5, 0.5, 0.5),
    });
  }

  /** Long text wrapped to `width` points from (x, top); returns the top of the next line. */
  paragraph(x: number, top: number, text: string, width: number, size = 7.5) {
    let line = '';
    let y = top;
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (this.width(next, { size }) > width && line) {
        this.text(x, y, line, { size });
        y += size * 1.3;
        line = word;
      } else line = next;
    }
    if (line) this.text(x, y, line, { size });
    return y + size * 1.3;
  }

  extracted(): ExtractedDocument {
    return {
      method: 'text',
      pages: this.pages.map((p, i) => ({ number: i + 1, width: WIDTH, height: HEIGHT, words: p.words })),
    };
  }
}
