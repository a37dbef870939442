import { INSPECTION_ITEM_LABELS, INSPECTION_ITEMS, inspectionMessages } from '@fletx/contract/inspections';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inspectionDefects, inspections } from '../src/db/schema';
import { expectAnswer, expectInvalid } from './helpers/client';
import { clockedApp } from './helpers/clocked-app';
import { loggedInDriver, makeTrailer, makeTruck } from './helpers/factories';
import { driverWithTruck } from './helpers/load-factories';

/** The server's clock, set to the real time before each test (the driver API checks `at` against it). */
const world = clockedApp();
const { clock } = world;

const minutesAgo = (n: number) => new Date(clock.now().getTime() - n * 60_000).toISOString();

/** A driver with a truck and a trailer hitched to it. */
async function driverWithUnits() {
  const driver = await loggedInDriver(world.ctx);
  const truck = await makeTruck(world.ctx, world.admin, { user_id: driver.user.id });
  const trailer = await makeTrailer(world.ctx, world.admin, {
    licenseplate_truck_number: truck.licenseplate_number,
  });
  return { ...driver, truckId: truck.id, trailerId: trailer.id };
}

/** Every item OK but those in `defective`. */
const answers = (defective: string[] = []) =>
  INSPECTION_ITEMS.map((item) => ({ item, ok: !defective.includes(item) }));

function preTrip(units: { truckId: number; trailerId?: number }, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'pre_trip',
    ...units,
    odometer: 184_620,
    items: answers(['tires']),
    defects: [{ item: 'tires', note: 'Left steer tire cut in the sidewall', severity: 'out_of_service' }],
    signature: 'Alice Driver',
    at: minutesAgo(10),
    ...overrides,
  };
}

const post = (authorization: string | null, body: unknown, key?: string) =>
  world.ctx.api.post('/api/driver/inspections', body as object, {
    as: authorization,
    ...(key && { headers: { 'idempotency-key': key } }),
  });

const countOf = (truckId: number) =>
  world.ctx.database.db.$count(inspections, eq(inspections.truckId, truckId));

