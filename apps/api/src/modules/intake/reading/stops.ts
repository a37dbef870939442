import type { IntakeStop } from '@fletx/contract/intake';
import { readWindow, WHEN_LABEL } from './dates';
import { labelPattern, rest } from './labels';
import { type Span, spanText } from './lines';

export type StopField = Exclude<keyof IntakeStop, 'kind'>;

/** A stop as read, with how sure each field is and the words it came from. */
export interface StopRead {
  stop: IntakeStop;
  confidence: Record<keyof IntakeStop, number>;
  sources: Partial<Record<keyof IntakeStop, Span[]>>;
}

export const emptyStop = (kind: IntakeStop['kind']): StopRead => ({
  stop: {
    kind,
    facility: null,
    address: null,
    city: null,
    state: null,
    zip: null,
    open: null,
    close: null,
    reference: null,
    phone: null,
  },
  confidence: {
    kind: 0.6,
    facility: 0,
    address: 0,
    city: 0,
    state: 0,
    zip: 0,
    open: 0,
    close: 0,
    reference: 0,
    phone: 0,
  },
  sources: {},
});

export function setField(read: StopRead, field: keyof IntakeStop, value: string, span: Span, score: number) {
  if (field === 'kind') return;
  if (read.stop[field] !== null) return;
  read.stop[field] = value.trim().replace(/[,;]$/, '');
  read.confidence[field] = score;
  read.sources[field] = [span];
}

const PICKUP = /^(pick\s*-?\s*up|pickup|pick|pu|shipper|origin|load(ing)?|ship\s+from)$/i;
const DELIVERY =
  /^(drop(\s*off)?|delivery|deliver|del|consignee|receiver|destination|unload(ing)?|ship\s+to|cons)$/i;

/** `pickup` or `delivery` for a stop's type word, else null. */
export function stopKind(text: string): IntakeStop['kind'] | null {
  const word = text.replace(/[:#\d\-–.]/g, ' ').trim();
  if (PICKUP.test(word)) return 'pickup';
  if (DELIVERY.test(word)) return 'delivery';
  return null;
}

const FACILITY = labelPattern('name', 'facility(\\s+name)?', 'company', 'location(\\s+name)?', 'business');
const ADDRESS = labelPattern('address', 'addr', 'street', 'location\\s+address');
const REFERENCE = labelPattern(
  'ref(erence)?(\\s*(#|no\\.?|number|nbr|numbers))?',
  'p\\.?o\\.?(\\s*(#|no\\.?|number|nbr))?',
  'pu\\s*#',
  'pick\\s*up\\s*(#|no\\.?|number)',
  'delivery\\s*(#|no\\.?|number)',
  'del\\s*#',
  'bol(\\s*(#|no\\.?|number))?',
  '(shipper|consignee|appt|appointment|confirmation|so|order)\\s*(#|no\\.?|number)',
);
const PHONE_LABEL = labelPattern('phone', 'ph', 'tel', 'telephone', 'contact\\s+phone');
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?:\s*(?:x|ext\.?)\s*\d+)?/;
/** `City, ST 12345`, with a street before it or not (a comma or two apart). */
const PLACE = /(?:^|,\s*)([A-Za-z][A-Za-z .'-]*?),?\s+([A-Z]{2})\.?,?\s+(\d{5}(?:-\d{4})?)\s*$/;
const STREET = /^\d+[A-Za-z]?\s+[A-Za-z0-9]/;
const OTHER_LABEL = /^[A-Za-z][A-Za-z #./]{0,28}:\s*/;

function charsOf(span: Span, text: string, part: string, from = 0): Span {
  const index = text.indexOf(part, from);
  let offset = 0;
  const words = span.words.filter((w) => {
    const start = offset;
    offset += w.text.length + 1;
    return start < index + part.length && start + w.text.length > index;
  });
  return { page: span.page, words };
}

/** City, state and zip at the end of `span`, and the street before them. */
export function readPlace(read: StopRead, span: Span, labelled: boolean): boolean {
  const text = spanText(span);
  const m = PLACE.exec(text);
  if (!m) return false;
  const [, city, state, zip] = m as unknown as [string, string, string, string];
  const start = m.index + (m[0].startsWith(',') ? m[0].indexOf(city) : 0);
  const street = text.slice(0, m.index).trim();
  if (street) setField(read, 'address', street, charsOf(span, text, street), labelled ? 0.9 : 0.8);
  setField(read, 'city', city, charsOf(span, text, city, start), 0.85);
  setField(read, 'state', state, charsOf(span, text, state, start + city.length), 0.9);
  setField(read, 'zip', zip, charsOf(span, text, zip, start + city.length), 0.9);
  return true;
}

/**
 * The fields of one stop from its lines (each a span of words within the stop's column), the line that
 * named it first when `header` has words after the stop's label (a facility, or the stop's type).
 */
export function readStop(kind: IntakeStop['kind'], header: Span | null, spans: Span[]): StopRead {
  const read = emptyStop(kind);
  const when: Span[] = [];
  const headerText = header ? spanText(header) : '';
  if (header && headerText) {
    const typed = stopKind(headerText);
    if (typed) {
      read.stop.kind = typed;
      read.confidence.kind = 0.9;
    } else if (!readPlace(read, header, false)) setField(read, 'facility', headerText, header, 0.85);
  }
  for (const span of spans) {
    const text = spanText(span);
    const labelled = (pattern: RegExp) => {
      const m = pattern.exec(text);
      return m ? rest(span, m[0].length) : null;
    };
    const facility = labelled(FACILITY);
    const address = labelled(ADDRESS);
    const reference = labelled(REFERENCE);
    const phone = labelled(PHONE_LABEL);
    if (
      WHEN_LABEL.test(text) ||
      /^\d{1,2}\/\d{1,2}\/\d{2,4}\b|^\d{4}-\d{2}-\d{2}\b|^[A-Z][a-z]{2}\.? \d/.test(text)
    ) {
      when.push(span);
    } else if (/^type\b/i.test(text) && stopKind(spanText(rest(span, 5)))) {
      read.stop.kind = stopKind(spanText(rest(span, 5)))!;
      read.confidence.kind = 0.9;
    } else if (facility) setField(read, 'facility', spanText(facility), facility, 0.9);
    else if (address) {
      if (!readPlace(read, address, true)) setField(read, 'address', spanText(address), address, 0.9);
    } else if (reference && !phone) setField(read, 'reference', spanText(reference), reference, 0.9);
    else if (phone || PHONE.test(text)) {
      const source = phone ?? span;
      const number = PHONE.exec(spanText(source))?.[0];
      if (number)
        setField(read, 'phone', number, charsOf(source, spanText(source), number), phone ? 0.9 : 0.75);
    } else if (readPlace(read, span, false)) {
      // City, state and zip (and perhaps the street) are in.
    } else if (STREET.test(text) && read.stop.address === null) setField(read, 'address', text, span, 0.8);
    else if (!OTHER_LABEL.test(text) && read.stop.facility === null && read.stop.address === null)
      setField(read, 'facility', text, span, 0.75);
  }
  if (when.length > 0) {
    const window = readWindow(when.map(spanText).join(' '));
    if (window.open) {
      read.stop.open = window.open;
      read.stop.close = window.close;
      read.confidence.open = read.confidence.close = 0.85;
      read.sources.open = read.sources.close = when;
    }
  }
  return read;
}
