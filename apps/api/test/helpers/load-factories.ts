import crypto from 'node:crypto';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { LOAD_STATUS, type LoadStatusId } from '@fletx/contract/load-status';
import type { LoadInput } from '@fletx/contract/loads';
import { expect } from 'vitest';
import { createBroker } from './broker-factories';
import type { TestClient } from './client';
import { makeDriver } from './factories';
import type { TestContext } from './test-app';

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

/** An approved broker; its id and name. */
export async function approvedBroker(ctx: TestContext, admin: string, brokerName?: string) {
  const broker = await createBroker(ctx, admin, brokerName ? { brokerName } : {}, 'Approved');
  return { id: broker.info.id, name: broker.info.brokerName };
}

/** A valid load form body: Dallas → Atlanta, $2,450.50. */
export function loadBody(brokerId: number, driverId: number, overrides: Partial<LoadInput> = {}): LoadInput {
  return {
    typeForm: 'new',
    id_number: 'LD-1001',
    broker_id: brokerId,
    user_id: driverId,
    distance_miles: 781,
    open_time_pickup: '2026-03-02T08:00',
    close_time_pickup: '2026-03-02T12:00',
    nameLocationPickup: 'Walmart DC 6094',
    postalCodePickup: '75261',
    state_code_pickup: 'TX',
    city_pickup: 'Dallas',
    open_time_delivery: '2026-03-03T14:00',
    close_time_delivery: '2026-03-03T18:00',
    nameLocationDelivery: 'Kroger Atlanta DC',
    postalCodeDelivery: '30336',
    state_code_delivery: 'GA',
    city_delivery: 'Atlanta',
    product_name: 'Canned goods',
    freight_company: 2450.5,
    loadType: 'FTL',
    load_weight: 42000,
    instructions: 'Call 1 hour before arrival',
    trailer_type: 1,
    trailer_dimensions: '53 ft',
    ...overrides,
  };
}

/** What moves a load: the loads service's `transition`. */
export interface LoadTransitions {
  transition(
    loadId: number,
    action: 'accept' | 'advance',
    actor: { userId: number; role: string },
  ): Promise<unknown>;
}

/** The statuses a driver moves a load through, in order: the accept, then one advance each. */
export const DRIVER_STEPS: ReadonlyArray<LoadStatusId> = [
  LOAD_STATUS.accepted,
  LOAD_STATUS.onTheWayToPickup,
  LOAD_STATUS.atPickup,
  LOAD_STATUS.loaded,
  LOAD_STATUS.inTransit,
  LOAD_STATUS.atDelivery,
  LOAD_STATUS.delivered,
];

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