describe('POST /api/driver/inspections', () => {
  it('records a pre-trip with a defect on the truck and one on the trailer', async () => {
    const d = await driverWithUnits();
    const body = preTrip(
      { truckId: d.truckId, trailerId: d.trailerId },
      {
        items: answers(['tires', 'lighting_devices_and_reflectors']),
        defects: [
          { item: 'tires', note: 'Left steer tire cut', severity: 'out_of_service' },
          {
            item: 'lighting_devices_and_reflectors',
            note: 'Marker light out',
            severity: 'minor',
            unit: 'trailer',
          },
        ],
      },
    );
    const data = expectAnswer(await post(d.authorization, body), 201, inspectionMessages.recorded);
    expect(data).toMatchObject({
      kind: 'pre_trip',
      driverId: d.user.id,
      truckId: d.truckId,
      trailerId: d.trailerId,
      odometer: 184_620,
      signature: 'Alice Driver',
      at: body.at,
    });
    expect(data.items).toHaveLength(INSPECTION_ITEMS.length);
    expect(data.items).toContainEqual({ item: 'tires', ok: false, note: null });
    expect(data.defects).toEqual([
      expect.objectContaining({
        unitType: 'truck',
        unitId: d.truckId,
        item: 'tires',
        status: 'open',
        repairedAt: null,
        repairedBy: null,
        workOrderId: null,
        severity: 'out_of_service',
      }),
      expect.objectContaining({
        unitType: 'trailer',
        unitId: d.trailerId,
        item: 'lighting_devices_and_reflectors',
        severity: 'minor',
        status: 'open',
      }),
    ]);
  });

  it('answers a replay with the same Idempotency-Key with the same inspection, recorded once', async () => {
    const d = await driverWithUnits();
    const body = preTrip({ truckId: d.truckId });
    const key = `dvir-${Date.now()}`;
    const first = await post(d.authorization, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(d.authorization, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await countOf(d.truckId)).toBe(1);
  });

  it('refuses a truck or a trailer the driver does not have, and saves nothing', async () => {
    const d = await driverWithUnits();
    const other = await driverWithUnits();
    expectInvalid(
      await post(d.authorization, preTrip({ truckId: other.truckId })),
      'body.truckId',
      inspectionMessages.notYourTruck,
    );
    expectInvalid(
      await post(d.authorization, preTrip({ truckId: d.truckId, trailerId: other.trailerId })),
      'body.trailerId',
      inspectionMessages.notYourTrailer,
    );
    expect(await countOf(other.truckId)).toBe(0);
    expect(await countOf(d.truckId)).toBe(0);
  });

  it('refuses missing or repeated items, a defect on an OK item, a defective item without a defect', async () => {
    const d = await driverWithUnits();
    const units = { truckId: d.truckId };
    const noHorn = answers(['tires']).filter((a) => a.item !== 'horn');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ items: noHorn }, 'body.items', inspectionMessages.missingItem(INSPECTION_ITEM_LABELS.horn)],
      [
        { items: [...answers(['tires']), { item: 'horn', ok: true }] },
        `body.items.${INSPECTION_ITEMS.length}.item`,
        inspectionMessages.repeatedItem(INSPECTION_ITEM_LABELS.horn),
      ],
      [
        { defects: [{ item: 'horn', note: 'Weak', severity: 'minor' }] },
        'body.defects.0.item',
        inspectionMessages.defectOnOkItem(INSPECTION_ITEM_LABELS.horn),
      ],
      [
        { defects: [] },
        `body.items.${INSPECTION_ITEMS.indexOf('tires')}.ok`,
        inspectionMessages.defectMissing(INSPECTION_ITEM_LABELS.tires),
      ],
      [
        { defects: [{ item: 'tires', note: 'Cut', severity: 'minor', unit: 'trailer' }] },
        'body.defects.0.unit',
        inspectionMessages.trailerDefectWithoutTrailer,
      ],
      [
        { defects: [{ item: 'tires', note: 'Cut', severity: 'severe' }] },
        'body.defects.0.severity',
        inspectionMessages.severity,
      ],
      [
        { defects: [{ item: 'tires', note: ' ', severity: 'minor' }] },
        'body.defects.0.note',
        inspectionMessages.defectNote,
      ],
      [{ kind: 'mid_trip' }, 'body.kind', inspectionMessages.kind],
      [{ odometer: -1 }, 'body.odometer', inspectionMessages.odometer],
      [{ odometer: 12.5 }, 'body.odometer', inspectionMessages.odometer],
      [{ signature: '   ' }, 'body.signature', inspectionMessages.signature],
      [{ at: 'yesterday' }, 'body.at', inspectionMessages.at],
      [
        { items: [...answers(['tires']).slice(1), { item: 'fifth_wheel', ok: true }] },
        'body.items.10.item',
        inspectionMessages.item,
      ],
    ];
    for (const [change, path, message] of cases)
      expectInvalid(
        await post(d.authorization, preTrip(units, change)),
        path,
        message,
        JSON.stringify(change),
      );
    expect(await countOf(d.truckId)).toBe(0);
  });

  it('never answers malformed input with a 5xx', async () => {
    const d = await driverWithUnits();
    const bodies: unknown[] = [
      null,
      [],
      42,
      { kind: 'pre_trip' },
      preTrip({ truckId: d.truckId }, { items: 'all ok' }),
      preTrip({ truckId: d.truckId }, { defects: [null] }),
      preTrip({ truckId: d.truckId }, { items: [{}] }),
      preTrip({ truckId: d.truckId }, { truckId: 99_999_999_999 }),
      preTrip({ truckId: d.truckId }, { trailerId: 'x' }),
      preTrip({ truckId: d.truckId }, { odometer: Number.MAX_SAFE_INTEGER }),
    ];
    for (const body of bodies) {
      const r = await post(d.authorization, body);
      expect(r.statusCode, `${JSON.stringify(body)}: ${r.body}`).toBe(400);
    }
  });

  it('is for drivers only: no token 401, a dispatcher 403', async () => {
    const d = await driverWithUnits();
    expect((await post(null, preTrip({ truckId: d.truckId }))).statusCode).toBe(401);
    expect((await post(world.dispatcher, preTrip({ truckId: d.truckId }))).statusCode).toBe(403);
  });
});

