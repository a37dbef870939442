import { LOAD_STATUS } from '@fletx/contract/load-status';
import { SEARCH_TAKE, type SearchResult } from '@fletx/contract/search';
import { describe, expect, it } from 'vitest';
import { createBroker } from './helpers/broker-factories';
import { loggedInDriver, makeTrailer, makeTruck } from './helpers/factories';
import { loadWorld } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

/** The header's finder (docs/product.md "Find anything"): each kind asked of its own list's search. */
const w = worldPerFile(async () => {
  const world = await loadWorld({
    manager: { role: 'Carriers' },
    driver: { first_name: 'Zelda', last_name: 'Quixote' },
  });
  const active: number[] = [];
  for (let i = 0; i < SEARCH_TAKE + 1; i++) active.push(await world.loadAt(LOAD_STATUS.accepted, 'FINDME'));
  const ended = await world.loadAt(LOAD_STATUS.delivered, 'FINDME');
  const end = await world.api.put(`/api/loadbook/update/${ended}`, { loadbook_status_id: LOAD_STATUS.ended });
  expect(end.statusCode, end.body).toBe(200);
  const truck = await makeTruck(world.ctx, world.manager, { unit_number: 'U-ZX981' });
  const trailer = await makeTrailer(world.ctx, world.manager, { trailer_number: 'TR-ZX982' });
  const broker = await createBroker(world.ctx, world.manager, { brokerName: 'Zyxwold Freight' });
  return { ...world, active, ended, truck, trailer, broker: broker.info };
});

async function find(q: string, as = w.dispatcher): Promise<SearchResult> {
  const r = await w.ctx.api.get(`/api/search?q=${encodeURIComponent(q)}`, { as });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as SearchResult;
}

/** The total the list answers for the same search. */
async function listTotal(url: string): Promise<number> {
  const r = await w.api.get(url);
  expect(r.statusCode, r.body).toBe(200);
  const data = r.json().data;
  return data.extraData?.total ?? data.meta?.totalItems ?? data.meta?.itemCount;
}

describe('GET /api/search', () => {
  it("answers the first loads of the active list, then the finished, with both lists' totals", async () => {
    const { loads } = await find('findme');
    expect(loads.total).toBe(SEARCH_TAKE + 2);
    expect(loads.total).toBe(
      (await listTotal('/api/loadbook/findAllActive?search=findme')) +
        (await listTotal('/api/loadbook/findAllInactive?search=findme')),
    );
    expect(loads.items).toHaveLength(SEARCH_TAKE);
    expect(loads.items.map((hit) => hit.id)).not.toContain(w.ended);
    const [first] = loads.items;
    expect(first?.title).toMatch(/^Load #FINDME-\d+$/);
    expect(first?.detail).toBe('Dallas, TX → Atlanta, GA · Coyote Logistics · Zelda Quixote');
    expect(first?.status).toBe('Accepted');
  });

  it('shows a finished load when the active ones leave room', async () => {
    const { loads } = await find(`FINDME-${w.active.length + 1}`);
    expect(loads.items.map((hit) => hit.id)).toEqual([w.ended]);
    expect(loads.items[0]?.status).toBe('Ended');
  });

  it('finds drivers, trucks, trailers and brokers as their lists do', async () => {
    const people = await find('quixote');
    expect(people.drivers).toEqual({
      items: [expect.objectContaining({ id: w.driverId, title: 'Zelda Quixote', status: 'Active' })],
      total: 1,
    });
    const truck = await find('zx981');
    expect(truck.trucks.items).toEqual([
      expect.objectContaining({ id: w.truck.id, title: 'Truck U-ZX981', status: 'Active' }),
    ]);
    expect(truck.trucks.items[0]?.detail).toContain(w.truck.licenseplate_number);
    expect(truck.trucks.total).toBe(await listTotal('/api/vehicle?search=zx981'));
    const trailer = await find('zx982');
    expect(trailer.trailers.items.map((hit) => [hit.id, hit.title])).toEqual([
      [w.trailer.id, 'Trailer TR-ZX982'],
    ]);
    const broker = await find('zyxwold');
    expect(broker.brokers.items).toEqual([
      expect.objectContaining({ id: w.broker.id, title: 'Zyxwold Freight', status: w.broker.status }),
    ]);
    expect(broker.brokers.items[0]?.detail).toContain(`MC ${w.broker.mcNumber}`);
  });

  it('answers empty groups when nothing matches, whatever the characters', async () => {
    for (const q of ['nothing-like-this', '%', '_', "'; drop table loads; --", '\\', 'Ω≈ç√']) {
      const result = await find(q);
      for (const group of Object.values(result)) expect(group).toEqual({ items: [], total: 0 });
    }
  });

  it('refuses a blank or overlong text with a message under the field', async () => {
    for (const url of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20',
      `/api/search?q=${'a'.repeat(101)}`,
    ]) {
      const r = await w.ctx.api.get(url, { as: w.dispatcher });
      expect(r.statusCode, url).toBe(400);
      expect(r.body).not.toMatch(/stack|select /i);
    }
  });

  it('is for the back office: no token 401, a driver refused', async () => {
    expect((await w.ctx.api.get('/api/search?q=findme')).statusCode).toBe(401);
    const driver = await loggedInDriver(w.ctx);
    expect((await w.ctx.api.get('/api/search?q=findme', { as: driver.authorization })).statusCode).toBe(403);
  });
});
