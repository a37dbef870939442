import crypto from 'node:crypto';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { LOAD_STATUS, type LoadStatusId } from '@fletx/contract/load-status';
import type { LoadInput } from '@fletx/contract/loads';
import { expect } from 'vitest';
import type { Clock, ManualClock } from '../../src/lib/clock';
import { DRIVER_STEPS, dallasToAtlanta } from './bodies';
import { createBroker } from './broker-factories';
import type { TestClient } from './client';
import { loggedInUser, makeDriver, makeTruck, truckNameOf, type UserOverrides } from './factories';
import { createTestApp, type TestContext } from './test-app';

export { DRIVER_STEPS };

/** A driver created through the API and approved (active); its user id. */
export async function approvedDriver(
  ctx: TestContext,
  admin: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const id = await makeDriver(ctx, admin, overrides);
  const r = await ctx.api.put(
    `/api/user/${id}`,
    { status: DRIVER_STATUS.active, comment: 'Approved for loads' },
    { as: admin },
  );
  if (r.statusCode !== 200) throw new Error(`driver approval failed: ${r.body}`);
  return id;
}

/**
 * An approved driver (first name `first`) logged in through the driver API: its id and a client calling as
 * the driver.
 */
export async function approvedDriverApi(ctx: TestContext, admin: string, first: string) {
  const password = 'Dr1ver#Password';
  const email = `${first.toLowerCase()}.${crypto.randomInt(1e6)}@example.com`;
  const id = await approvedDriver(ctx, admin, { first_name: first, email, password });
  const r = await ctx.api.post('/api/driver/auth/login', { name: email, password });
  expect(r.statusCode, r.body).toBe(200);
  return { id, api: ctx.api.as(`Bearer ${r.json().data.accessToken.jwtToken}`) };
}

/**
 * The app on `clock`, a Carriers user (`carrier` its token, `api` its client) and an approved driver with the
 * driver API (`driver`): the start of a file that follows loads from the office and from the cab.
 */
export async function carrierAndDriver(clock: Clock, driverFirstName: string) {
  const ctx = await createTestApp({ clock });
  const carrier = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  const driver = await approvedDriverApi(ctx, carrier, driverFirstName);
  return { ctx, carrier, api: ctx.api.as(carrier), driver };
}

/** An approved broker; its id and name. */
export async function approvedBroker(ctx: TestContext, admin: string, brokerName?: string) {
  const broker = await createBroker(ctx, admin, brokerName ? { brokerName } : {}, 'Approved');
  return { id: broker.info.id, name: broker.info.brokerName };
}

/** A valid load form body: Dallas → Atlanta, $2,450.50. */
export function loadBody(brokerId: number, driverId: number, overrides: Partial<LoadInput> = {}): LoadInput {
  return {
    ...dallasToAtlanta(brokerId, driverId, 'LD-1001', ['2026-03-02', '2026-03-03']),
    instructions: 'Call 1 hour before arrival',
    ...overrides,
  };
}

/**
 * The load form's create of a load for driver `driverId` (broker `brokerId`) as the user `as` (a token), with
 * `extra` fields (a compliance override…): how the tests try to dispatch a driver.
 */
export const dispatchOf =
  (ctx: TestContext, brokerId: number, driverId: number) =>
  (as: string, extra: Record<string, unknown> = {}) =>
    ctx.api.post('/api/loadbook/manualCreate', { ...loadBody(brokerId, driverId), ...extra }, { as });

/**
 * An approved driver (`first`) with the driver API (`approvedDriverApi`) and a truck of their own, the truck's
 * name as the messages give it, and `dispatch(as, extra)`: a load for the driver from a new approved broker
 * (`dispatchOf`).
 */
export async function driverWithTruck(ctx: TestContext, admin: string, first: string) {
  const brokerId = (await approvedBroker(ctx, admin)).id;
  const driver = await approvedDriverApi(ctx, admin, first);
  const truck = await makeTruck(ctx, admin, { user_id: driver.id });
  return { driver, truck, truckName: truckNameOf(truck), dispatch: dispatchOf(ctx, brokerId, driver.id) };
}

/** What moves a load: the loads service's `transition`. */
export interface LoadTransitions {
  transition(
    loadId: number,
    action: 'accept' | 'advance',
    actor: { userId: number; role: string },
  ): Promise<unknown>;
}