describe('GET /api/driver/inspections/units', () => {
  it('names the driver’s truck and the trailer hitched to it; none for a driver without a truck', async () => {
    const d = await driverWithUnits();
    const r = await world.ctx.api.get('/api/driver/inspections/units', { as: d.authorization });
    const units = expectAnswer(r, 200, 'OK');
    expect(units.truck).toMatchObject({
      id: d.truckId,
      number: expect.any(String),
      plate: expect.any(String),
    });
    expect(units.trailers.map((t: { id: number }) => t.id)).toEqual([d.trailerId]);
    const alone = await loggedInDriver(world.ctx);
    const none = await world.ctx.api.get('/api/driver/inspections/units', { as: alone.authorization });
    expect(expectAnswer(none, 200, 'OK')).toEqual({ truck: null, trailers: [] });
    expect(
      (await world.ctx.api.get('/api/driver/inspections/units', { as: world.dispatcher })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/driver/inspections/last', () => {
  it('shows the last report of the truck and of the trailer with their open defects', async () => {
    const d = await driverWithUnits();
    const older = preTrip(
      { truckId: d.truckId, trailerId: d.trailerId },
      { at: minutesAgo(600), kind: 'pre_trip' },
    );
    expect((await post(d.authorization, older)).statusCode).toBe(201);
    const postTrip = preTrip(
      { truckId: d.truckId },
      {
        kind: 'post_trip',
        at: minutesAgo(60),
        odometer: 185_100,
        items: answers(['horn']),
        defects: [{ item: 'horn', note: 'Horn does not sound', severity: 'minor' }],
      },
    );
    const lastId = (await post(d.authorization, postTrip)).json().data.id;
    const r = await world.ctx.api.get(
      `/api/driver/inspections/last?truckId=${d.truckId}&trailerId=${d.trailerId}`,
      { as: d.authorization },
    );
    const data = expectAnswer(r, 200, 'OK');
    expect(data.truck).toMatchObject({ id: lastId, kind: 'post_trip', odometer: 185_100 });
    expect(data.truck.defects).toEqual([
      expect.objectContaining({ item: 'horn', status: 'open', repairedAt: null }),
    ]);
    // The trailer was last inspected with the older report, which it was part of.
    expect(data.trailer).toMatchObject({ kind: 'pre_trip', trailerId: d.trailerId });
    expect(data.trailer.defects).toEqual([expect.objectContaining({ item: 'tires', status: 'open' })]);
  });

  it('answers null before the first report, and refuses another driver’s truck', async () => {
    const d = await driverWithUnits();
    const other = await driverWithUnits();
    const r = await world.ctx.api.get(`/api/driver/inspections/last?truckId=${d.truckId}`, {
      as: d.authorization,
    });
    expect(expectAnswer(r, 200, 'OK')).toEqual({ truck: null, trailer: null });
    const theirs = await world.ctx.api.get(`/api/driver/inspections/last?truckId=${other.truckId}`, {
      as: d.authorization,
    });
    expectInvalid(theirs, 'querystring.truckId', inspectionMessages.notYourTruck);
    expect(
      (await world.ctx.api.get('/api/driver/inspections/last?truckId=abc', { as: d.authorization }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/inspections (back office)', () => {
  it('lists by unit and period, newest first, with the total; shows one with its defects', async () => {
    const d = await driverWithUnits();
    const times = [minutesAgo(300), minutesAgo(200), minutesAgo(100)];
    const ids: number[] = [];
    for (const at of times)
      ids.push(
        (await post(d.authorization, preTrip({ truckId: d.truckId, trailerId: d.trailerId }, { at }))).json()
          .data.id,
      );
    const api = world.ctx.api.as(world.dispatcher);
    const all = expectAnswer(
      await api.get(`/api/inspections?unitType=truck&unitId=${d.truckId}&take=2`),
      200,
      'OK',
    );
    expect(all).toMatchObject({ total: 3, page: 1, take: 2 });
    expect(all.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    const second = expectAnswer(
      await api.get(`/api/inspections?unitType=truck&unitId=${d.truckId}&take=2&page=2`),
      200,
      'OK',
    );
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    const period = `from=${encodeURIComponent(minutesAgo(250))}&to=${encodeURIComponent(minutesAgo(150))}`;
    const inPeriod = expectAnswer(
      await api.get(`/api/inspections?unitType=trailer&unitId=${d.trailerId}&${period}`),
      200,
      'OK',
    );
    expect(inPeriod).toMatchObject({ total: 1, items: [{ id: ids[1] }] });
    const detail = expectAnswer(
      await world.ctx.api.get(`/api/inspections/${ids[1]}`, { as: world.admin }),
      200,
      'OK',
    );
    expect(detail).toMatchObject({ id: ids[1], truckId: d.truckId, signature: 'Alice Driver' });
    expect(detail.defects).toEqual([
      expect.objectContaining({ item: 'tires', severity: 'out_of_service', status: 'open' }),
    ]);
    const everything = expectAnswer(await api.get('/api/inspections'), 200, 'OK');
    expect(everything.total).toBeGreaterThanOrEqual(3);
    const stored = await world.ctx.database.db.$count(
      inspectionDefects,
      eq(inspectionDefects.unitId, d.truckId),
    );
    expect(stored).toBeGreaterThanOrEqual(3);
  });

  it('lists the reports with a defect still open however old, and those a work order repairs (defects, workOrderId)', async () => {
    const d = await driverWithUnits();
    const units = { truckId: d.truckId, trailerId: d.trailerId };
    const report = async (at: string, defects: Array<Record<string, unknown>>) => {
      const body = preTrip(units, { at, items: answers(defects.map((x) => String(x.item))), defects });
      const r = await post(d.authorization, body);
      expect(r.statusCode, r.body).toBe(201);
      return r.json().data as { id: number; defects: Array<{ id: number }> };
    };
    // The oldest report's defect is still open; newer reports are clean or repaired, as a truck's daily
    // reports pile up over it (two a day: past the newest 100 in some fifty days).
    const open = await report(minutesAgo(400), [{ item: 'tires', note: 'Cut sidewall', severity: 'minor' }]);
    const trailer = await report(minutesAgo(300), [
      {
        item: 'lighting_devices_and_reflectors',
        note: 'Marker lamp out',
        severity: 'minor',
        unit: 'trailer',
      },
    ]);
    const repaired = await report(minutesAgo(200), [{ item: 'horn', note: 'Weak', severity: 'minor' }]);
    const clean = await report(minutesAgo(100), []);
    const workOrderId = 900_000 + d.truckId;
    await world.ctx.database.db
      .update(inspectionDefects)
      .set({ status: 'repaired', repairedAt: clock.now(), workOrderId })
      .where(eq(inspectionDefects.id, repaired.defects[0]?.id ?? 0));

    const api = world.ctx.api.as(world.dispatcher);
    const ids = async (query: string) => {
      const page = expectAnswer(await api.get(`/api/inspections?${query}`), 200, 'OK');
      return { total: page.total, ids: page.items.map((i: { id: number }) => i.id) };
    };
    const truck = `unitType=truck&unitId=${d.truckId}`;
    expect(await ids(`${truck}&take=1`)).toEqual({ total: 4, ids: [clean.id] });
    expect(await ids(`${truck}&defects=open&take=1`)).toEqual({ total: 1, ids: [open.id] });
    expect(await ids(`${truck}&defects=open&workOrderId=${workOrderId}`)).toEqual({
      total: 2,
      ids: [repaired.id, open.id],
    });
    expect(await ids(`${truck}&workOrderId=${workOrderId}`)).toEqual({ total: 1, ids: [repaired.id] });
    expect(await ids(`unitType=trailer&unitId=${d.trailerId}&defects=open`)).toEqual({
      total: 1,
      ids: [trailer.id],
    });
    const anyUnit = (await ids('defects=open&take=100')).ids;
    expect(anyUnit).toEqual(expect.arrayContaining([open.id, trailer.id]));
    expect(anyUnit).not.toContain(repaired.id);
    expect(anyUnit).not.toContain(clean.id);
    expectInvalid(
      await api.get('/api/inspections?defects=closed'),
      'querystring.defects',
      inspectionMessages.defects,
    );
    expect((await api.get('/api/inspections?workOrderId=abc')).statusCode).toBe(400);
  });

  it('refuses bad filters with 400 and an unknown id with 404', async () => {
    const api = world.ctx.api.as(world.dispatcher);
    expectInvalid(
      await api.get('/api/inspections?unitType=truck'),
      'querystring.unitId',
      inspectionMessages.unitPair,
    );
    expectInvalid(
      await api.get('/api/inspections?unitId=3'),
      'querystring.unitType',
      inspectionMessages.unitPair,
    );
    expect((await api.get('/api/inspections?unitType=boat&unitId=1')).statusCode).toBe(400);
    expectInvalid(
      await api.get(
        `/api/inspections?from=${encodeURIComponent(minutesAgo(1))}&to=${encodeURIComponent(minutesAgo(100))}`,
      ),
      'querystring.from',
      inspectionMessages.range,
    );
    expect((await api.get('/api/inspections?from=monday')).statusCode).toBe(400);
    expect((await api.get('/api/inspections?take=1000')).statusCode).toBe(400);
    expect((await api.get('/api/inspections/abc')).statusCode).toBe(400);
    const missing = await api.get('/api/inspections/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(inspectionMessages.notFound);
  });

  it('is for the back office: a driver 403, no token 401', async () => {
    const d = await driverWithUnits();
    for (const url of ['/api/inspections', '/api/inspections/1']) {
      expect((await world.ctx.api.get(url, { as: d.authorization })).statusCode, url).toBe(403);
      expect((await world.ctx.api.get(url, { as: null })).statusCode, url).toBe(401);
    }
  });
});

describe('an open out-of-service defect blocks a dispatch', () => {
  const override = { complianceOverride: { reason: 'Tire replaced at the yard, work order to follow' } };

  it('answers 409 naming the defect; a Dispatcher may not override, Admin users may; minor or repaired ones do not block', async () => {
    const { driver, truck, truckName, dispatch } = await driverWithTruck(world.ctx, world.admin, 'Otto');
    const units = { truckId: truck.id };

    const minor = preTrip(units, { defects: [{ item: 'tires', note: 'Tread low', severity: 'minor' }] });
    expect((await driver.api.post('/api/driver/inspections', minor)).statusCode).toBe(201);
    expect((await dispatch(world.dispatcher)).statusCode).toBe(201);

    const reported = await driver.api.post('/api/driver/inspections', preTrip(units, { at: minutesAgo(5) }));
    expect(reported.statusCode, reported.body).toBe(201);
    const refused = await dispatch(world.dispatcher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      inspectionMessages.outOfService(
        truckName,
        INSPECTION_ITEM_LABELS.tires,
        'Left steer tire cut in the sidewall',
      ),
    );
    const defectId = reported.json().data.defects[0].id;
    expect(refused.json().details).toEqual([
      expect.objectContaining({ path: `inspections.truck.${truck.id}.defect.${defectId}` }),
    ]);
    expect((await dispatch(world.dispatcher, override)).statusCode).toBe(403);
    const made = await dispatch(world.admin, override);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.compliance_override).toContain(
      inspectionMessages.overriddenDefect(truckName, INSPECTION_ITEM_LABELS.tires),
    );

    // A repaired defect no longer blocks (a done work order certifies it: test/work-orders.test.ts).
    await world.ctx.database.db
      .update(inspectionDefects)
      .set({ status: 'repaired', repairedAt: new Date() })
      .where(eq(inspectionDefects.id, defectId));
    expect((await dispatch(world.dispatcher)).statusCode).toBe(201);
  });
});
