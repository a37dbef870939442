import type { PDFDocument, PDFFont, PDFImage, PDFPage, rgb } from '@cantoo/pdf-lib';
import { embedFonts, printable } from './fonts';
import { pdfLib } from './pdf-lib';

/** US Letter, in points. */
export const PAGE = { width: 612, height: 792, margin: 48 } as const;

/** The grey of labels, notes and footers (`TextOptions.color`). */
export const GREY: [number, number, number] = [0.45, 0.45, 0.45];

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** From the left margin. */
  x?: number;
  /** Right-aligned so the text ends at this x (from the left margin). */
  alignRight?: number;
  color?: [number, number, number];
}

export interface TableColumn {
  header: string;
  /** Width in points. */
  width: number;
  align?: 'left' | 'right';
  /**
   * Cells kept on one line, the column widened to its widest (PdfLayout.fit): an amount broken in two reads
   * as two numbers. By default the right-aligned columns, which hold amounts and counts; a date column says so.
   */
  nowrap?: boolean;
}

/** The least a column of text is narrowed to when amounts need its width (PdfLayout.fit). */
const MIN_WRAPPING_WIDTH = 40;
/** What a cell leaves of its column's width for its text (PdfLayout.cells). */
const CELL_PADDING = 6;
const keepsOneLine = (column: TableColumn) => column.nowrap ?? column.align === 'right';

/** pdf-lib's colour maker, and the layout's own greys made with it. */
interface Colours {
  rgb: typeof rgb;
  grey: ReturnType<typeof rgb>;
  line: ReturnType<typeof rgb>;
}

/**
 * A small top-to-bottom layout on pdf-lib (invoices, settlements, lists): it keeps a cursor, starts a new
 * page when the next block does not fit (repeating a table's header), wraps long text, and sanitizes every
 * string to what the embedded typeface draws (fonts.ts). Coordinates given by callers are from the left margin.
 */
export class PdfLayout {
  page!: PDFPage;
  /** Distance from the top of the page to the cursor. */
  y = 0;
  pageCount = 0;

