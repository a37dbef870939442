import { type BookingInput, bookingStopKeys } from '@fletx/contract/bookings';
import type { BrokerStatus, CreateBrokerInput } from '@fletx/contract/brokers';
import { dallasToAtlantaStops } from './bodies';
import type { TestContext } from './test-app';

let sequence = 0;

/** A valid broker body with a unique MC number and two contact people. */
export function brokerBody(overrides: Partial<CreateBrokerInput> = {}): CreateBrokerInput {
  sequence += 1;
  const n = `${Date.now() % 100000}${sequence}`;
  return {
    brokerName: `Lone Star Freight ${n}`,
    mcNumber: `MC-${n}`,
    involvingEmail: `billing${n}@lonestarfreight.com`,
    address: '1200 Commerce St',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75202',
    daysToPay: 30,
    contactPeople: [
      { contactName: 'Dana Whitfield', role: 'Dispatcher', phoneNumber: '2145550101', email: 'dana@lsf.com' },
      { contactName: 'Omar Reyes', role: 'Accounting', phoneNumber: '2145550102', email: 'omar@lsf.com' },
    ],
    ...overrides,
  };
}

/** Creates a broker through the API (and sets its status when asked); answers its wire detail. */
export async function createBroker(
  ctx: TestContext,
  authorization: string,
  overrides: Partial<CreateBrokerInput> = {},
  status?: BrokerStatus,
) {
  const r = await ctx.api.post('/api/bookings/brokers', brokerBody(overrides), { as: authorization });
  if (r.statusCode !== 201) throw new Error(`broker create failed: ${r.body}`);
  const data = r.json().data as {
    info: { id: number; brokerName: string; mcNumber: string; status: BrokerStatus };
    extraData: { brokerContactPeople: Array<{ id: number }> };
  };
  if (status && status !== data.info.status) {
    const s = await ctx.api.get(
      `/api/bookings/brokers/changeStatus/${data.info.id}?status=${encodeURIComponent(status)}`,
      { as: authorization },
    );
    if (s.statusCode !== 200) throw new Error(`status change failed: ${s.body}`);
    data.info.status = status;
  }
  return data;
}

/** A valid booking body for a broker. */
export function bookingBody(loadBrokerId: number, overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    idNumber: 'BK-1001',
    loadBrokerId,
    distance: 781,
    ...dallasToAtlantaStops(bookingStopKeys, ['2026-03-02', '2026-03-03']),
    productName: 'Canned goods',
    freightCompany: 2450.5,
    loadWeight: 42000,
    instruction: 'Call 1 hour before arrival',
    trailerType: 1,
    lenght: '53 ft',
    loadType: 'FTL',
    ...overrides,
  };
}
