import { bookingMessages } from '@fletx/contract/bookings';
import { loadMessages } from '@fletx/contract/loads';
import { fieldMessages } from '@fletx/contract/messages';
import { stopMessages } from '@fletx/contract/stops';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { bookings } from '../src/db/schema';
import { bookingBody } from './helpers/broker-factories';
import { expectAnswer } from './helpers/client';
import { ADA_ADMIN } from './helpers/factories';
import { createLoad, loadBody, loadWorld } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

/**
 * The order of a load's and a booking's stops (docs/product.md "Stops"): the delivery must not open before
 * the pickup opens, by every way a load is entered or changed.
 */
const w = worldPerFile(() => loadWorld({ manager: ADA_ADMIN }));

const ORDER = { path: 'body.open_time_delivery', message: stopMessages.deliveryBeforePickup };

/** QA's load: picked up on 10 December, delivered on the 8th, every other field valid. */
const backwards = {
  open_time_pickup: '2026-12-10T08:00',
  close_time_pickup: '2026-12-10T12:00',
  open_time_delivery: '2026-12-08T08:00',
  close_time_delivery: '2026-12-08T12:00',
};

const postLoad = (overrides: Record<string, unknown>) =>
  w.api.post('/api/loadbook/manualCreate', { ...loadBody(w.brokerId, w.driverId), ...overrides });

const loadsNumbered = async (idNumber: string) =>
  rowsOf(await w.ctx.database.db.execute(sql`SELECT id FROM loads WHERE id_number = ${idNumber}`)).length;

describe('the load form (POST /api/loadbook/manualCreate, PUT /api/loadbook/manualUpdate/{id})', () => {
  it('refuses a delivery that opens before the pickup, under the delivery open time, and saves nothing', async () => {
    for (const typeForm of ['new', 'old'] as const) {
      const idNumber = `ORDER-${typeForm}`;
      const r = await postLoad({ ...backwards, typeForm, id_number: idNumber });
      expect(r.statusCode, typeForm).toBe(400);
      expect(r.json().details, typeForm).toEqual([ORDER]);
      expect(await loadsNumbered(idNumber)).toBe(0);
    }
  });

  it('says so beside the missing fields, not only once they are filled in', async () => {
    const r = await postLoad({ ...backwards, broker_id: undefined, id_number: '' });
    expect(r.statusCode).toBe(400);
    expect(r.json().details).toEqual(
      expect.arrayContaining([
        { path: 'body.id_number', message: fieldMessages.required },
        { path: 'body.broker_id', message: fieldMessages.required },
        ORDER,
      ]),
    );
  });

  it('takes a delivery window opening while the pickup is still open, or at the same time', async () => {
    const shortHaul = {
      open_time_pickup: '2026-12-10T08:00',
      close_time_pickup: '2026-12-10T12:00',
      open_time_delivery: '2026-12-10T10:00',
      close_time_delivery: '2026-12-10T16:00',
    };
    expect((await postLoad({ ...shortHaul, id_number: 'ORDER-SHORT' })).statusCode).toBe(201);
    // Dallas to Atlanta: 09:00 on the Atlanta dock's clock is 08:00 on the Dallas dock's.
    const same = { ...shortHaul, id_number: 'ORDER-SAME', open_time_delivery: '2026-12-10T09:00' };
    expect((await postLoad(same)).statusCode).toBe(201);
  });

  it("reads each open on its facility's clock: a dock an hour west opens at 07:00 with a pickup's 08:00", async () => {
    // Atlanta (Eastern) to Birmingham (Central), as typed on each dock's clock.
    const west = {
      id_number: 'ORDER-WEST',
      state_code_pickup: 'GA',
      city_pickup: 'Atlanta',
      postalCodePickup: '30303',
      state_code_delivery: 'AL',
      city_delivery: 'Birmingham',
      postalCodeDelivery: '35203',
      open_time_pickup: '2026-12-10T08:00',
      close_time_pickup: '2026-12-10T12:00',
      open_time_delivery: '2026-12-10T07:00',
      close_time_delivery: '2026-12-10T15:00',
    };
    expect((await postLoad(west)).statusCode).toBe(201);
    const r = await postLoad({ ...west, id_number: 'ORDER-WEST-2', open_time_delivery: '2026-12-10T06:59' });
    expect(r.json().details).toEqual([ORDER]);
  });

  it('refuses an edit that puts the delivery first, and leaves the load as it was', async () => {
    const load = await createLoad(w.api, w.brokerId, w.driverId, { id_number: 'ORDER-EDIT' });
    const r = await w.api.put(`/api/loadbook/manualUpdate/${load.id}`, {
      ...loadBody(w.brokerId, w.driverId, { id_number: 'ORDER-EDIT' }),
      ...backwards,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().details).toEqual([ORDER]);
    const stored = (await w.api.get(`/api/loadbook/find/${load.id}`)).json().data.info[0];
    expect(stored.open_time_delivery).toBe('2026-03-03T14:00:00.000Z');
  });
});

describe('bookings (POST /api/bookings/manualCreate, PUT /api/bookings/{id}, POST …/{id}/toLoad)', () => {
  const backwardsBooking = {
    openTimePickup: '2026-12-10T08:00',
    closeTimePickup: '2026-12-10T12:00',
    openTimeDelivery: '2026-12-08T08:00',
    closeTimeDelivery: '2026-12-08T12:00',
  };
  const BOOKING_ORDER = { path: 'body.openTimeDelivery', message: bookingMessages.deliveryBeforePickup };

  it('refuses a booking whose delivery opens before its pickup, on create and on edit', async () => {
    const made = await w.api.post('/api/bookings/manualCreate', {
      ...bookingBody(w.brokerId, { idNumber: 'BK-ORDER' }),
      ...backwardsBooking,
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().details).toEqual([BOOKING_ORDER]);

    const booking = expectAnswer(
      await w.api.post('/api/bookings/manualCreate', bookingBody(w.brokerId, { idNumber: 'BK-ORDER' })),
      201,
      bookingMessages.created,
    );
    const edited = await w.api.put(`/api/bookings/${booking.id}`, {
      ...bookingBody(w.brokerId, { idNumber: 'BK-ORDER' }),
      ...backwardsBooking,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().details).toEqual([BOOKING_ORDER]);
  });

  it('does not turn into a load a booking saved with its delivery first before the rule', async () => {
    const booking = expectAnswer(
      await w.api.post('/api/bookings/manualCreate', bookingBody(w.brokerId, { idNumber: 'BK-OLD-ORDER' })),
      201,
      bookingMessages.created,
    );
    // As a booking saved before the stops' order was checked is stored.
    await w.ctx.database.db
      .update(bookings)
      .set({
        deliveryOpenAt: new Date('2026-03-01T14:00:00Z'),
        deliveryCloseAt: new Date('2026-03-01T18:00:00Z'),
      })
      .where(eq(bookings.id, booking.id));
    const r = await w.api.post(`/api/bookings/${booking.id}/toLoad`);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(loadMessages.bookingStopsOutOfOrder);
    expect(await loadsNumbered('BK-OLD-ORDER')).toBe(0);
  });
});
