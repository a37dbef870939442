import { readWindow } from './dates';
import type { Line, Segment, Span } from './lines';
import { spanText } from './lines';
import { emptyStop, readPlace, type StopRead, setField, stopKind } from './stops';

type Column =
  | 'number'
  | 'kind'
  | 'facility'
  | 'address'
  | 'place'
  | 'city'
  | 'state'
  | 'zip'
  | 'when'
  | 'reference'
  | 'phone';

const COLUMNS: [RegExp, Column][] = [
  [/^(#|stop|stop\s*#|no\.?|seq\.?)$/i, 'number'],
  [/^(type|stop\s+type|action|event|p\/d|pu\/del|activity)$/i, 'kind'],
  [
    /^(facility|facility\s+name|name|company|location|site|shipper\s*\/\s*(consignee|receiver))$/i,
    'facility',
  ],
  [/^(address|street|street\s+address)$/i, 'address'],
  [/^(city,?\s*(st|state),?(\s+zip)?|city\s*\/\s*state(\s*\/\s*zip)?|city\s+st\s+zip)$/i, 'place'],
  [/^city$/i, 'city'],
  [/^(st|state)$/i, 'state'],
  [/^(zip|zip\s*code|postal(\s+code)?)$/i, 'zip'],
  [
    /^(date|date\s*\/\s*time|date\s*&\s*time|appointment|appt|window|appt\s+window|scheduled|time|ready|when)$/i,
    'when',
  ],
  [
    /^(ref|ref\s*#|refs|reference|reference\s*#|references|po\s*#|po|pu\s*#|ref\s+nbr|numbers)$/i,
    'reference',
  ],
  [/^(phone|ph|tel|telephone)$/i, 'phone'],
];

const columnOf = (segment: Segment) => COLUMNS.find(([pattern]) => pattern.test(segment.text.trim()))?.[1];

/** A stop table's header row: three named columns or more, one of them where the stop is. */
function headerRow(line: Line): { column: Column; x: number }[] | null {
  const named = line.segments.map((s) => ({ column: columnOf(s), x: s.x }));
  if (named.some((n) => !n.column) || named.length < 3) return null;
  const columns = named as { column: Column; x: number }[];
  return columns.some((c) => c.column === 'place' || c.column === 'address' || c.column === 'city')
    ? columns
    : null;
}

function rowStop(cells: Map<Column, Span>, index: number, count: number): StopRead {
  const typed = cells.get('kind');
  const kind = typed ? stopKind(spanText(typed)) : null;
  const read = emptyStop(kind ?? (index === count - 1 ? 'delivery' : 'pickup'));
  read.confidence.kind = kind ? 0.9 : 0.6;
  const put = (column: Column, field: Parameters<typeof setField>[1]) => {
    const span = cells.get(column);
    if (span) setField(read, field, spanText(span), span, 0.9);
  };
  put('facility', 'facility');
  const address = cells.get('address');
  if (address && !readPlace(read, address, true)) put('address', 'address');
  const place = cells.get('place');
  if (place) readPlace(read, place, true);
  put('city', 'city');
  put('state', 'state');
  put('zip', 'zip');
  put('reference', 'reference');
  put('phone', 'phone');
  const when = cells.get('when');
  if (when) {
    const window = readWindow(spanText(when));
    if (window.open) {
      read.stop.open = window.open;
      read.stop.close = window.close;
      read.confidence.open = read.confidence.close = 0.9;
      read.sources.open = read.sources.close = [when];
    }
  }
  return read;
}

/** Stops written as a table, one row each (a row's second line, such as a wrapped address, joins it). */
export function readStopTable(lines: Line[]): { stops: StopRead[]; used: Set<number> } {
  const used = new Set<number>();
  for (let h = 0; h < lines.length; h++) {
    const header = headerRow(lines[h]!);
    if (!header) continue;
    const rows: Map<Column, Span>[] = [];
    let previous = lines[h]!;
    used.add(h);
    for (let i = h + 1; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.page !== previous.page || line.y - (previous.y + previous.h) > 1.5 * previous.h) break;
      const cells = new Map<Column, Span>();
      for (const segment of line.segments) {
        const slot = [...header].reverse().find((c) => segment.x >= c.x - 0.01);
        if (!slot) continue;
        const cell = cells.get(slot.column);
        cells.set(slot.column, { page: line.page, words: [...(cell?.words ?? []), ...segment.words] });
      }
      if (cells.size === 0) break;
      const first = header[0]!.column;
      const row = rows[rows.length - 1];
      if (!cells.has(first) && row) {
        for (const [column, span] of cells) {
          const cell = row.get(column);
          row.set(column, { page: span.page, words: [...(cell?.words ?? []), ...span.words] });
        }
      } else rows.push(cells);
      used.add(i);
      previous = line;
    }
    if (rows.length > 0) return { stops: rows.map((row, i) => rowStop(row, i, rows.length)), used };
  }
  return { stops: [], used };
}
