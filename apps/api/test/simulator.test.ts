import type { AddressInfo } from 'node:net';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulateOptions, simulateTrip } from '../scripts/simulator';
import { bookingBody } from './helpers/broker-factories';
import type { TestClient } from './helpers/client';
import { loggedInUser } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad, DRIVER_STEPS, loadBody } from './helpers/load-factories';
import { createTestApp, type TestContext } from './helpers/test-app';

const PASSWORD = 'Sim#Driver2026';
const HOUR = 3_600_000;
/** The server's clock: the real time, `shift` ms off while a test enters its loads a day before the trip. */
const clock = { shift: 0, now: () => new Date(Date.now() + clock.shift) };

let ctx: TestContext;
let base: string;
let admin: string;
let api: TestClient;
let staff: { email: string; password: string };
let brokerId: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const adminUser = await loggedInUser(ctx, { role: 'Admin user' });
  admin = adminUser.authorization;
  api = ctx.api.as(admin);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  staff = { email: adminUser.user.email, password: adminUser.user.password };
  brokerId = (await approvedBroker(ctx, admin)).id;
});
afterAll(async () => {
  await ctx?.close();
});

/** A new approved driver with the simulator's password; their email and id. */
async function newDriver(name: string) {
  const email = `sim.${name}.${Date.now()}@example.com`;
  return { email, id: await approvedDriver(ctx, admin, { email, password: PASSWORD, first_name: 'Sam' }) };
}

/** A new load (status 2) for a new driver, entered 23 hours ago (a load is entered before its trip). */
async function newLoad(name: string) {
  const driver = await newDriver(name);
  clock.shift = -23 * HOUR;
  try {
    const created = await createLoad(api, brokerId, driver.id);
    return { loadId: created.id, email: driver.email };
  } finally {
    clock.shift = 0;
  }
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
    expect(result).toMatchObject({ status: LOAD_STATUS.delivered, proofOfDelivery: true });
    expect(result.pings).toBeGreaterThanOrEqual(45);
    expect(result.dutyChanges).toBeGreaterThanOrEqual(8);
    expect(lines.some((l) => l.includes('Delivered'))).toBe(true);

    const map = (await api.get(`/api/load-details/route-map/location/${loadId}`)).json().data;
    expect(map.points.length).toBe(result.pings);
    expect(map.last_position.lat).toBeCloseTo(33.749, 1);
    const hos = (await api.get(`/api/load-details/hours-of-service/${loadId}`)).json().data;
    expect(hos.history.map((h: { status_id: number }) => h.status_id)).toEqual([
      LOAD_STATUS.new,
      ...DRIVER_STEPS,
    ]);
    expect(hos.unloading_time.end_unloading).not.toBeNull();
    const statuses = hos.days.flatMap((d: { info: { status: string }[] }) => d.info.map((i) => i.status));
    expect(new Set(statuses)).toEqual(new Set(['on_duty', 'driving', 'off_duty', 'sleeper_berth']));
  });

  it('dates the trip on its own timeline: a fast run shows hours of service of a real trip', async () => {
    const started = Date.now();
    const { loadId } = await newLoad('hours');
    const { result } = await simulate(loadId);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(result.timeline).toMatchObject({ hours: 21.75, squeezed: false });
    const hos = (await api.get(`/api/load-details/hours-of-service/${loadId}`)).json().data;
    // From the accept to now (Delivered is not the end of the service): about 21.75 hours.
    expect(hos.from).toBe(result.timeline.start);
    const period = (Date.parse(hos.to) - Date.parse(hos.from)) / HOUR;
    expect(period).toBeGreaterThan(21.7);
    expect(period).toBeLessThan(22);
    // 30 minutes to the pickup and 10 hours of transit; 8 hours in the berth, a 30-minute break.
    expect(hos.total_hos.driver_time).toBeGreaterThanOrEqual(629);
    expect(hos.total_hos.driver_time).toBeLessThanOrEqual(630);
    expect(hos.total_hos.loading).toBeGreaterThanOrEqual(89);
    expect(hos.total_hos.unloading).toBeGreaterThanOrEqual(59);
    expect(hos.total_hos.on_duty_time).toBeGreaterThanOrEqual(793);
    expect(hos.total_hos.on_duty_time).toBeLessThanOrEqual(795);
    expect(hos.sleeper_berth.total_sleeper_berth_time).toBeGreaterThanOrEqual(479);
    expect(hos.rest_time.total_rest_time).toBeGreaterThanOrEqual(29);
    expect(hos.unloading_time.unloading_time).toBeGreaterThanOrEqual(59);
    const history = hos.history as Array<{ status_id: number; at: string }>;
    const at = (status: number) => Date.parse(history.find((h) => h.status_id === status)?.at ?? '');
    expect((at(LOAD_STATUS.atDelivery) - at(LOAD_STATUS.inTransit)) / HOUR).toBeCloseTo(18.5, 1);
    const map = (await api.get(`/api/load-details/route-map/location/${loadId}`)).json().data;
    const first = Date.parse(map.points[0].at);
    expect((Date.parse(map.points.at(-1).at) - first) / HOUR).toBeGreaterThan(18);
  });

  it("finds the load's driver with a back-office login when no email is given (npm run simulate -- --load <id>)", async () => {
    const { loadId } = await newLoad('lookup');
    const { result, lines } = await simulate(loadId);
    expect(result).toMatchObject({ status: LOAD_STATUS.delivered, report: 'sent', proofOfDelivery: true });
    expect(lines[0]).toMatch(/^The load's driver is sim\.lookup\.\d+@example\.com$/);
  });

  it('confirms a booking turned into a load (16) with the back-office login, then drives it', async () => {
    const driver = await newDriver('booking');
    const booking = (await api.post('/api/bookings/manualCreate', bookingBody(brokerId))).json().data;
    const loadId = (await api.post(`/api/bookings/${booking.id}/toLoad`)).json().data.id as number;
    await expect(simulate(loadId)).rejects.toThrow(`Load ${loadId} has no driver: assign one first.`);
    const assigned = await api.put(`/api/loadbook/manualUpdate/${loadId}`, {
      ...loadBody(brokerId, driver.id),
      id_number: 'BK-1001',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const { result, lines } = await simulate(loadId);
    expect(lines).toContain('  confirmed by the back office (16 → 2)');
    expect(result).toMatchObject({ status: LOAD_STATUS.delivered, proofOfDelivery: true });
    // Confirmed just now: status steps cannot come before that, so the trip is squeezed into the time since.
    expect(result.timeline.squeezed).toBe(true);
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
