import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { isoString } from './iso-time';

/**
 * `format=csv` on a list endpoint (docs/product.md "Export"): every matching row, all pages, header first,
 * streamed as it is read so a 1 M-row export never sits in memory. One way for every list:
 *
 *   if (format === 'csv') return sendCsv(reply, 'loads', LOAD_CSV_COLUMNS, service.csvRows(filter));
 *
 * where `csvRows` yields batches of rows (see `batches`).
 */

/** A column: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** The OpenAPI shape of a CSV answer (sent as bytes, never serialized). */
export const csvBody = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'format=csv: every row, header first' });

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula (=, +, -, @) is prefixed with '. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The UTF-8 byte-order mark a file starts with: without it Excel reads a CSV in the machine's legacy code page
 * and shows "González" garbled.
 */
export const UTF8_BOM = '\uFEFF';

/** The byte-order mark and the header line, then one line per row, batch by batch. */
export async function* csvLines<T>(
  columns: ReadonlyArray<CsvColumn<T>>,
  rows: AsyncIterable<ReadonlyArray<T>> | Iterable<ReadonlyArray<T>>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(columns.map((c) => c.header));
  for await (const batch of rows) {
    if (batch.length === 0) continue;
    yield batch.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
  }
}

/** Every row, in batches of `size`, from a page reader; stops at the first short batch. */
export async function* batches<T>(
  read: (offset: number, limit: number) => Promise<ReadonlyArray<T>>,
  size = 1000,
): AsyncGenerator<ReadonlyArray<T>> {
  for (let offset = 0; ; offset += size) {
    const batch = await read(offset, size);
    yield batch;
    if (batch.length < size) return;
  }
}

/**
 * `rows` with its first batch read already: a read the database refuses (a day it cannot hold) fails here,
 * before the answer starts, and is answered as an error instead of a 200 cut short.
 */
async function firstBatchRead<T>(
  rows: AsyncIterable<ReadonlyArray<T>> | Iterable<ReadonlyArray<T>>,
): Promise<AsyncIterable<ReadonlyArray<T>>> {
  const iterator = (async function* () {
    yield* rows;
  })();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* iterator;
  })();
}

/** Sends `rows` as `<name>.csv` (an attachment, never cached). */
export async function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  columns: ReadonlyArray<CsvColumn<T>>,
  rows: AsyncIterable<ReadonlyArray<T>> | Iterable<ReadonlyArray<T>>,
): Promise<FastifyReply> {
  const read = await firstBatchRead(rows);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(csvLines(columns, read)));
}

type CsvCell = string | number | boolean | null | undefined;

/**
 * A list's columns as the screens export them (docs/product.md "Export"): the record's id first, then one
 * column a header, in the map's order; a cell is the row's field of that name, or what a function makes of the row.
 */
export function csvColumns<T extends { id: CsvCell }>(
  cells: Record<string, (keyof T & string) | ((row: T) => CsvCell)>,
): CsvColumn<T>[] {
  const columns: CsvColumn<T>[] = [{ header: 'Id', value: (row) => row.id }];
  for (const [header, cell] of Object.entries(cells)) {
    columns.push({ header, value: typeof cell === 'function' ? cell : (row) => row[cell] as CsvCell });
  }
  return columns;
}

/**
 * Columns named after the fields they show (a row's own keys, in order); the `money` ones in dollars with 2
 * decimals (csvMoney).
 */
export function fieldColumns<T>(
  keys: ReadonlyArray<keyof T & string>,
  money: ReadonlyArray<keyof T & string> = [],
): CsvColumn<T>[] {
  return keys.map((key) => ({
    header: key,
    value: money.includes(key)
      ? (row) => csvMoney(row[key] as number | null | undefined)
      : (row) => row[key] as CsvCell,
  }));
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Dates and instants as every spreadsheet reads them whatever its locale (docs/product.md "Export"): dates
 * `yyyy-MM-dd`, instants `yyyy-MM-dd HH:mm` in UTC; money in dollars with 2 decimals and no symbol (1234.50).
 */
export function csvDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = value instanceof Date ? isoString(value) : value;
  const match = /^\d{4}-\d{2}-\d{2}/.exec(text);
  return match ? match[0] : text;
}

export function csvDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return String(value);
  return `${csvDate(at)} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

export function csvMoney(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? '' : dollars.toFixed(2);
}

/** Integer cents as dollars with 2 decimals, computed exactly (123456 → 1234.56). */
export function csvCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${two(whole % 100)}`;
}
