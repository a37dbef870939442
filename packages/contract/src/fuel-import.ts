import { z } from 'zod';
import { envelope } from './errors';

/**
 * Fuel card exports (docs/product.md "Fuel", "Importing a fuel card's export"): the columns a purchase is read
 * from. WEX, EFS and Comdata exports are recognised by their headers; any other layout is mapped once by a
 * person, and the mapping is remembered by the headers' signature.
 */
export const FUEL_IMPORT_FIELDS = [
  'date',
  'time',
  'unit',
  'state',
  'gallons',
  'amount',
  'vendor',
  'product',
] as const;
export type FuelImportField = (typeof FUEL_IMPORT_FIELDS)[number];
export const REQUIRED_IMPORT_FIELDS: ReadonlyArray<FuelImportField> = [
  'date',
  'unit',
  'state',
  'gallons',
  'amount',
];

export const FUEL_IMPORT_FIELD_LABELS: Record<FuelImportField, string> = {
  date: 'Date of the purchase',
  time: 'Time (optional)',
  unit: 'Unit / truck number',
  state: 'State or province',
  gallons: 'Gallons',
  amount: 'Amount (dollars)',
  vendor: 'Vendor / truck stop (optional)',
  product: 'Product (optional: rows of other products than diesel are skipped)',
};

/** Which header holds each field: required fields must be mapped; a header at most once. */
export const fuelImportMapping = z
  .object(
    Object.fromEntries(
      FUEL_IMPORT_FIELDS.map((field) => [field, z.string().trim().min(1).max(200).nullish()]),
    ) as Record<FuelImportField, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
  )
  .strict();
export type FuelImportMapping = Partial<Record<FuelImportField, string | null>>;

export const fuelImportMessages = {
  notCsv: 'The file is not a CSV file a spreadsheet can read: export the transactions as CSV and try again',
  noFile: 'Choose a CSV file to upload in the field "file"',
  noRows: 'The file has a header line but no purchases',
  tooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en-US')} rows: split it`,
  mapping:
    'The mapping is not readable: send a JSON object naming, for each field, one of the file’s headers',
  mappingMissing: (field: string) =>
    `Choose the column that holds: ${FUEL_IMPORT_FIELD_LABELS[field as FuelImportField] ?? field}`,
  mappingUnknownHeader: (header: string) => `The file has no column named "${header}"`,
  needsMapping:
    'This file’s layout is new: say which column holds each field once; it is remembered for the next files.',
  imported: (imported: number, duplicates: number, bad: number) =>
    `${imported} purchase${imported === 1 ? '' : 's'} imported, ${duplicates} already there, ${bad} row${bad === 1 ? '' : 's'} not read.`,
  // Row reasons (each answered with its line number).
  badDate: (value: string) => `the date "${value}" is not a date (yyyy-MM-dd, MM/dd/yyyy)`,
  badTime: (value: string) => `the time "${value}" is not a time (HH:mm)`,
  noUnit: 'the unit number is empty',
  unknownUnit: (value: string) => `no truck has the number "${value}"`,
  badState: (value: string) => `"${value}" is not a US state or Canadian province code`,
  badGallons: (value: string) => `the gallons "${value}" are not a number above 0 (at most 3 decimals)`,
  badAmount: (value: string) => `the amount "${value}" is not an amount in dollars (at most 2 decimals)`,
  notFuel: (value: string) => `"${value}" is not diesel: only fuel counts for IFTA`,
  future: 'the purchase is in the future',
} as const;

export const MAX_IMPORT_ROWS = 20_000;

export const fuelImportResultSchema = z.object({
  /** WEX, EFS, Comdata, or "mapped" (a layout a person mapped); null when the layout is new. */
  layout: z.string().nullable(),
  /** True when nothing was imported because the layout needs mapping (send `mapping` with the file). */
  needsMapping: z.boolean(),
  headers: z.array(z.string()),
  /** What the app could guess for a new layout: a starting point for the person mapping it. */
  suggested: z.record(z.string(), z.string().nullable()),
  imported: z.number().int(),
  duplicates: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type FuelImportResult = z.infer<typeof fuelImportResultSchema>;
export const fuelImportResponse = envelope(fuelImportResultSchema);
