import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser, makeDriverUser, makeTruck, truckPayload } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Stale edits (docs/product.md "Stale edits"): a record's GET answers its version as ETag, an update with an
 * older If-Match answers 412 naming who changed it and when, one without If-Match still goes through, and two
 * saves racing with the same version cannot both win.
 */
let ctx: TestContext;
let ana: string;
let ben: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = (await loggedInUser(ctx, { role: 'Dispatcher', firstName: 'Ana', lastName: 'Ruiz' })).authorization;
  ben = (await loggedInUser(ctx, { role: 'Dispatcher', firstName: 'Ben', lastName: 'Ode' })).authorization;
});
afterAll(async () => {
  await ctx?.close();
});

async function openTruck(as: string) {
  const driver = await makeDriverUser(ctx);
  const truck = await makeTruck(ctx, as, { user_id: driver.id });
  const form = await truckPayload(ctx, driver.id, {
    vin_number: truck.vin_number,
    licenseplate_number: truck.licenseplate_number,
  });
  return { id: truck.id, form };
}

describe('stale edits of a truck', () => {
  it('answers the version as ETag, and refuses an update from an older version with who and when', async () => {
    const { id, form } = await openTruck(ana);
    const first = await ctx.api.get(`/api/vehicle/find/${id}`, { as: ana });
    expect(first.headers.etag).toBe('"1"');
    expect((await ctx.api.get(`/api/vehicle/findTruck/${id}`, { as: ben })).headers.etag).toBe('"1"');

    const saved = await ctx.api.put(
      `/api/vehicle/updateTruck/${id}`,
      { ...form, gps_company: 'Geotab' },
      {
        as: ana,
        headers: { 'if-match': '"1"' },
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await ctx.api.get(`/api/vehicle/find/${id}`, { as: ana })).headers.etag).toBe('"2"');

    const stale = await ctx.api.put(
      `/api/vehicle/updateTruck/${id}`,
      { ...form, odometers: 190000 },
      {
        as: ben,
        headers: { 'if-match': '"1"' },
      },
    );
    expect(stale.statusCode).toBe(412);
    const body = stale.json();
    expect(body).toMatchObject({ statusCode: 412, error: 'PreconditionFailed' });
    expect(body.message).toMatch(
      /^Ana Ruiz changed this truck at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC\. Reload to see the changes\.$/,
    );
    const kept = (await ctx.api.get(`/api/vehicle/findTruck/${id}`, { as: ben })).json().data.info;
    expect(kept).toMatchObject({ gps_company: 'Geotab', odometers: form.odometers });
  });

  it('accepts the current version, a weak or bare one, and an update without If-Match', async () => {
    const { id, form } = await openTruck(ana);
    for (const [ifMatch, version] of [
      ['W/"1"', 2],
      ['2', 3],
      ['*', 4],
    ] as const) {
      const r = await ctx.api.put(
        `/api/vehicle/updateTruck/${id}`,
        { ...form, odometers: 1000 + version },
        {
          as: ben,
          headers: { 'if-match': ifMatch },
        },
      );
      expect(r.statusCode, `${ifMatch}: ${r.body}`).toBe(200);
      expect((await ctx.api.get(`/api/vehicle/find/${id}`, { as: ben })).headers.etag).toBe(`"${version}"`);
    }
    const old = await ctx.api.put(`/api/vehicle/updateTruck/${id}`, { ...form, odometers: 5 }, { as: ben });
    expect(old.statusCode, old.body).toBe(200);
    const garbage = await ctx.api.put(`/api/vehicle/updateTruck/${id}`, form, {
      as: ben,
      headers: { 'if-match': 'not-a-version' },
    });
    expect(garbage.statusCode).toBe(412);
  });

  it('lets exactly one of two saves from the same version win', async () => {
    const { id, form } = await openTruck(ana);
    const save = (as: string, odometers: number) =>
      ctx.api.put(
        `/api/vehicle/updateTruck/${id}`,
        { ...form, odometers },
        { as, headers: { 'if-match': '"1"' } },
      );
    const answers = await Promise.all([save(ana, 2001), save(ben, 2002)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    expect((await ctx.api.get(`/api/vehicle/find/${id}`, { as: ana })).headers.etag).toBe('"2"');
  });

  it('answers 404, not 412, for a record that does not exist', async () => {
    const { form } = await openTruck(ana);
    const r = await ctx.api.put('/api/vehicle/updateTruck/999999', form, {
      as: ana,
      headers: { 'if-match': '"1"' },
    });
    expect(r.statusCode).toBe(404);
  });
});
