import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { BuiltPages } from '../src/db/repository';
import { loadStatuses } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import { createServices, type Services } from '../src/services';
import { captureMailer, freshDatabase, TEST_JWT_SECRET } from './helpers/test-app';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let services: Services;
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));

beforeAll(async () => {
  fresh = await freshDatabase();
  // Nothing here stores a file: the folder is never created.
  services = createServices(fresh.database, {
    mailer: captureMailer([]),
    jwtSecret: TEST_JWT_SECRET,
    filesDir: 'unused-files',
    clock,
  });
});
afterAll(async () => {
  await fresh.database.close();
  await fresh.drop();
});

const notificationCount = async () =>
  rowsOf<{ n: number }>(await fresh.database.db.execute(sql`select count(*)::int as n from notifications`))[0]
    ?.n;

describe('unit of work', () => {
  it('reads the database itself outside a transaction', () => {
    expect(services.uow.inTransaction).toBe(false);
    expect(services.uow.db).toBe(fresh.database.db);
  });

  it('joins the open transaction, so what a nested call wrote rolls back with it', async () => {
    const before = await notificationCount();
    await expect(
      services.uow.transaction(async () => {
        const outer = services.uow.db;
        expect(services.uow.inTransaction).toBe(true);
        await services.uow.transaction(async () => {
          expect(services.uow.db).toBe(outer);
          await services.notifications.publish({ type: 'report', title: 'Nested', body: 'Written inside' });
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await notificationCount()).toBe(before);
    expect(services.uow.inTransaction).toBe(false);
  });

  it('runs detached work (a background drain started during a request) outside the open transaction', async () => {
    await services.uow.transaction(async () => {
      expect(services.uow.detached(() => services.uow.inTransaction)).toBe(false);
      expect(services.uow.detached(() => services.uow.db)).toBe(fresh.database.db);
      expect(services.uow.inTransaction).toBe(true);
    });
  });
});

describe('reads side by side (UnitOfWork.all)', () => {
  it('runs them together outside a transaction and one after the other inside one (one connection)', async () => {
    const order: string[] = [];
    const read = (name: string) => async () => {
      order.push(`${name} starts`);
      await services.uow.db.execute(sql`SELECT 1`);
      order.push(`${name} ends`);
      return name;
    };
    expect(await services.uow.all(read('a'), read('b'))).toEqual(['a', 'b']);
    expect(order).toEqual(['a starts', 'b starts', 'a ends', 'b ends']);
    order.length = 0;
    expect(await services.uow.transaction(() => services.uow.all(read('a'), read('b')))).toEqual(['a', 'b']);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });
});

describe('injected clock', () => {
  it('is the services’ "now": a duty change is in the future of the clock, not of the machine', async () => {
    const driver = await services.users.createDriverUser({
      firstName: 'Clock',
      lastName: 'Driver',
      email: 'clock.driver@example.com',
      phone: '5555550100',
    });
    const body = { status: 'on_duty' as const, at: '2026-03-01T12:30:00Z', lat: 32.7, lon: -96.8 };
    await expect(services.duty.record(driver.id, body)).rejects.toMatchObject({ code: 'BadRequest' });
    clock.advance(30 * 60_000);
    await expect(services.duty.record(driver.id, body)).resolves.toMatchObject({
      at: '2026-03-01T12:30:00.000Z',
    });
  });
});

describe('pages built once (BuiltPages)', () => {
  const statuses = () =>
    fresh.database.db.select({ id: loadStatuses.id }).from(loadStatuses).orderBy(loadStatuses.id).$dynamic();

  it('keeps one built select per window, answers fresh rows each time, and builds no deep page', async () => {
    const pages = new BuiltPages<{ id: number }>(statuses);
    const second = pages.page({ take: 3, offset: 3 });
    expect(second).toBeDefined();
    expect(pages.page({ take: 3, offset: 3 })).toBe(second);
    expect(pages.page({ take: 3, offset: 0 })).not.toBe(second);
    expect(pages.page({ take: 10, offset: 201 })).toBeUndefined();
    const ids = (await statuses()).map((row) => row.id);
    expect((await second?.execute())?.map((row) => row.id)).toEqual(ids.slice(3, 6));
    expect((await second?.execute())?.map((row) => row.id)).toEqual(ids.slice(3, 6));
  });

  it('builds a deep page only for a list that reads its ids first, its offset then a parameter', async () => {
    const rows = () =>
      fresh.database.db
        .select({ id: loadStatuses.id })
        .from(loadStatuses)
        .orderBy(desc(loadStatuses.id))
        .$dynamic();
    const pages = new BuiltPages<{ id: number }>(rows, { deep: { id: loadStatuses.id, ids: rows } });
    // The 16 statuses end before offset 201; the deep pages' rows are compared with the plain query's for the
    // load board (load-search-paths.test.ts, pages 30 and 41).
    expect(await pages.page({ take: 2, offset: 201 })?.execute()).toEqual([]);
    expect(await pages.page({ take: 2, offset: 5_000 })?.execute()).toEqual([]);
    const all = (await rows()).map((row) => row.id);
    expect((await pages.page({ take: 2, offset: 3 })?.execute())?.map((row) => row.id)).toEqual(
      all.slice(3, 5),
    );
  });

  it('forgets its windows past its limit', () => {
    const pages = new BuiltPages<{ id: number }>(statuses, { limit: 2 });
    const first = pages.page({ take: 1, offset: 0 });
    pages.page({ take: 1, offset: 1 });
    pages.page({ take: 1, offset: 2 });
    expect(pages.page({ take: 1, offset: 0 })).not.toBe(first);
  });
});
