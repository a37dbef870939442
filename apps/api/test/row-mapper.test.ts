import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLoads } from '../scripts/bench-fill';
import { withCompiledRows } from '../src/db/row-mapper';
import { bookings, brokers, loads, users } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers/test-app';

/** The row mapper written per built statement (db/row-mapper.ts) against drizzle's own mapping of the same rows. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await fillLoads(ctx.database, 40, { days: 30 });
});
afterAll(async () => {
  await ctx?.close();
});

/** A select of the loads with their broker, driver (left) and booking (left), in id order. */
const joined = <Q extends PgSelect>(select: Q) =>
  select
    .innerJoin(brokers, eq(brokers.id, loads.brokerId))
    .leftJoin(users, eq(users.id, loads.driverId))
    .leftJoin(bookings, eq(bookings.id, loads.bookingId))
    .orderBy(loads.id);

/** Runs `built` with its compiled rows, checking they are compiled (not drizzle's mapping left in place). */
async function compiledRows<T>(built: { execute(): Promise<T> }): Promise<T> {
  const compiled = withCompiledRows(built);
  expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
  return compiled.execute();
}

describe('a built statement’s compiled rows', () => {
  it('are the rows drizzle maps: every column type, nulls from a left join, SQL read with mapWith', async () => {
    const select = () =>
      joined(
        ctx.database.db
          .select({
            ...getTableColumns(loads),
            brokerName: brokers.name,
            driverEmail: users.email,
            bookingNumber: bookings.idNumber,
            listTotal: sql<number>`count(*) OVER ()`.mapWith(Number),
            pickupAgain: sql<Date>`${loads.pickupOpenAt}`.mapWith(loads.pickupOpenAt),
            cents: sql<string>`${loads.tripRateCents}::bigint`,
          })
          .from(loads)
          .$dynamic(),
      );
    const expected = await select();
    expect(expected).toHaveLength(40);
    expect(expected[0]?.bookingNumber).toBeNull();
    expect(expected[0]?.pickupOpenAt).toBeInstanceOf(Date);
    expect(await compiledRows(select().prepare(''))).toEqual(expected);
  });

  it('nest a table’s columns as drizzle does, a left-joined table missing from the row as null', async () => {
    const nested = () =>
      joined(
        ctx.database.db
          .select({ load: loads, booking: bookings, driver: users, brokerName: brokers.name })
          .from(loads)
          .$dynamic(),
      );
    const expected = await nested();
    expect(expected[0]?.booking).toBeNull();
    expect(expected[0]?.driver?.email).toMatch(/@/);
    expect(await compiledRows(nested().prepare(''))).toEqual(expected);
  });

  it('leaves any other shape to drizzle (an expression inside a nested object)', async () => {
    const mixed = ctx.database.db
      .select({ load: { id: loads.id, twice: sql<number>`${loads.id} * 2`.mapWith(Number) } })
      .from(loads)
      .orderBy(loads.id)
      .limit(3);
    const expected = await mixed;
    const prepared = withCompiledRows(mixed.prepare(''));
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    expect(await prepared.execute()).toEqual(expected);
  });
});
