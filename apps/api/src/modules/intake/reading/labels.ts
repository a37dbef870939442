import { below, type Line, type Segment, type Span, spanText } from './lines';
import type { Word } from './types';

/** A label's value and where it was found relative to the label. */
export interface Labelled {
  label: Span;
  value: Span;
  /** Index of the label's line. */
  line: number;
  /** `same`: after the label in its segment; `next`: the next segment on the line; `below`: the line under. */
  how: 'same' | 'next' | 'below';
}

/**
 * `^label` and the punctuation after it (`Load #:`, `MC No.`, `Pick 1 -`), never the start of a longer word.
 * A semicolon is OCR's colon (`Equipment; V`).
 */
export const labelPattern = (...names: string[]) =>
  new RegExp(`^(?:${names.join('|')})(?![a-z0-9])[\\s:;#.\\-–]*`, 'i');

/** The words of `segment` after its first `chars` characters; a word cut by the label keeps its tail. */
export function rest(segment: Span, chars: number): Span {
  let offset = 0;
  const words: Word[] = [];
  for (const word of segment.words) {
    const end = offset + word.text.length;
    if (offset >= chars) words.push(word);
    else if (end > chars) {
      const cut = chars - offset;
      const share = cut / word.text.length;
      words.push({
        ...word,
        text: word.text.slice(cut),
        x: word.x + word.w * share,
        w: word.w * (1 - share),
      });
    }
    offset = end + 1;
  }
  return { page: segment.page, words };
}

export function head(segment: Span, chars: number): Span {
  let offset = 0;
  const words: Word[] = [];
  for (const word of segment.words) {
    if (offset < chars) words.push(word);
    offset += word.text.length + 1;
  }
  return { page: segment.page, words };
}

/**
 * Every place a label opens a segment, with the first value `accept` takes: the rest of the segment, else
 * the next segment on the line, else what lies under the label on the next line.
 */
export function findLabelled(
  lines: Line[],
  label: RegExp,
  accept: (text: string) => boolean = (text) => text !== '',
): Labelled[] {
  const found: Labelled[] = [];
  lines.forEach((line, index) => {
    line.segments.forEach((segment, s) => {
      const match = label.exec(segment.text);
      if (!match) return;
      const labelSpan = head(segment, match[0].trimEnd().length);
      const same = rest(segment, match[0].length);
      // The next segment is the value only when near: far off, it is another column's.
      const near = line.segments[s + 1];
      const next: Segment | undefined = near && near.x - segment.x2 < 0.25 ? near : undefined;
      const under = below(lines, index, segment.x, next ? next.x : segment.x2 + 0.05)[0];
      const tries: [Span | undefined, Labelled['how']][] = [
        [same.words.length > 0 ? same : undefined, 'same'],
        [next, 'next'],
        [under, 'below'],
      ];
      for (const [value, how] of tries) {
        if (value && accept(spanText(value))) {
          found.push({ label: labelSpan, value, line: index, how });
          return;
        }
      }
    });
  });
  return found;
}

/** The first value of the first label (in the order given) that has an acceptable one. */
export function firstLabelled(
  lines: Line[],
  labels: RegExp[],
  accept?: (text: string) => boolean,
): Labelled | null {
  for (const label of labels) {
    const found = findLabelled(lines, label, accept)[0];
    if (found) return found;
  }
  return null;
}

export const LABELS = {
  loadNumber: [
    labelPattern('load\\s*(#|no\\.?|number|id)', 'broker\\s+load\\s*(#|no\\.?|number)'),
    labelPattern('(rate\\s+)?confirmation\\s*(#|no\\.?|number)', 'tender\\s*(#|no\\.?|number)'),
    labelPattern(
      'order\\s*(#|no\\.?|number)',
      'shipment\\s*(#|no\\.?|number|id)',
      'trip\\s*(#|no\\.?|number)',
    ),
    labelPattern('pro\\s*(#|no\\.?|number)'),
  ],
  commodity: [
    labelPattern('commodity(\\s+description)?', 'description\\s+of\\s+goods', 'product', 'contents'),
  ],
  weight: [labelPattern('(gross\\s+|total\\s+|est\\.?\\s+)?weight', 'wt', 'lbs')],
  equipment: [labelPattern('equipment(\\s+type)?', 'trailer(\\s+type)?', 'truck\\s+type', 'mode')],
  length: [labelPattern('(trailer\\s+|equipment\\s+)?length')],
  broker: [labelPattern('broker(\\s+name)?', 'customer', 'bill\\s+to', 'issued\\s+by')],
  carrier: labelPattern('carrier(\\s+(name|information|info|details))?'),
} as const;

/** A segment that only names a section: `Carrier`, `Broker Information`, `Pickup Information`. */
export const isHeadingOnly = (segment: Segment, label: RegExp) => {
  const match = label.exec(segment.text);
  return match !== null && match[0].length >= segment.text.length;
};

export const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
