import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

/**
 * The documents' typeface: DejaVu Sans Condensed (the `dejavu-fonts-ttf` package), embedded and cut to the characters a
 * document uses. It draws Latin, Latin Extended and Vietnamese (Nguyễn, Łucja, Dvořák), where the standard
 * PDF fonts drew only Windows-1252.
 */
const require = createRequire(import.meta.url);
const FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
};

/** The font files, read once per process. */
let loaded: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
const fontFiles = () => {
  loaded ??= Promise.all([fs.readFile(FILES.regular), fs.readFile(FILES.bold)]).then(([regular, bold]) => ({
    regular: Uint8Array.from(regular),
    bold: Uint8Array.from(bold),
  }));
  return loaded;
};

/** The regular and bold faces, embedded into `doc` (only the glyphs it draws end up in the file). */
export async function embedFonts(doc: PDFDocument): Promise<{ font: PDFFont; bold: PDFFont }> {
  // fontkit (foliojs) reads the font and cuts the subset; loaded with the first PDF, as pdf-lib is
  // (lib/pdf/pdf-lib.ts). It ships no type declarations (fontkit.d.ts).
  doc.registerFontkit(await import('fontkit'));
  const files = await fontFiles();
  const [font, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
  ]);
  return { font, bold };
}

/** Look-alikes of characters the typeface lacks. */
const REPLACEMENTS: Record<string, string> = { '\t': ' ', '\u200b': '' };

/**
 * `text` as `font` can draw it: line breaks as spaces (callers split lines themselves), a composed form of
 * each letter (e + ̂ + ̃ → ễ), and '?' for anything the font has no glyph for (emoji, CJK, control characters).
 */
export function printable(text: string, font: PDFFont): string {
  const available = characterSet(font);
  let out = '';
  for (const char of text.replace(/\r\n?|\n/g, ' ').normalize('NFC')) {
    const replaced = REPLACEMENTS[char] ?? char;
    out += [...replaced].every((c) => available.has(c.codePointAt(0) ?? 0)) ? replaced : '?';
  }
  return out;
}

const sets = new WeakMap<PDFFont, Set<number>>();
function characterSet(font: PDFFont): Set<number> {
  let set = sets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    sets.set(font, set);
  }
  return set;
}
