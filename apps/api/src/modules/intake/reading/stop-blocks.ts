import type { IntakeStop } from '@fletx/contract/intake';
import { rest } from './labels';
import type { Line, Segment, Span } from './lines';
import { readStop, type StopRead, stopKind } from './stops';

/** `Shipper`, `Pick 1`, `Pickup #1:`, `Drop 2 -`, `Stop 3`, `Origin`, `Consignee: Acme Foods`. */
const STOP_HEADER =
  /^(shipper|consignee|receiver|pick\s*-?\s*up|pickup|pick|drop(?:\s*off)?|delivery|deliver|origin|destination|stop|pu|del|ship\s+from|ship\s+to)(?![a-z])\s*(#\s*)?(\d{1,2}(?!\d))?\s*(?:(?:of|\/)\s*\d{1,2})?\s*[:\-–.]?\s*/i;
/** Words after a stop's label that make it a field's label instead (`Pickup Date`, `Delivery #: 123`). */
const FIELD_WORDS =
  /^(date|time|appt|appointment|window|hours|no\b|number|nbr|ref|reference|address|phone|instructions|notes|name|city|state|zip|contact|email|po\b|numbers|by|at|in|on|and|&|\/|charge|pay|fee|rate|off\b|is|will|must|to\b|from\b|the\b|of\b)/i;
const HEADING_WORDS = /^(information|info|details|location|stop)$/i;

/** A section of the document that ends a stop's block: charges, equipment, the carrier, notes. */
const SECTION =
  /^(carrier|broker|customer|bill\s+to|charges|rate|rates|rate\s+details|payment|pay|equipment|load|load\s+details|shipment|commodity|notes|special\s+instructions|instructions|terms|comments|driver|dispatch|references|line\s*haul|linehaul|total|fuel|weight|freight|description|remit\s+to)(\s+(information|info|details|summary|charges|notes|requirements))?\s*[:;#]?(\s|$)/i;

export interface StopHeader {
  segment: Segment;
  line: number;
  /** The words after the label (a facility or the stop's type), if any. */
  after: Span;
  kind: IntakeStop['kind'] | null;
  number: number | null;
}

export function stopHeader(segment: Segment, line: number): StopHeader | null {
  const m = STOP_HEADER.exec(segment.text);
  if (!m) return null;
  const tail = segment.text.slice(m[0].length);
  if (m[2] && !m[3]) return null;
  if (FIELD_WORDS.test(tail)) return null;
  const after = rest(segment, m[0].length);
  if (/^\d/.test(tail) && !m[3]) return null;
  return {
    segment,
    line,
    after: HEADING_WORDS.test(tail.trim()) ? { page: segment.page, words: [] } : after,
    kind: stopKind(m[1]!),
    number: m[3] ? Number(m[3]) : null,
  };
}

/** Words of `line` within the column [x, x2). */
function within(line: Line, x: number, x2: number): Span | null {
  const words = line.segments.flatMap((s) => (s.x >= x && s.x < x2 ? s.words : []));
  return words.length > 0 ? { page: line.page, words } : null;
}

/**
 * Stops written as blocks: a header (`Shipper`, `Pick 1`), then the lines under it in its column down to the
 * next header, a section of the document, or a wide gap.
 */
export function readStopBlocks(lines: Line[]): { stops: StopRead[]; used: Set<number> } {
  const headers: StopHeader[] = [];
  lines.forEach((line, index) => {
    for (const segment of line.segments) {
      const header = stopHeader(segment, index);
      if (header) headers.push(header);
    }
  });
  const used = new Set<number>();
  const stops = headers.map((header) => {
    const line = lines[header.line]!;
    const x = header.segment.x - 0.01;
    const others = line.segments.filter((s) => s.x > header.segment.x2);
    // A neighbour at the same height is another block when it is a heading or far off (a column of its own).
    const neighbour = others.find(
      (s) => stopHeader(s, header.line) || SECTION.test(s.text) || s.x - header.segment.x > 0.3,
    );
    const x2 = neighbour ? neighbour.x - 0.005 : 1.01;
    // `Pick 1      Acme Foods`: the facility a tab away on the header's line.
    const beside = others[0] && others[0] !== neighbour ? others[0] : null;
    const after = header.after.words.length > 0 ? header.after : beside;
    const spans: Span[] = [];
    let bottom = line.y + line.h;
    for (let i = header.line + 1; i < lines.length; i++) {
      const next = lines[i]!;
      if (next.page !== line.page || next.y - bottom > 2.2 * line.h) break;
      const inside = next.segments.filter((s) => s.x >= x && s.x < x2);
      if (inside.some((s) => stopHeader(s, i) || SECTION.test(s.text))) break;
      const span = within(next, x, x2);
      if (!span) continue;
      spans.push(span);
      used.add(i);
      bottom = next.y + next.h;
    }
    used.add(header.line);
    const read = readStop(header.kind ?? 'pickup', after, spans);
    if (header.kind) read.confidence.kind = 0.9;
    return { read, header };
  });
  // `Stop 1`, `Stop 2` name no type: the first is a pickup, the last a delivery, the rest as their lines say.
  const untyped = stops.filter((s) => !s.header.kind && s.read.confidence.kind < 0.9);
  const last = stops[stops.length - 1];
  if (last && untyped.includes(last)) last.read.stop.kind = 'delivery';
  return { stops: stops.map((s) => s.read), used };
}
