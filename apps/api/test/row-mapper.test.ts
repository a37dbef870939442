import { eq, getTableColumns, sql } from 'drizzle-orm';
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

describe('a built statement’s compiled rows', () => {
  it('are the rows drizzle maps: every column type, nulls from a left join, SQL read with mapWith', async () => {
    const select = () =>
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
        .innerJoin(brokers, eq(brokers.id, loads.brokerId))
        .leftJoin(users, eq(users.id, loads.driverId))
        .leftJoin(bookings, eq(bookings.id, loads.bookingId))
        .orderBy(loads.id);
    const expected = await select();
    expect(expected).toHaveLength(40);
    expect(expected[0]?.bookingNumber).toBeNull();
    expect(expected[0]?.pickupOpenAt).toBeInstanceOf(Date);
    const compiled = withCompiledRows(select().prepare(''));
    expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    expect(await compiled.execute()).toEqual(expected);
  });

  it('leaves a nested select to drizzle', async () => {
    const nested = ctx.database.db
      .select({ load: { id: loads.id }, broker: { name: brokers.name } })
      .from(loads)
      .innerJoin(brokers, eq(brokers.id, loads.brokerId))
      .orderBy(loads.id)
      .limit(3);
    const expected = await nested;
    const prepared = withCompiledRows(nested.prepare(''));
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    expect(await prepared.execute()).toEqual(expected);
  });
});
