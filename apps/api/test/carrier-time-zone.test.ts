import { carrierSettingsMessages, DEFAULT_TIME_ZONE } from '@fletx/contract/carrier-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from './helpers/factories';
import { carrierDetails } from './helpers/invoice-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/** The carrier's time zone (docs/product.md "Dispatch board"): set in Carrier Settings, read by every staff role. */
let ctx: TestContext;
let carrier: string;
let dispatcher: string;

beforeAll(async () => {
  ctx = await createTestApp();
  carrier = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  dispatcher = (await loggedInUser(ctx, { role: 'Dispatcher' })).authorization;
});

afterAll(async () => {
  await ctx?.close();
});

const zoneAs = async (as: string) => {
  const r = await ctx.api.get('/api/carrier-settings/time-zone', { as });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.timeZone as string;
};

describe("the carrier's time zone", () => {
  it('is Central until chosen, then what Carrier Settings saved, for a dispatcher too', async () => {
    expect(await zoneAs(dispatcher)).toBe(DEFAULT_TIME_ZONE);
    const saved = await ctx.api.put('/api/carrier-settings', carrierDetails({ timeZone: 'America/Denver' }), {
      as: carrier,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.timeZone).toBe('America/Denver');
    expect(await zoneAs(dispatcher)).toBe('America/Denver');
    // Left out of a later save: unchanged.
    const again = await ctx.api.put(
      '/api/carrier-settings',
      carrierDetails({ name: 'Red River Haulers Inc' }),
      {
        as: carrier,
      },
    );
    expect(again.json().data.timeZone).toBe('America/Denver');
  });

  it('refuses a zone not in the list, and a dispatcher cannot change it', async () => {
    for (const timeZone of ['Mars/Olympus', 'EST', '', 42]) {
      const r = await ctx.api.put(
        '/api/carrier-settings',
        { ...carrierDetails(), timeZone },
        { as: carrier },
      );
      expect(r.statusCode, r.body).toBe(400);
      expect(r.body).toContain(carrierSettingsMessages.timeZone);
    }
    const r = await ctx.api.put('/api/carrier-settings', carrierDetails({ timeZone: 'America/New_York' }), {
      as: dispatcher,
    });
    expect(r.statusCode).toBe(403);
    expect(await zoneAs(carrier)).toBe('America/Denver');
  });

  it('needs a staff login', async () => {
    expect((await ctx.api.get('/api/carrier-settings/time-zone')).statusCode).toBe(401);
  });
});
