import { labelPattern, rest } from './labels';
import type { Line, Span } from './lines';
import { spanText } from './lines';

/** `$2,350.00`, `2350`, `USD 1,200.5`: dollars, or null. */
export function parseAmount(text: string): number | null {
  const m = /^\(?(?:USD|US\$)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\)?(?:\s*USD)?$/i.exec(
    text.trim(),
  );
  if (!m) return null;
  const value = Number(`${m[1]!.replace(/,/g, '')}.${m[2] ?? '0'}`);
  return Number.isFinite(value) ? value : null;
}

/** The amounts among `span`'s words (`$` alone or apart from its figure is allowed), each with its words. */
function amountsIn(span: Span): { amount: number; span: Span }[] {
  const found: { amount: number; span: Span }[] = [];
  span.words.forEach((word, i) => {
    const amount = parseAmount(word.text);
    const money = /[$.,]/.test(word.text) || /^\$$/.test(span.words[i - 1]?.text ?? '');
    if (amount !== null && money) {
      const dollar = span.words[i - 1]?.text === '$' ? [span.words[i - 1]!] : [];
      found.push({ amount, span: { page: span.page, words: [...dollar, word] } });
    }
  });
  return found;
}

/** The extras a broker pays, by the kind the contract names them; anything else keeps its own words. */
const KINDS: [RegExp, string][] = [
  [labelPattern('fuel(\\s+surcharge|\\s+sur\\.?|\\s+charge)?', 'fsc'), 'Fuel Surcharge'],
  [labelPattern('detention'), 'Detention'],
  [labelPattern('lumper(\\s+(fee|charge))?', 'unloading(\\s+fee)?'), 'Lumper'],
  [labelPattern('stop[\\s-]*off(\\s+charge)?', 'extra\\s+stops?(\\s+charge)?', 'stop\\s+charge'), 'Stop Off'],
  [labelPattern('layover'), 'Layover'],
  [labelPattern('tonu', 'truck\\s+order(ed)?\\s+not\\s+used'), 'TONU'],
];
const OTHER_EXTRAS = labelPattern(
  'tarp(\\s+(fee|pay))?',
  'driver\\s+assist',
  'hazmat(\\s+fee)?',
  'pallet\\s+exchange',
  'scale(\\s+ticket)?',
  'accessorial',
  'redelivery',
);

export const LINE_HAUL = labelPattern(
  'line\\s*haul(\\s+(rate|pay|charge|amount))?',
  'linehaul(\\s+(rate|pay|charge|amount))?',
  'base\\s+rate',
  'flat\\s+rate',
  'freight\\s+(charge|rate)',
  'carrier\\s+rate',
);
export const TOTAL = labelPattern(
  'total(?!\\s+(weight|miles|pieces|pallets|pcs|lbs|stops))(\\s+(carrier\\s+)?(pay|rate|amount|charges|cost|payable|due))?',
  'grand\\s+total',
  'agreed\\s+(rate|amount)',
  'all[\\s-]+in(\\s+rate)?',
);

export interface Charge {
  kind: string;
  amount: number;
  span: Span;
  label: Span;
}

export interface Charges {
  lineHaul: Charge | null;
  total: Charge | null;
  extras: Charge[];
}

/** The last amount right of a label on its line: a table's Amount column comes after Qty and Rate. */
function amountAfter(line: Line, s: number, chars: number): Span | null {
  const segment = line.segments[s]!;
  const spans: Span[] = [rest(segment, chars)];
  for (const next of line.segments.slice(s + 1)) {
    if (/[a-z]{3,}/i.test(next.text) && !/^(usd|flat|each|hrs?|hours?|qty)$/i.test(next.text)) break;
    spans.push(next);
  }
  const amounts = spans.flatMap(amountsIn);
  return amounts[amounts.length - 1]?.span ?? null;
}

export function extraKind(text: string): string | null {
  for (const [pattern, kind] of KINDS) if (pattern.test(text)) return kind;
  const other = OTHER_EXTRAS.exec(text);
  return other ? other[0].replace(/[\s:#.\-–]+$/, '').trim() : null;
}

/** The charges of a document: line haul, extras by kind, total. */
export function readCharges(lines: Line[]): Charges {
  const charges: Charges = { lineHaul: null, total: null, extras: [] };
  for (const line of lines) {
    line.segments.forEach((segment, s) => {
      const kinds: [RegExp | null, string][] = [
        [LINE_HAUL, 'line haul'],
        [TOTAL, 'total'],
        [null, 'extra'],
      ];
      for (const [pattern, role] of kinds) {
        const kind = pattern ? (pattern.test(segment.text) ? role : null) : extraKind(segment.text);
        if (!kind) continue;
        const match = (pattern ?? /^[^$\d]*/).exec(segment.text)!;
        const span = amountAfter(line, s, match[0].length);
        if (!span) return;
        const amount = parseAmount(spanText(span).replace(/\s+/g, ''))!;
        const charge = {
          kind,
          amount,
          span,
          label: { page: segment.page, words: segment.words.slice(0, 1) },
        };
        if (role === 'line haul') charges.lineHaul ??= charge;
        else if (role === 'total') charges.total ??= charge;
        else if (!charges.extras.some((e) => e.kind === kind)) charges.extras.push(charge);
        return;
      }
    });
  }
  return charges;
}
