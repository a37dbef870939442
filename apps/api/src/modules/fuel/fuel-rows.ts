import { createHash } from 'node:crypto';
import { type FuelImportMapping, fuelImportMessages as m } from '@fletx/contract/fuel-import';
import { jurisdictionCode } from '@fletx/contract/jurisdictions';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../lib/errors';

/** A CSV file's header and its rows, each with the line it starts on (1 is the header). */
export interface CsvTable {
  headers: string[];
  rows: Array<{ line: number; cells: string[] }>;
}

export function readCsv(bytes: Buffer): CsvTable {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(bytes, {
      bom: true,
      // Exports from spreadsheets in other locales separate with semicolons or tabs.
      delimiter: [',', ';', '\t'],
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch {
    throw badRequest(m.notCsv);
  }
  const [head, ...rest] = records;
  if (!head || head.record.length < 2 || bytes.includes(0)) throw badRequest(m.notCsv);
  return {
    headers: head.record,
    rows: rest.map((r) => ({ line: r.info.lines, cells: r.record })),
  };
}

/** A purchase read from a row, before its truck is known. */
export interface ReadRow {
  unit: string;
  at: Date;
  state: string;
  /** Thousandths of a gallon. */
  milliGallons: number;
  cents: number;
  vendor: string | null;
}

/** A day as fuel cards write it: 2026-04-02, 04/02/2026, 4/2/26; a time may follow in the same cell. */
function readDate(text: string): { day: string; time?: string } | undefined {
  const [datePart = '', ...timeParts] = text.trim().split(/[ T]+/);
  let y: number;
  let mo: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(datePart);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(datePart);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [mo, d, y] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else return undefined;
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return undefined;
  const time = timeParts.join(' ');
  return { day: date.toISOString().slice(0, 10), ...(time && { time }) };
}

/** 14:30, 14:30:05, 2:30 PM → HH:mm:ss. */
function readTime(text: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const meridiem = match[4]?.toLowerCase().replace(/\./g, '');
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  if (hours > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${match[2]}:${match[3] ?? '00'}`;
}

/** A decimal with at most `places` decimals ("1,234.5", "$12.30"), scaled to an integer; undefined otherwise. */
function scaled(text: string, places: number): number | undefined {
  const clean = text.replace(/[$,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(clean);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > places) return undefined;
  return Number(match[1]) * 10 ** places + Number(fraction.padEnd(places, '0') || '0');
}

/** Products that are not the truck's diesel (IFTA taxes motor fuel only): DEF, reefer fuel, oil, cash, scales. */
const NOT_FUEL = /\b(def|defd|rfr|reefer|oil|cash|cadv|scale|scle|wash|add|additive|merch)\b/i;

/** One row as a purchase, or the reason it cannot be read. */
export function readRow(
  cells: ReadonlyArray<string>,
  index: ReadonlyMap<string, number>,
  mapping: FuelImportMapping,
  now: Date,
): ReadRow | { reason: string } {
  const cell = (field: keyof FuelImportMapping) => {
    const header = mapping[field];
    const at = header ? index.get(header) : undefined;
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };
  const product = cell('product');
  if (product && NOT_FUEL.test(product)) return { reason: m.notFuel(product) };
  const dateText = cell('date');
  const date = readDate(dateText);
  if (!date) return { reason: m.badDate(dateText) };
  const timeText = cell('time') || date.time || '00:00';
  const time = readTime(timeText);
  if (!time) return { reason: m.badTime(timeText) };
  const at = new Date(`${date.day}T${time}.000Z`);
  if (at.getTime() > now.getTime() + 86_400_000) return { reason: m.future };
  const unit = cell('unit');
  if (!unit) return { reason: m.noUnit };
  const stateText = cell('state');
  const state = jurisdictionCode(stateText);
  if (!state) return { reason: m.badState(stateText) };
  const gallonsText = cell('gallons');
  const milliGallons = scaled(gallonsText, 3);
  if (!milliGallons || milliGallons > 10_000_000) return { reason: m.badGallons(gallonsText) };
  const amountText = cell('amount');
  const cents = scaled(amountText, 2);
  if (cents === undefined || cents > 10_000_000) return { reason: m.badAmount(amountText) };
  return { unit, at, state, milliGallons, cents, vendor: cell('vendor') || null };
}

/** The row's identity whatever the file it comes in: a hash of its normalized values (import_key). */
export function importKey(row: ReadRow): string {
  const values = [
    row.unit.trim().toUpperCase(),
    row.at.toISOString(),
    row.state,
    row.milliGallons,
    row.cents,
    (row.vendor ?? '').trim().toUpperCase(),
  ];
  return createHash('sha256').update(values.join('|')).digest('hex');
}
