import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_EXTENSIONS, rowsOf } from '../src/db/client';

/**
 * The migrations are written by hand (triggers, functions, back-fills and partial indexes drizzle-kit does not
 * write), so two things can drift apart unseen: the database they make and the schema the code is typed by
 * (src/db/schema), and the schema and the snapshot `npm run db:generate` diffs a change against
 * (migrations/meta). Both are checked here, on the embedded database
 * (docs/decisions/0059-migrations-checked-against-the-schema.md).
 */
const api = path.join(import.meta.dirname, '..');
// Its command line, beside the package's entry point (the package exports no path to it).
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const schemaArgs = '--dialect postgresql --schema ./src/db/schema/index.ts --casing snake_case'.split(' ');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-schema-'));

/**
 * Tables only the migrations declare: delta rows and counts kept by statement-level triggers
 * (migrations 0030, 0032 and 0058), read through their own SQL, never through the schema's tables.
 */
const KEPT_BY_TRIGGERS = ['invoice_total_deltas', 'load_party_counts', 'table_row_counts'];

/** Runs drizzle-kit from the API's folder (its paths are relative to it); fails with what it printed. */
function runDrizzleKit(args: string[]): string {
  const run = spawnSync(process.execPath, [drizzleKit, ...args], { cwd: api, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`drizzle-kit ${args[0]} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** Every column, constraint, index and enum of the public schema, one line each, in a fixed order. */
const CATALOG = `
  select 'column ' || table_name || '.' || column_name || ': ' || concat_ws(' ', udt_name, is_nullable,
    column_default, is_generated, generation_expression, character_maximum_length, numeric_precision,
    numeric_scale) as line
    from information_schema.columns where table_schema = 'public'
  union all
  select 'constraint ' || conrelid::regclass::text || '.' || conname || ': ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all
  select 'index ' || tablename || '.' || indexname || ': ' || indexdef from pg_indexes where schemaname = 'public'
  union all
  select 'enum ' || t.typname || ': ' || string_agg(e.enumlabel, ', ' order by e.enumsortorder)
    from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname
  order by 1`;

const ownTable = (line: string) =>
  !KEPT_BY_TRIGGERS.some((table) => line.split(' ')[1]?.startsWith(`${table}.`));

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the schema, the migrations and the snapshot', () => {
  it('the migrated database is the one the schema declares', async () => {
    const migrated = await openDatabase({ kind: 'pglite', namedStatements: false });
    const declared = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      await migrated.migrate();
      // The schema's SQL needs what the first migration makes: the extensions and `unaccent_immutable`.
      await declared.exec(fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0000_extensions.sql'), 'utf8'));
      await declared.exec(runDrizzleKit(['export', '--config', 'drizzle.config.ts']));

      const fromMigrations = rowsOf<{ line: string }>(await migrated.db.execute(sql.raw(CATALOG))).map(
        (row) => row.line,
      );
      const fromSchema = (await declared.query<{ line: string }>(CATALOG)).rows.map((row) => row.line);
      expect(fromMigrations.filter(ownTable)).toEqual(fromSchema);
      // The trigger-kept tables are there, and the schema does not declare them.
      for (const table of KEPT_BY_TRIGGERS) {
        expect(fromMigrations.some((line) => line.startsWith(`column ${table}.`))).toBe(true);
        expect(fromSchema.some((line) => line.startsWith(`column ${table}.`))).toBe(false);
      }
    } finally {
      await migrated.close();
      await declared.close();
    }
  }, 90_000);

  it('`npm run db:generate` finds nothing to write: the last snapshot is the schema', () => {
    const copy = path.join(work, 'migrations');
    fs.cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    const printed = runDrizzleKit(['generate', ...schemaArgs, '--out', path.relative(api, copy)]);
    expect(printed).toContain('No schema changes');
    expect(fs.readdirSync(copy).sort()).toEqual(fs.readdirSync(MIGRATIONS_FOLDER).sort());
  }, 60_000);

  it('the newest snapshot is the last migration’s (a hand-written one too: `db:generate -- --custom`)', () => {
    const meta = path.join(MIGRATIONS_FOLDER, 'meta');
    const journal = JSON.parse(fs.readFileSync(path.join(meta, '_journal.json'), 'utf8')) as {
      entries: { idx: number }[];
    };
    const last = journal.entries.at(-1)?.idx ?? -1;
    const snapshots = fs.readdirSync(meta).filter((name) => name.endsWith('_snapshot.json'));
    expect(snapshots.sort().at(-1)).toBe(`${String(last).padStart(4, '0')}_snapshot.json`);
  });
});
