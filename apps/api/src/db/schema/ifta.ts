import type { FuelImportMapping } from '@fletx/contract/fuel-import';
import type { IftaReport } from '@fletx/contract/ifta';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  optionalLink,
  quarterKey,
  timestamptz,
  updatedAt,
  versioned,
  yearQuarter,
} from './columns';
import { users } from './users';

/**
 * Fuel tax rates per quarter and jurisdiction (docs/product.md "IFTA"), dollars per gallon as the IFTA rate
 * matrix publishes them (4 decimals). Entered or imported by a person; a jurisdiction without a row has no rate.
 */
export const iftaRates = pgTable(
  'ifta_rates',
  {
    ...yearQuarter(),
    jurisdiction: text('jurisdiction').notNull(),
    rate: numeric('rate', { precision: 8, scale: 4 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...quarterKey('ifta_rates', t, t.jurisdiction),
    check('ifta_rates_rate_check', sql`${t.rate} >= 0`),
  ],
);

/**
 * A quarter's rates as one record people edit (docs/product.md "Stale edits"): its version, and who saved it
 * last and when (a stale save's 412 names them). A quarter without a row was never saved (version 0).
 */
export const iftaRateSets = pgTable(
  'ifta_rate_sets',
  {
    ...yearQuarter(),
    ...versioned(),
    updatedBy: optionalLink('updated_by', () => users.id),
    updatedAt: updatedAt(),
  },
  (t) => quarterKey('ifta_rate_sets', t),
);

/** A closed quarter: its report frozen as it was when closed (later changes of the data do not alter it). */
export const iftaQuarters = pgTable(
  'ifta_quarters',
  {
    ...yearQuarter(),
    closedAt: timestamptz('closed_at').notNull().defaultNow(),
    closedBy: optionalLink('closed_by', () => users.id),
    snapshot: jsonb('snapshot').$type<IftaReport>().notNull(),
  },
  (t) => quarterKey('ifta_quarters', t),
);

/** The filing deadline's warnings already raised in the bell: each step (30, 7 days before) once per quarter. */
export const iftaDeadlineWarnings = pgTable(
  'ifta_deadline_warnings',
  {
    ...yearQuarter(),
    daysBefore: integer('days_before').notNull(),
    raisedAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'ifta_deadline_warnings_pkey', columns: [t.year, t.quarter, t.daysBefore] })],
);

/**
 * A fuel card export's layout a person mapped (docs/product.md "Fuel"): which header holds each field,
 * remembered by the headers' signature (their normalized names, in order, hashed).
 */
export const fuelImportLayouts = pgTable(
  'fuel_import_layouts',
  {
    id: id(),
    signature: text('signature').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<FuelImportMapping>().notNull(),
    createdBy: optionalLink('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fuel_import_layouts_signature').on(t.signature)],
);
