import { desc, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { TotalSelection } from '../src/db/list-totals';
import { defineList } from '../src/db/lists';
import { Repository } from '../src/db/repository';
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

describe('the list engine (db/lists.ts)', () => {
  class Statuses extends Repository {
    readonly list = defineList({
      name: 'statuses',
      table: loadStatuses,
      order: { direction: 'desc', id: loadStatuses.id },
      select: (total?: TotalSelection) =>
        this.db
          .select({ id: loadStatuses.id, name: loadStatuses.name, ...total })
          .from(loadStatuses)
          .$dynamic(),
    });
    readonly engine = this.lists;
  }
  const statuses = () => new Statuses(services.uow);
  const plain = async () =>
    (
      await fresh.database.db
        .select({ id: loadStatuses.id })
        .from(loadStatuses)
        .orderBy(desc(loadStatuses.id))
    ).map((row) => row.id);

  it('answers a built page as the plain query cuts it, with the total read beside it, at every window', async () => {
    const all = await plain();
    const { list, engine } = statuses();
    for (const [take, offset] of [
      [3, 0],
      [3, 3],
      [5, 14],
      [2, 15],
    ] as const) {
      for (let call = 0; call < 2; call++) {
        const page = await engine.pageOf(list, undefined, { take, offset });
        expect(
          page.rows.map((row) => row.id),
          `${take} from ${offset}`,
        ).toEqual(all.slice(offset, offset + take));
        expect(page.total).toBe(all.length);
      }
    }
  });

  it('reads a deep page (its offset a parameter) and an empty page past the end, with their totals', async () => {
    const { list, engine } = statuses();
    // The 16 statuses end before offset 201: the deep pages are compared with the plain query's on the load
    // board (load-search-paths.test.ts, pages 30 and 41).
    for (const offset of [201, 5_000]) {
      expect(await engine.pageOf(list, undefined, { take: 2, offset })).toEqual({ rows: [], total: 16 });
    }
    expect(await engine.pageOf(list, undefined, { take: 2, offset: 20 })).toEqual({ rows: [], total: 16 });
  });

  it('reads a filtered page and counts its matches, or tells them from the last page', async () => {
    const all = await plain();
    const { list, engine } = statuses();
    const over = lt(loadStatuses.id, 10);
    const below = all.filter((id) => id < 10);
    const first = await engine.pageOf(list, over, { take: 4, offset: 0 });
    expect(first.rows.map((row) => row.id)).toEqual(below.slice(0, 4));
    expect(first.total).toBe(below.length);
    const last = await engine.page(list, over, { take: 4, offset: 8 }, async () => {
      throw new Error('the last page tells its total');
    });
    expect(last.rows.map((row) => row.id)).toEqual(below.slice(8));
    expect(last.total).toBe(below.length);
  });

  it('reads inside a transaction the rows the transaction wrote', async () => {
    const { list, engine } = statuses();
    await expect(
      services.uow.transaction(async () => {
        await services.uow.db.execute(sql`INSERT INTO load_statuses (id, name) VALUES (99, 'Test')`);
        const page = await engine.pageOf(list, undefined, { take: 2, offset: 0 });
        expect(page.rows.map((row) => row.id)).toEqual([99, 16]);
        expect(page.total).toBe(17);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await engine.pageOf(list, undefined, { take: 1, offset: 0 })).rows.map((row) => row.id)).toEqual([
      16,
    ]);
  });
});
