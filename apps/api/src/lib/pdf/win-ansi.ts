/**
 * The standard PDF fonts (Helvetica) draw only WinAnsi (Windows-1252) characters; pdf-lib throws on any
 * other. Every text a PDF draws goes through `winAnsi` first, so no name or note can break a document.
 */

/** The characters of Windows-1252 beyond Latin-1 (0x80–0x9F). */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Common look-alikes of characters WinAnsi lacks. */
const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '\t': ' ',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
};

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return CP1252_EXTRA.has(char);
}

/**
 * `text` with only characters Helvetica can draw: accents decomposed when the letter is not in WinAnsi
 * (ő → o), look-alikes replaced, anything else (emoji, CJK, control characters) as '?'. Line breaks become
 * spaces (callers split lines themselves).
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?|\n/g, ' ')) {
    if (drawable(char)) {
      out += char;
      continue;
    }
    if (char in REPLACEMENTS) {
      out += REPLACEMENTS[char];
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base && [...base].every(drawable) ? base : '?';
  }
  return out;
}