  private constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly colours: Colours,
    private readonly onNewPage?: (layout: PdfLayout) => void,
  ) {}

  static async create(doc: PDFDocument, onNewPage?: (layout: PdfLayout) => void): Promise<PdfLayout> {
    const { font, bold } = await embedFonts(doc);
    const { rgb } = await pdfLib();
    const colours = { rgb, grey: rgb(...GREY), line: rgb(0.75, 0.75, 0.75) };
    const layout = new PdfLayout(doc, font, bold, colours, onNewPage);
    layout.newPage();
    return layout;
  }

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageCount += 1;
    this.y = PAGE.margin;
    this.onNewPage?.(this);
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensureSpace(height: number): void {
    if (this.y + height > PAGE.height - PAGE.margin) this.newPage();
  }

  moveDown(points: number): void {
    this.y += points;
  }

  widthOf(text: string, size = 10, bold = false): number {
    const font = bold ? this.bold : this.font;
    return font.widthOfTextAtSize(printable(text, font), size);
  }

  /** Draws one line at the cursor without moving it. */
  draw(text: string, options: TextOptions = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const safe = printable(text, font);
    const x =
      options.alignRight !== undefined
        ? PAGE.margin + options.alignRight - font.widthOfTextAtSize(safe, size)
        : PAGE.margin + (options.x ?? 0);
    this.page.drawText(safe, {
      x,
      y: PAGE.height - this.y - size,
      size,
      font,
      ...(options.color ? { color: this.colours.rgb(...options.color) } : {}),
    });
  }

  /** Draws text wrapped to `width` and moves the cursor below it. */
  text(text: string, options: TextOptions & { width?: number; gap?: number } = {}): void {
    const size = options.size ?? 10;
    for (const line of this.wrap(
      text,
      options.width ?? this.contentWidth - (options.x ?? 0),
      size,
      options.bold,
    )) {
      this.ensureSpace(size * 1.3);
      this.draw(line, options);
      this.y += size * 1.3;
    }
    this.y += options.gap ?? 0;
  }

  /** `text` split on its line breaks and wrapped to `width`. */
  wrap(text: string, width: number, size = 10, bold = false): string[] {
    const font = bold ? this.bold : this.font;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r\n?|\n/)) {
      let line = '';
      for (const word of printable(paragraph, font)
        .split(' ')
        .flatMap((w) => this.pieces(w, width, size, font))) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** A word wider than `width` in pieces that fit: a long number is broken, never cut or overlapping. */
  private pieces(word: string, width: number, size: number, font: PDFFont): string[] {
    if (font.widthOfTextAtSize(word, size) <= width) return [word];
    const out: string[] = [];
    let piece = '';
    for (const char of word) {
      if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
        out.push(piece);
        piece = '';
      }
      piece += char;
    }
    out.push(piece);
    return out;
  }

  /** A thin horizontal rule across the content width. */
  rule(): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: PAGE.height - this.y },
      end: { x: PAGE.width - PAGE.margin, y: PAGE.height - this.y },
      thickness: 0.5,
      color: this.colours.line,
    });
    this.y += 6;
  }

  /** A small grey label above a value (a block of lines). */
  labelled(label: string, lines: string[], x = 0, width = 220): number {
    const top = this.y;
    this.draw(label.toUpperCase(), { x, size: 8, bold: true, color: GREY });
    let y = top + 12;
    for (const line of lines.flatMap((l) => this.wrap(l, width, 10))) {
      this.y = y;
      this.draw(line, { x });
      y += 13;
    }
    this.y = top;
    return y - top;
  }

  /** The table's header row (bold, ruled). */
  tableHeader(columns: ReadonlyArray<TableColumn>): void {
    this.ensureSpace(20);
    this.cells(
      columns,
      columns.map((c) => c.header),
      true,
    );
    this.rule();
  }

  /**
   * A table: a header, then rows, then (when given) a rule and the totals row in bold; a row that does not fit
   * starts a new page with the header again. The columns are fitted to the cells first (fit).
   */
  table(
    columns: ReadonlyArray<TableColumn>,
    rows: ReadonlyArray<ReadonlyArray<string>>,
    totals?: ReadonlyArray<string>,
  ): void {
    const fitted = this.fit(columns, rows, totals);
    this.tableHeader(fitted);
    const row = (cells: ReadonlyArray<string>, bold: boolean) => {
      if (this.y + 16 > PAGE.height - PAGE.margin) {
        this.newPage();
        this.tableHeader(fitted);
      }
      this.cells(fitted, cells, bold);
    };
    for (const cells of rows) row(cells, false);
    if (!totals) return;
    // The rule stays with the totals it is drawn over.
    if (this.y + 22 > PAGE.height - PAGE.margin) {
      this.newPage();
      this.tableHeader(fitted);
    } else this.rule();
    row(totals, true);
  }

  /**
   * `columns` widened so that each one-line column (TableColumn.nowrap) holds its widest cell, its header's
   * words and the bold totals; the width comes first from the page's free width, then from the columns of
   * text, which wrap instead, each narrowed in proportion down to MIN_WRAPPING_WIDTH or its header's longest
   * word, so the table keeps to the page. Only an amount wider than all that leaves would still be broken
   * (cells), never cut nor drawn past the margin.
   */
  fit(
    columns: ReadonlyArray<TableColumn>,
    rows: ReadonlyArray<ReadonlyArray<string>>,
    totals?: ReadonlyArray<string>,
  ): TableColumn[] {
    const headerWord = (column: TableColumn) =>
      Math.max(...column.header.split(' ').map((word) => this.widthOf(word, 9, true))) + CELL_PADDING;
    const widest = (i: number, column: TableColumn) =>
      Math.max(
        headerWord(column),
        ...rows.map((row) => this.widthOf(row[i] ?? '', 9) + CELL_PADDING),
        totals ? this.widthOf(totals[i] ?? '', 9, true) + CELL_PADDING : 0,
      );
    const growth = columns.map((c, i) => (keepsOneLine(c) ? Math.max(0, widest(i, c) - c.width) : 0));
    const slack = columns.map((c) =>
      keepsOneLine(c) ? 0 : Math.max(0, c.width - Math.max(MIN_WRAPPING_WIDTH, headerWord(c))),
    );
    const total = (widths: number[]) => widths.reduce((a, b) => a + b, 0);
    const tableWidth = Math.max(total(columns.map((c) => c.width)), this.contentWidth);
    const excess = total(columns.map((c) => c.width)) + total(growth) - tableWidth;
    if (excess <= 0) return columns.map((c, i) => ({ ...c, width: c.width + (growth[i] ?? 0) }));
    const narrowed = Math.min(excess, total(slack));
    const grown = total(growth) - (excess - narrowed);
    return columns.map((c, i) => ({
      ...c,
      width:
        c.width -
        ((slack[i] ?? 0) * narrowed) / (total(slack) || 1) +
        ((growth[i] ?? 0) * grown) / total(growth),
    }));
  }

  /** One row of cells at the cursor, wrapped within each column; moves below the tallest. */
  cells(columns: ReadonlyArray<TableColumn>, row: ReadonlyArray<string>, bold: boolean): void {
    let x = 0;
    let height = 1;
    const top = this.y;
    columns.forEach((column, i) => {
      const lines = this.wrap(row[i] ?? '', column.width - CELL_PADDING, 9, bold);
      lines.forEach((line, n) => {
        this.y = top + n * 12;
        if (column.align === 'right') this.draw(line, { alignRight: x + column.width - 4, size: 9, bold });
        else this.draw(line, { x, size: 9, bold });
      });
      height = Math.max(height, lines.length);
      x += column.width;
    });
    this.y = top + height * 12 + 4;
  }

  /** Draws an image within `maxWidth` × `maxHeight` at (x, cursor); answers its drawn height. */
  image(image: PDFImage, maxWidth: number, maxHeight: number, x = 0): number {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.page.drawImage(image, { x: PAGE.margin + x, y: PAGE.height - this.y - height, width, height });
    return height;
  }

  /** Small grey text at the bottom of every page: "Page n of m" and `footer`. */
  footers(footer: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = printable(`${footer}   Page ${i + 1} of ${pages.length}`, this.font);
      page.drawText(text, {
        x: PAGE.margin,
        y: PAGE.margin / 2,
        size: 8,
        font: this.font,
        color: this.colours.grey,
      });
    });
  }
}
