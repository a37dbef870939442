import { describe, expect, it } from 'vitest';
import { expectBadQueries } from './helpers/client';
import { loggedInDriver, loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';
import { createTestApp } from './helpers/test-app';

/** GET /api/miles/estimate (docs/product.md "Miles and IFTA"): a new load's planned-miles estimate, asked before. */
const w = worldPerFile(async () => {
  const ctx = await createTestApp();
  const dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
  const carrier = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  return { ctx, dispatcher, carrier, api: ctx.api.as(dispatcher) };
});

const DALLAS_TO_ATLANTA = 'fromCity=Dallas&fromState=TX&fromZip=75261&toCity=Atlanta&toState=GA&toZip=30336';

const estimate = async (query: string) => {
  const r = await w.api.get(`/api/miles/estimate?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data as { miles: number | null }).miles;
};

describe('GET /api/miles/estimate', () => {
  it('answers the miles a load with the same stops is planned with', async () => {
    const brokerId = (await approvedBroker(w.ctx, w.carrier)).id;
    const driverId = await approvedDriver(w.ctx, w.carrier);
    const load = await createLoad(w.ctx.api.as(w.carrier), brokerId, driverId, { id_number: 'EST-1' });
    const planned = (await w.api.get(`/api/loadbook/find/${load.id}`)).json().data.info[0].plannedMiles;
    expect(planned).toBeGreaterThan(700);
    expect(await estimate(DALLAS_TO_ATLANTA)).toBe(planned);
  });

  it('places a stop by its city and state without a ZIP code, and answers null when one cannot be placed', async () => {
    const byCity = await estimate('fromCity=Dallas&fromState=TX&toCity=Atlanta&toState=GA');
    expect(byCity).toBeGreaterThan(600);
    expect(byCity).toBeLessThan(1000);
    expect(await estimate('fromCity=Dallas&fromState=TX&toCity=Nowhere')).toBeNull();
    expect(await estimate('')).toBeNull();
  });

  it('refuses what is too long (400), a driver (403) and no token (401)', async () => {
    await expectBadQueries(w.api, '/api/miles/estimate', ['fromState=TEX', `toCity=${'x'.repeat(101)}`]);
    const driver = await loggedInDriver(w.ctx);
    expect(
      (await w.ctx.api.get(`/api/miles/estimate?${DALLAS_TO_ATLANTA}`, { as: driver.authorization }))
        .statusCode,
    ).toBe(403);
    expect((await w.ctx.api.get(`/api/miles/estimate?${DALLAS_TO_ATLANTA}`, { as: null })).statusCode).toBe(
      401,
    );
  });
});
