import type { LoadInput } from '@fletx/contract/loads';
import { createBroker } from './broker-factories';
import { makeDriver } from './factories';
import type { TestContext } from './test-app';

/** A driver created through the API and approved (status 2); its user id. */
export async function approvedDriver(
  ctx: TestContext,
  admin: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const id = await makeDriver(ctx, admin, overrides);
  const r = await ctx.app.inject({
    method: 'PUT',
    url: `/api/user/${id}`,
    headers: { authorization: admin },
    payload: { status: 2, comment: 'Approved for loads' },
  });
  if (r.statusCode !== 200) throw new Error(`driver approval failed: ${r.body}`);
  return id;
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
