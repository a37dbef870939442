import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulateOptions, simulateTrip } from '../scripts/simulator';
import { bookingBody } from './helpers/broker-factories';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, loadBody } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

const PASSWORD = 'Sim#Driver2026';

let ctx: TestContext;
let base: string;
let admin: string;
let staff: { email: string; password: string };
let brokerId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const adminUser = await loggedInUser(ctx, { role: 'Admin user' });
  admin = adminUser.authorization;
  staff = { email: adminUser.user.email, password: adminUser.user.password };
  brokerId = (await approvedBroker(ctx, admin)).id;
});
afterAll(async () => {
  await ctx?.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: admin }, ...(payload ? { payload } : {}) });

/** A new approved driver with the simulator's password; their email and id. */
async function newDriver(name: string) {
  const email = `sim.${name}.${Date.now()}@example.com`;
  return { email, id: await approvedDriver(ctx, admin, { email, password: PASSWORD, first_name: 'Sam' }) };
}

/** A new load (status 2) for a new driver. */
async function newLoad(name: string) {
  const driver = await newDriver(name);
  const created = await inject('POST', '/api/loadbook/manualCreate', loadBody(brokerId, driver.id));
  return { loadId: created.json().data.id as number, email: driver.email };
}

/** Runs the simulator as `npm run simulate -- --load <id>` does (staff lookup), as fast as it goes. */
async function simulate(loadId: number, options: Partial<SimulateOptions> = {}) {
  const lines: string[] = [];
  const result = await simulateTrip({
    base,
    loadId,
    password: PASSWORD,
    staff,
    speed: 1e9,
    log: (l) => lines.push(l),
    ...options,
  });
  return { result, lines };
}

describe('npm run simulate', () => {
  it('drives a new load through a whole trip with the driver API', async () => {
    const { loadId, email } = await newLoad('email');
    const { result, lines } = await simulate(loadId, { email, staff: undefined });
    expect(result).toMatchObject({ status: 10, proofOfDelivery: true });
    expect(result.pings).toBeGreaterThanOrEqual(45);
    expect(result.dutyChanges).toBeGreaterThanOrEqual(8);
    expect(lines.some((l) => l.includes('Delivered'))).toBe(true);

    const map = (await inject('GET', `/api/load-details/route-map/location/${loadId}`)).json().data;
    expect(map.points.length).toBe(result.pings);
    expect(map.last_position.lat).toBeCloseTo(33.749, 1);
    const hos = (await inject('GET', `/api/load-details/hours-of-service/${loadId}`)).json().data;
    expect(hos.history.map((h: { status_id: number }) => h.status_id)).toEqual([2, 4, 5, 6, 7, 8, 9, 10]);
    expect(hos.unloading_time.end_unloading).not.toBeNull();
    const statuses = hos.days.flatMap((d: { info: { status: string }[] }) => d.info.map((i) => i.status));
    expect(new Set(statuses)).toEqual(new Set(['on_duty', 'driving', 'off_duty', 'sleeper_berth']));
  });

  it("finds the load's driver with a back-office login when no email is given (npm run simulate -- --load <id>)", async () => {
    const { loadId } = await newLoad('lookup');
    const { result, lines } = await simulate(loadId);
    expect(result).toMatchObject({ status: 10, report: 'sent', proofOfDelivery: true });
    expect(lines[0]).toMatch(/^The load's driver is sim\.lookup\.\d+@example\.com$/);
  });

  it('confirms a booking turned into a load (16) with the back-office login, then drives it', async () => {
    const driver = await newDriver('booking');
    const booking = (await inject('POST', '/api/bookings/manualCreate', bookingBody(brokerId))).json().data;
    const loadId = (await inject('POST', `/api/bookings/${booking.id}/toLoad`)).json().data.id as number;
    await expect(simulate(loadId)).rejects.toThrow(`Load ${loadId} has no driver: assign one first.`);
    const assigned = await inject('PUT', `/api/loadbook/manualUpdate/${loadId}`, {
      ...loadBody(brokerId, driver.id),
      id_number: 'BK-1001',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const { result, lines } = await simulate(loadId);
    expect(lines).toContain('  confirmed by the back office (16 → 2)');
    expect(result).toMatchObject({ status: 10, proofOfDelivery: true });
  });

  it('says what is wrong when a login fails or the load does not exist', async () => {
    const { loadId } = await newLoad('wrong');
    await expect(simulate(loadId, { password: 'Not#ThePassword1' })).rejects.toThrow(
      /^Could not log in as the load's driver sim\.wrong\.\d+@example\.com \(401\)/,
    );
    await expect(simulate(loadId, { staff: { ...staff, password: 'Wrong#Pass2026' } })).rejects.toThrow(
      /^Could not log in as the back-office user/,
    );
    await expect(simulate(999_999)).rejects.toThrow(/GET \/loadbook\/find\/999999 → 404/);
  });
});
