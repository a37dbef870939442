import { createHash } from 'node:crypto';
import {
  FUEL_IMPORT_FIELDS,
  type FuelImportField,
  type FuelImportMapping,
  REQUIRED_IMPORT_FIELDS,
} from '@fletx/contract/fuel-import';

/** A header as layouts are matched: lower case, every run of other characters one space. */
export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The headers' signature a mapped layout is remembered by: their normalized names, in order, hashed. */
export const headerSignature = (headers: ReadonlyArray<string>) =>
  createHash('sha256').update(headers.map(normalizeHeader).join('|')).digest('hex');

/**
 * The fuel card exports recognised by their headers (docs/decisions/0044-fuel-and-ifta.md "Fuel card
 * layouts"): for each field, the normalized headers that may hold it, the first present wins. A layout is
 * recognised when every required field finds its column. The names are those of the cards' transaction
 * exports as other fleet software reads them (docs/decisions/0044-fuel-and-ifta.md "Fuel card layouts").
 */
type Candidates = Partial<Record<FuelImportField, string[]>>;

export const KNOWN_LAYOUTS: ReadonlyArray<{ name: string; columns: Candidates }> = [
  {
    name: 'EFS',
    columns: {
      date: ['tran date', 'transaction date'],
      time: ['tran time', 'transaction time'],
      unit: ['unit', 'unit number'],
      state: ['state prov', 'state province', 'state'],
      gallons: ['qty', 'quantity'],
      amount: ['amt', 'amount'],
      vendor: ['location name'],
      product: ['item'],
    },
  },
  {
    name: 'Comdata',
    columns: {
      date: ['transaction date'],
      time: ['transaction time'],
      unit: ['unit number', 'unit'],
      state: ['truck stop state'],
      gallons: ['number of tractor gallons', 'tractor gallons', 'diesel gallons'],
      amount: ['cost of tractor fuel', 'tractor fuel cost', 'diesel cost', 'total fuel cost'],
      vendor: ['truck stop name'],
    },
  },
  {
    name: 'WEX',
    columns: {
      date: ['transaction date'],
      time: ['transaction time'],
      unit: ['vehicle number', 'custom vehicle asset id', 'unit'],
      state: ['merchant state', 'merchant state province'],
      gallons: ['units', 'gallons'],
      amount: ['total fuel cost', 'net cost', 'gross cost'],
      vendor: ['merchant name'],
      product: ['product', 'product description'],
    },
  },
];

/** The mapping of `headers` for a layout's candidates (each field: the first candidate present). */
function mappingFor(headers: ReadonlyArray<string>, columns: Candidates): FuelImportMapping {
  const byName = new Map(headers.map((h) => [normalizeHeader(h), h] as const));
  const mapping: FuelImportMapping = {};
  for (const field of FUEL_IMPORT_FIELDS) {
    const found = columns[field]?.map((c) => byName.get(c)).find((h) => h !== undefined);
    if (found) mapping[field] = found;
  }
  return mapping;
}

export const isComplete = (mapping: FuelImportMapping) => REQUIRED_IMPORT_FIELDS.every((f) => mapping[f]);

/** The known layout these headers are (its name and mapping), or undefined. */
export function recognise(headers: ReadonlyArray<string>) {
  for (const layout of KNOWN_LAYOUTS) {
    const mapping = mappingFor(headers, layout.columns);
    if (isComplete(mapping)) return { name: layout.name, mapping };
  }
  return undefined;
}

/** Words a header of each field often holds: the mapping step's starting point for a new layout. */
const HINTS: Record<FuelImportField, RegExp> = {
  date: /date/,
  time: /time/,
  unit: /unit|truck|vehicle/,
  state: /state|prov|jurisdiction/,
  gallons: /gal|qty|quantity|volume/,
  amount: /amount|amt|cost|total/,
  vendor: /vendor|merchant|location|stop|station/,
  product: /product|item|fuel type/,
};

export function suggest(headers: ReadonlyArray<string>): Record<string, string | null> {
  const taken = new Set<string>();
  const out: Record<string, string | null> = {};
  for (const field of FUEL_IMPORT_FIELDS) {
    const found = headers.find((h) => !taken.has(h) && HINTS[field].test(normalizeHeader(h)));
    if (found) taken.add(found);
    out[field] = found ?? null;
  }
  return out;
}
