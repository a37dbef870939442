import {
  LOAD_STATUS,
  LOAD_STATUS_IDS,
  LOAD_STATUS_NAMES,
  TRACKER_STATUS_IDS,
} from '@fletx/contract/load-status';
import { FUEL_TYPES, TRAILER_SIZES, TRAILER_TYPES } from '@fletx/contract/parametrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './helpers/client';
import { DRIVER_STEPS } from './helpers/load-factories';
import { createTestAppAs } from './helpers/setup';
import type { TestContext } from './helpers/test-app';

let ctx: TestContext;
let api: TestClient;
beforeAll(async () => {
  ({ ctx, api } = await createTestAppAs({ role: 'Dispatcher' }));
});
afterAll(async () => {
  await ctx?.close();
});

interface Item {
  id: number;
  name: string;
  make_id?: number;
}

async function list(url: string): Promise<Item[]> {
  const r = await api.get(url);
  expect(r.statusCode, url).toBe(200);
  const body = r.json();
  expect(typeof body.message).toBe('string');
  return body.data;
}

const MAKES_AND_MODELS: Record<string, string[]> = {
  Freightliner: ['Cascadia', 'Columbia', 'Coronado', '122SD', 'M2 106'],
  Peterbilt: ['579', '389', '567', '520'],
  Kenworth: ['T680', 'W900', 'T880', 'W990'],
  Volvo: ['VNL 860', 'VNL 760', 'VNL 300', 'VNR'],
  Mack: ['Anthem', 'Pinnacle', 'Granite'],
  International: ['LT Series', 'RH Series', 'HX Series', 'LoneStar'],
  'Western Star': ['49X', '57X', '47X'],
};

describe('GET /api/parametrics/*', () => {
  it.each([
    [
      'trailertypes: 1 Dry Van, 2 Flatbed, 3 Reefer, 4 Power Only (the contract constants)',
      '/api/parametrics/trailertypes',
      ['Dry Van', 'Flatbed', 'Reefer', 'Power Only'],
      TRAILER_TYPES,
    ],
    [
      'trailersize: 1 48 ft, 2 53 ft, 3 other',
      '/api/parametrics/trailersize/',
      ['48 ft', '53 ft', 'other'],
      TRAILER_SIZES,
    ],
    [
      'fuels',
      '/api/parametrics/fuels',
      ['Diesel', 'Biodiesel B20', 'Renewable diesel', 'CNG', 'LNG', 'Electric', 'Hydrogen'],
      FUEL_TYPES,
    ],
  ])('%s', async (_title, url, names, constants) => {
    const data = await list(url);
    // Numbered from 1 in this order.
    expect(data).toEqual(names.map((name, i) => ({ id: i + 1, name })));
    expect(data).toEqual(constants);
  });

  it('loadbookstatus: the 16 load statuses, equal to LOAD_STATUS / LOAD_STATUS_NAMES', async () => {
    const data = await list('/api/parametrics/loadbookstatus');
    expect(data).toHaveLength(16);
    expect(data).toEqual(LOAD_STATUS_IDS.map((id) => ({ id, name: LOAD_STATUS_NAMES[id] })));
    expect(data[0]).toEqual({ id: LOAD_STATUS.cancelled, name: 'Cancelled' });
    expect(data.find((s) => s.id === LOAD_STATUS.delivered)?.name).toBe('Delivered');
    expect(data.find((s) => s.id === LOAD_STATUS.oldLoad)?.name).toBe('Old load');
    expect(data.at(-1)).toEqual({ id: LOAD_STATUS.awaitingConfirmation, name: 'Awaiting confirmation' });
    expect(TRACKER_STATUS_IDS).toEqual([...DRIVER_STEPS, LOAD_STATUS.ended]);
  });

  it('carmakes: US class-8 makes, sorted by name', async () => {
    const data = await list('/api/parametrics/carmakes');
    const names = data.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(Object.keys(MAKES_AND_MODELS)));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(data.map((m) => m.id)).size).toBe(data.length);
  });

  it('carmodels: every model with the make_id of an existing make', async () => {
    const makes = await list('/api/parametrics/carmakes');
    const models = await list('/api/parametrics/carmodels');
    const makeIds = new Set(makes.map((m) => m.id));
    expect(models.length).toBeGreaterThanOrEqual(30);
    for (const model of models) {
      expect(Object.keys(model).sort()).toEqual(['id', 'make_id', 'name']);
      expect(makeIds.has(model.make_id ?? -1), model.name).toBe(true);
    }
    for (const [make, expected] of Object.entries(MAKES_AND_MODELS)) {
      const makeId = makes.find((m) => m.name === make)?.id;
      const names = models.filter((m) => m.make_id === makeId).map((m) => m.name);
      expect(names, make).toEqual(expect.arrayContaining(expected));
    }
  });

  it('carmodels?makeId= keeps the models of that make only', async () => {
    const makes = await list('/api/parametrics/carmakes');
    const kenworth = makes.find((m) => m.name === 'Kenworth');
    const models = await list(`/api/parametrics/carmodels?makeId=${kenworth?.id}`);
    expect(models.length).toBeGreaterThanOrEqual(4);
    expect(models.every((m) => m.make_id === kenworth?.id)).toBe(true);
    expect(models.map((m) => m.name)).toEqual(expect.arrayContaining(['T680', 'W900', 'T880', 'W990']));
    expect(await list('/api/parametrics/carmodels?makeId=999999')).toEqual([]);
  });

  it('carmodels: a makeId that is not a number is a 400 with details', async () => {
    const r = await api.get('/api/parametrics/carmodels?makeId=abc');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      statusCode: 400,
      error: 'ValidationError',
      details: [{ path: 'querystring.makeId', message: 'The make id must be a whole number' }],
    });
  });

  it('answers 401 without a token', async () => {
    for (const path of ['trailertypes', 'trailersize', 'carmakes', 'carmodels', 'fuels', 'loadbookstatus']) {
      const r = await api.get(`/api/parametrics/${path}`, { as: null });
      expect(r.statusCode, path).toBe(401);
      expect(r.json().error).toBe('Unauthorized');
    }
    expect((await api.get('/api/parametrics/carmodels?makeId=abc', { as: null })).statusCode).toBe(401);
  });
});
