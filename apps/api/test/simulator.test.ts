import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateTrip } from '../scripts/simulator';
import { bookingBody } from './helpers/broker-factories';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, loadBody } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let base: string;
let admin: string;
let staff: { email: string; password: string };

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const adminUser = await loggedInUser(ctx, { role: 'Admin user' });
  admin = adminUser.authorization;
  staff = { email: adminUser.user.email, password: adminUser.user.password };
});

/** A new load (status 2) assigned to a new driver with the given login. */
async function newLoad(email: string, password: string): Promise<number> {
  const driverId = await approvedDriver(ctx, admin, { email, password, first_name: 'Sam' });
  const brokerId = (await approvedBroker(ctx, admin)).id;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/loadbook/manualCreate',
    headers: { authorization: admin },
    payload: loadBody(brokerId, driverId),
  });
  return created.json().data.id as number;
}
afterAll(async () => {
  await ctx?.close();
});

describe('npm run simulate', () => {
  it('drives a new load through a whole trip with the driver API', async () => {
    const email = `sim.${Date.now()}@example.com`;
    const password = 'Sim#Driver2026';
    const loadId = await newLoad(email, password);
    const lines: string[] = [];
    const result = await simulateTrip({
      base,
      loadId,
      email,
      password,
      speed: 1e9,
      log: (l) => lines.push(l),
    });
    expect(result).toMatchObject({ status: 10, proofOfDelivery: true });
    expect(result.pings).toBeGreaterThanOrEqual(45);
    expect(result.dutyChanges).toBeGreaterThanOrEqual(8);
    expect(lines.some((l) => l.includes('Delivered'))).toBe(true);

    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: admin } });
    const map = (await get(`/api/load-details/route-map/location/${loadId}`)).json().data;
    expect(map.points.length).toBe(result.pings);
    expect(map.last_position.lat).toBeCloseTo(33.749, 1);
    const hos = (await get(`/api/load-details/hours-of-service/${loadId}`)).json().data;
    expect(hos.history.map((h: { status_id: number }) => h.status_id)).toEqual([2, 4, 5, 6, 7, 8, 9, 10]);
    expect(hos.unloading_time.end_unloading).not.toBeNull();
    const statuses = hos.days.flatMap((d: { info: { status: string }[] }) => d.info.map((i) => i.status));
    expect(new Set(statuses)).toEqual(new Set(['on_duty', 'driving', 'off_duty', 'sleeper_berth']));
  });

  it("finds the load's driver with a back-office login when no email is given (npm run simulate -- --load <id>)", async () => {
    const password = 'Sim#Driver2026';
    const loadId = await newLoad(`sim.lookup.${Date.now()}@example.com`, password);
    const lines: string[] = [];
    const result = await simulateTrip({
      base,
      loadId,
      password,
      staff,
      speed: 1e9,
      log: (l) => lines.push(l),
    });
    expect(result).toMatchObject({ status: 10, report: 'sent', proofOfDelivery: true });
    expect(lines[0]).toMatch(/^The load's driver is sim\.lookup\.\d+@example\.com$/);
  });

  it('confirms a booking turned into a load (16) with the back-office login, then drives it', async () => {
    const password = 'Sim#Driver2026';
    const email = `sim.booking.${Date.now()}@example.com`;
    const driverId = await approvedDriver(ctx, admin, { email, password, first_name: 'Bo' });
    const brokerId = (await approvedBroker(ctx, admin)).id;
    const inject = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: admin }, ...(payload ? { payload } : {}) });
    const booking = (await inject('POST', '/api/bookings/manualCreate', bookingBody(brokerId))).json().data;
    const loadId = (await inject('POST', `/api/bookings/${booking.id}/toLoad`)).json().data.id as number;
    const unassigned = simulateTrip({ base, loadId, password, staff, speed: 1e9 });
    await expect(unassigned).rejects.toThrow(`Load ${loadId} has no driver: assign one first.`);
    const assigned = await inject('PUT', `/api/loadbook/manualUpdate/${loadId}`, {
      ...loadBody(brokerId, driverId),
      id_number: 'BK-1001',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const lines: string[] = [];
    const result = await simulateTrip({
      base,
      loadId,
      password,
      staff,
      speed: 1e9,
      log: (l) => lines.push(l),
    });
    expect(lines).toContain('  confirmed by the back office (16 → 2)');
    expect(result).toMatchObject({ status: 10, proofOfDelivery: true });
  });

  it('says what is wrong when a login fails or the load does not exist', async () => {
    const loadId = await newLoad(`sim.wrong.${Date.now()}@example.com`, 'Sim#Driver2026');
    await expect(
      simulateTrip({ base, loadId, password: 'Not#ThePassword1', staff, speed: 1e9 }),
    ).rejects.toThrow(/^Could not log in as the load's driver sim\.wrong\.\d+@example\.com \(401\)/);
    await expect(
      simulateTrip({
        base,
        loadId,
        password: 'x',
        staff: { ...staff, password: 'Wrong#Pass2026' },
        speed: 1e9,
      }),
    ).rejects.toThrow(/^Could not log in as the back-office user/);
    await expect(simulateTrip({ base, loadId: 999_999, password: 'x', staff, speed: 1e9 })).rejects.toThrow(
      /GET \/loadbook\/find\/999999 → 404/,
    );
  });
});
