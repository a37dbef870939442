import { addDays } from '@fletx/contract/compliance';
import { workOrderMessages } from '@fletx/contract/work-orders';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectInvalid } from './helpers/client';
import { carrierToday, clockedApp } from './helpers/clocked-app';
import { makeDriverUser, makeTrailer, makeTruck, trailerPayload, truckPayload } from './helpers/factories';

/**
 * Two saves at once that lock a unit (its truck or trailer row, its odometer) and its annual-inspection
 * schedules — an edit of the unit's record, of a schedule, a new schedule, a done work order — take their
 * locks in one order (MaintenanceService `lockUnit`): one waits for the other and both are saved, never
 * PostgreSQL's deadlock, which answers 409 "…Try again." (plugins/errors.ts). PostgreSQL only: PGlite runs
 * one transaction at a time.
 */
const world = clockedApp();
const ROUNDS = 20;
const api = () => world.ctx.api.as(world.admin);
/** The day `daysAgo` days before today. */
const ago = (daysAgo: number) => addDays(carrierToday(world.clock), -daysAgo);
/** Where each round starts: the record and both schedules of the race say this many days ago. */
const START = 30;

type UnitType = 'truck' | 'trailer';
type Save = () => Promise<LightMyRequestResponse>;

/** A unit: its record's edit by hand dating the annual inspection (`edit`, the rest `body`), its day (`find`). */
const unitAt = (type: UnitType, id: number, urls: { edit: string; find: string }, body: object) => ({
  type,
  id,
  dateRecord: (day: string) => api().put(urls.edit, { ...body, annual_inspection_date: day }),
  recordDay: async () => (await api().get(urls.find)).json().data.annual_inspection_date as string | null,
});

/** A unit whose record dates its annual inspection `START` days ago. */
async function unitOf(type: UnitType) {
  const inspected = { annual_inspection_date: ago(START) };
  if (type === 'truck') {
    const driver = await makeDriverUser(world.ctx);
    const truck = await makeTruck(world.ctx, world.admin, { user_id: driver.id, ...inspected });
    const body = await truckPayload(world.ctx, driver.id, {
      vin_number: truck.vin_number,
      licenseplate_number: truck.licenseplate_number,
      unit_number: truck.unit_number,
    });
    const urls = { edit: `/api/vehicle/updateTruck/${truck.id}`, find: `/api/vehicle/find/${truck.id}` };
    return unitAt(type, truck.id, urls, body);
  }
  const plate = (await makeTruck(world.ctx, world.admin)).licenseplate_number;
  const trailer = await makeTrailer(world.ctx, world.admin, {
    licenseplate_truck_number: plate,
    ...inspected,
  });
  const body = trailerPayload(plate, {
    vin: trailer.vin,
    licenseplate_number: trailer.licenseplate_number,
    trailer_number: trailer.trailer_number,
  });
  return unitAt(
    type,
    trailer.id,
    { edit: `/api/trailer/${trailer.id}`, find: `/api/trailer/find/${trailer.id}` },
    body,
  );
}

type Unit = Awaited<ReturnType<typeof unitOf>>;

const annualBody = (unit: Unit, daysAgo: number) => ({
  unitType: unit.type,
  unitId: unit.id,
  task: 'annual_inspection',
  everyDays: 365,
  lastDoneAt: ago(daysAgo),
  lastDoneMiles: 100_000,
});

/** The saves a race is made of, on a unit and its two annual-inspection schedules (0 and 1). */
async function savesOn(unit: Unit) {
  const ids: number[] = [];
  for (const _ of [0, 1]) {
    const r = await api().post('/api/maintenance/schedules', annualBody(unit, START));
    expect(r.statusCode, r.body).toBe(201);
    ids.push(r.json().data.id);
  }
  const schedule = (which: number, daysAgo: number) => () =>
    api().put(`/api/maintenance/schedules/${ids[which]}`, annualBody(unit, daysAgo));
  let miles = 100_000;
  return {
    ids,
    /** The record dated by hand. */
    record: (daysAgo: number) => () => unit.dateRecord(ago(daysAgo)),
    schedule,
    /** Schedule `which` moved to another unit, done as before. */
    move: (which: number, to: Unit) => () =>
      api().put(`/api/maintenance/schedules/${ids[which]}`, annualBody(to, START)),
    /** A new annual-inspection schedule. */
    create: (daysAgo: number) => () => api().post('/api/maintenance/schedules', annualBody(unit, daysAgo)),
    /** An open work order covering the schedule (with a reading unless told); its save is finishing it today. */
    finish: async (which: number, withOdometer = true): Promise<Save> => {
      miles += 1_000;
      const r = await api().post('/api/maintenance/work-orders', {
        unitType: unit.type,
        unitId: unit.id,
        scheduleIds: [ids[which]],
        ...(withOdometer && { odometer: miles }),
        lines: [{ kind: 'labor', description: 'Annual inspection', quantity: 1, unitPrice: 150 }],
      });
      expect(r.statusCode, r.body).toBe(201);
      return () => api().put(`/api/maintenance/work-orders/${r.json().data.id}`, { status: 'done' });
    },
    /** Back to the start, one save after the other: the record, then both schedules (nothing else moves). */
    reset: async () => {
      for (const save of [() => unit.dateRecord(ago(START)), schedule(0, START), schedule(1, START)])
        expect((await save()).statusCode).toBe(200);
    },
    /** The days the record, schedule 0 and schedule 1 say now, as days ago. */
    days: async () => {
      const r = await api().get(
        `/api/maintenance/schedules?unitType=${unit.type}&unitId=${unit.id}&take=100`,
      );
      const items = r.json().data.items as Array<{ id: number; lastDoneAt: string }>;
      const daysAgo = (day: string | null | undefined) =>
        day ? Math.round((Date.parse(ago(0)) - Date.parse(day)) / 86_400_000) : Number.NaN;
      const scheduleDay = (which: number) => daysAgo(items.find((s) => s.id === ids[which])?.lastDoneAt);
      return [daysAgo(await unit.recordDay()), scheduleDay(0), scheduleDay(1)];
    },
  };
}