/** Moves a new load to `status` (one of DRIVER_STEPS) with the driver's accept and advance steps. */
export async function driveTo(
  service: LoadTransitions,
  loadId: number,
  driverId: number,
  status: LoadStatusId,
) {
  const actor = { userId: driverId, role: 'Driver' };
  await service.transition(loadId, 'accept', actor);
  for (let s: number = LOAD_STATUS.accepted; s < status; s++)
    await service.transition(loadId, 'advance', actor);
}

/** A new load created through the API by the client's user: `loadBody` with `overrides`; its record. */
export async function createLoad(
  api: TestClient,
  brokerId: number,
  driverId: number,
  overrides: Record<string, unknown> = {},
) {
  const r = await api.post('/api/loadbook/manualCreate', { ...loadBody(brokerId, driverId), ...overrides });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; loadbook_status_id: number; freight_company: number | null };
}

/** A ledger entry (`type`: a TRANSACTION_TYPE) on the load through the API, answered 201. */
export async function addLedgerEntry(
  api: TestClient,
  loadId: number,
  type: number,
  amount: number | string,
  comment = '',
) {
  const r = await api.post('/api/finance/transactions', {
    loadbook_id: loadId,
    transaction_type_id: type,
    amount,
    comment,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r;
}

/** Who delivers loads in a test of deliveries over time: the app, its clock, a client, a broker and a driver. */
export interface DeliveryWorld {
  ctx: TestContext;
  clock: ManualClock;
  api: TestClient;
  brokerId: number;
  driverId: number;
}

/**
 * A load `idNumber` with this trip rate (USD, or none) that its driver marks Delivered at `at`, the clock set
 * an hour earlier for the rest of its trip; then the ledger entries `[type, USD]` added through the API. Its id.
 */
export async function deliverLoadAt(
  w: DeliveryWorld,
  idNumber: string,
  at: string,
  tripRate: number | null,
  entries: Array<[type: number, amount: number]> = [],
) {
  w.clock.set(new Date(new Date(at).getTime() - 3_600_000));
  const { id } = await createLoad(w.api, w.brokerId, w.driverId, {
    id_number: idNumber,
    freight_company: tripRate,
  });
  await driveTo(w.ctx.services.loads, id, w.driverId, LOAD_STATUS.atDelivery);
  w.clock.set(new Date(at));
  await w.ctx.services.loads.transition(id, 'advance', { userId: w.driverId, role: 'Driver' });
  for (const [type, amount] of entries) await addLedgerEntry(w.api, id, type, amount, 'test');
  return id;
}

/**
 * The load tests' world: an app with a dispatcher (`api` calls as them), a manager (Carriers or Admin user)
 * who approved the broker Coyote Logistics and a driver, and the loads service that moves loads.
 */
export async function loadWorld(people: {
  dispatcher?: Omit<UserOverrides, 'role'>;
  manager: UserOverrides;
  driver?: Record<string, unknown>;
  /** The server's clock, when the test moves it. */
  clock?: Clock;
}) {
  const ctx = await createTestApp(people.clock ? { clock: people.clock } : {});
  const dispatcher = await loggedInUser(ctx, { role: 'Dispatcher', ...people.dispatcher });
  const manager = await loggedInUser(ctx, people.manager);
  const broker = await approvedBroker(ctx, manager.authorization, 'Coyote Logistics');
  const driverId = await approvedDriver(ctx, manager.authorization, people.driver);
  const api = ctx.api.as(dispatcher.authorization);
  const service = ctx.services.loads;
  let seq = 0;
  return {
    ctx,
    api,
    dispatcher: dispatcher.authorization,
    dispatcherId: dispatcher.user.id,
    manager: manager.authorization,
    managerId: manager.user.id,
    brokerId: broker.id,
    brokerName: broker.name,
    driverId,
    service,
    /** A new load of this broker and driver, id number `<prefix>-<n>`, driven to `status`; its id. */
    loadAt: async (status: LoadStatusId, prefix: string) => {
      const { id } = await createLoad(api, broker.id, driverId, { id_number: `${prefix}-${++seq}` });
      await driveTo(service, id, driverId, status);
      return id;
    },
  };
}