type Saves = Awaited<ReturnType<typeof savesOn>>;

/**
 * Each race: two saves at once, made anew every round from the start, and the days (ago) the record and the
 * two schedules may say after both — which one waited for the other decides between them.
 */
const races: Array<{
  name: string;
  type: UnitType;
  saves: (s: Saves) => Promise<[Save, Save]>;
  days: [record: number[], first: number[], second: number[]];
}> = [
  {
    name: 'the record’s edit and an annual schedule’s edit',
    type: 'truck',
    saves: async (s) => [s.record(20), s.schedule(0, 10)],
    days: [[20, 10], [10], [10]],
  },
  {
    name: 'a trailer’s record’s edit and its annual schedule’s edit',
    type: 'trailer',
    saves: async (s) => [s.record(20), s.schedule(0, 10)],
    days: [[20, 10], [10], [10]],
  },
  {
    name: 'the record’s edit and a work order finishing an annual schedule',
    type: 'truck',
    saves: async (s) => [s.record(20), await s.finish(0)],
    days: [[20, 0], [0], [0]],
  },
  {
    name: 'two annual schedules’ edits',
    type: 'truck',
    saves: async (s) => [s.schedule(0, 20), s.schedule(1, 10)],
    days: [[10], [20, 10], [10]],
  },
  {
    name: 'an annual schedule’s edit and a new one',
    type: 'truck',
    saves: async (s) => [s.schedule(0, 20), s.create(10)],
    days: [[10], [20, 10], [10]],
  },
  {
    name: 'an annual schedule’s edit and a work order finishing the other',
    type: 'truck',
    saves: async (s) => [s.schedule(1, 10), await s.finish(0)],
    days: [[0], [0], [10, 0]],
  },
  {
    name: 'two work orders finishing one annual schedule each, without a reading',
    type: 'truck',
    saves: async (s) => [await s.finish(0, false), await s.finish(1, false)],
    days: [[0], [0], [0]],
  },
];

describe('saves of a unit and its annual-inspection schedules at once', () => {
  for (const { name, type, saves, days } of races)
    it(`${name}: both saved, every round`, async () => {
      const s = await savesOn(await unitOf(type));
      const failed: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await s.reset();
        const [a, b] = await saves(s);
        for (const r of await Promise.all([a(), b()]))
          if (r.statusCode >= 300) failed.push(`round ${round}: ${r.statusCode} ${r.body}`);
        const now = await s.days();
        if (!now.every((day, i) => days[i]?.includes(day)))
          failed.push(`round ${round}: days ago ${now.join(', ')}`);
      }
      expect(failed).toEqual([]);
    });
});

describe('a schedule moved to another unit while a work order covering it is finished', () => {
  it('the order finishes first and the schedule then moves, or the order is refused: never the other truck’s work', async () => {
    const failed: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [from, to] = [await unitOf('truck'), await unitOf('truck')];
      const s = await savesOn(from);
      const [finished, moved] = await Promise.all([(await s.finish(0))(), s.move(0, to)()]);
      if (moved.statusCode !== 200) failed.push(`round ${round}: move ${moved.statusCode} ${moved.body}`);
      // Moved first, the order is refused; finished first, it dates its own truck's record, then the schedule
      // moves. The order's work is never the other truck's: that truck's record keeps its day.
      if (finished.statusCode === 400) {
        const id = s.ids[0] as number;
        expectInvalid(finished, 'body.scheduleIds.0', workOrderMessages.scheduleNotOfUnit(id));
      } else if (finished.statusCode !== 200)
        failed.push(`round ${round}: finish ${finished.statusCode} ${finished.body}`);
      const days = [await from.recordDay(), await to.recordDay()];
      const expected = [finished.statusCode === 200 ? ago(0) : ago(START), ago(START)];
      if (days.join() !== expected.join()) failed.push(`round ${round}: records ${days.join(', ')}`);
    }
    expect(failed).toEqual([]);
  });
});
