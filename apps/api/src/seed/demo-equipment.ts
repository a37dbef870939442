import { addDays, utcDay } from '@fletx/contract/compliance';
import type { Services } from '../services';
import { type DemoTruckRow, demoTruckBody, fleetTruck } from './demo-fleet';
import { demoOwnership } from './demo-ownership';

const DEMO_DRIVERS: ReadonlyArray<[string, string, string]> = [
  ['Carlos', 'Ramírez', '9565550131'],
  ['Darnell', 'Washington', '9015550182'],
  ['Tomasz', 'Nowak', '7735550149'],
  ['Keisha', 'Johnson', '4045550116'],
  ['José', 'Hernández', '9155550174'],
  ['Brian', "O'Connor", '6175550158'],
];

/** The demo's own trucks, given to the drivers in name order; the last one retired. */
const DEMO_TRUCKS: ReadonlyArray<DemoTruckRow> = [
  [
    'Freightliner',
    'Cascadia',
    2022,
    'TX 4821 KB',
    '101',
    184_500,
    'Detroit DD15',
    'Detroit DT12',
    'Eaton Advantage',
    1,
    true,
    true,
    false,
  ],
  [
    'Kenworth',
    'T680',
    2021,
    'TX 7730 LM',
    '102',
    256_120,
    'PACCAR MX-13',
    'Eaton Fuller 10-speed',
    'Eaton Solo',
    1,
    false,
    true,
    false,
  ],
  [
    'Peterbilt',
    '579',
    2023,
    'OK 5521 RT',
    '103',
    98_340,
    'PACCAR MX-13',
    'PACCAR TX-12',
    'Eaton Advantage',
    2,
    true,
    false,
    true,
  ],
  [
    'Volvo',
    'VNL 860',
    2020,
    'NM 8812 ZA',
    '104',
    402_770,
    'Volvo D13',
    'Volvo I-Shift',
    'Volvo dual disc',
    1,
    false,
    false,
    true,
  ],
  [
    'International',
    'LT Series',
    2019,
    'TX 2290 QP',
    '105',
    512_045,
    'Cummins X15',
    'Eaton Fuller 13-speed',
    'Eaton Solo',
    3,
    false,
    false,
    false,
  ],
  [
    'Mack',
    'Anthem',
    2024,
    'LA 6610 MK',
    '106',
    41_210,
    'Mack MP8',
    'Mack mDRIVE',
    'Mack dual disc',
    1,
    true,
    true,
    true,
  ],
  [
    'Western Star',
    '57X',
    2022,
    'AR 3304 WS',
    '107',
    150_880,
    'Detroit DD15',
    'Detroit DT12',
    'Eaton Advantage',
    1,
    false,
    true,
    false,
  ],
];

/**
 * Drivers (when none exist yet) and a fleet of trucks, one of them retired (soft-deleted); every driver of
 * `approved` has a truck.
 */
export async function seedEquipment(
  services: Pick<Services, 'trucks' | 'trailers' | 'users' | 'parametrics' | 'clock' | 'uow'>,
  password: string,
  approved: ReadonlySet<number> = new Set(),
): Promise<void> {
  const { trucks, trailers, users, parametrics } = services;
  let drivers = await trucks.drivers();
  if (drivers.length === 0) {
    for (const [firstName, lastName, phone] of DEMO_DRIVERS) {
      const local = `${firstName}.${lastName}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f']/g, '')
        .toLowerCase();
      await users.createDriverUser({
        firstName,
        lastName,
        phone,
        email: `${local}@drivers.fletx.app`,
        password,
      });
    }
    drivers = await trucks.drivers();
  }
  const makes = await parametrics.list('carMakes');
  const models = await parametrics.models();
  const year = services.clock.now().getUTCFullYear();
  const today = utcDay(services.clock.now());
  const { ownerOperated } = await demoOwnership(services);
  type Dates = { plateMonth: number; inspectedDaysAgo: number | null };
  const create = async (row: DemoTruckRow, index: number, driverId: number, dates: Dates) => {
    const [make, model] = row;
    const makeId = makes.find((m) => m.name === make)?.id;
    const modelId = models.find((m) => m.make_id === makeId && m.name === model)?.id;
    if (makeId === undefined || modelId === undefined) return undefined;
    // The truck's owner is its driver when they run it at their cost, as Profit reads it (decision 0045);
    // none (the carrier) for a company driver's.
    const ownerId = ownerOperated(driverId) ? driverId : null;
    const refs = { driverId, ownerId, makeId, modelId };
    return (await trucks.create(demoTruckBody(row, index, refs, { year, today, ...dates }))).id;
  };
  // The approved drivers the seven leave without a truck (the retired one's driver too) get one of the fleet's
  // first, so that their demo trips count state miles; the seven stay the newest trucks, the ones the
  // maintenance, inspection and fuel stories pick.
  const holders = new Set(DEMO_TRUCKS.slice(0, -1).map((_, index) => drivers[index % drivers.length]?.id));
  const without = drivers.filter((d) => approved.has(d.id) && !holders.has(d.id));
  for (const [k, driver] of without.entries()) {
    const row = fleetTruck(k);
    // Plates due from April on, inspected within the last 8 months: nothing of theirs is due for months.
    const dates = { plateMonth: 4 + (k % 9), inspectedDaysAgo: 30 + (k % 10) * 20 };
    if (row) await create(row, DEMO_TRUCKS.length + k, driver.id, dates);
  }
  const ids: number[] = [];
  for (const [index, row] of DEMO_TRUCKS.entries()) {
    const driver = drivers[index % drivers.length];
    if (!driver) continue;
    // Inspected within the last months; the third truck has no inspection on file (docs/product.md "Compliance").
    const dates = { plateMonth: (index % 12) + 1, inspectedDaysAgo: index === 2 ? null : 40 + index * 25 };
    const id = await create(row, index, driver.id, dates);
    if (id !== undefined) ids.push(id);
  }
  const plates = DEMO_TRUCKS.map((t) => t[3]);
  const created: number[] = [];
  for (const [index, [sizeId, sizeOther, typeId, trailerYear]] of DEMO_TRAILERS.entries()) {
    const truckPlate = plates[index % (plates.length - 1)];
    if (!truckPlate) continue;
    const trailer = await trailers.create({
      vin: `1JJV532D${String(index + 1).padStart(2, '0')}L${String(550_000 + index * 4_721).slice(-6)}`,
      size_id: sizeId,
      size_other: sizeOther,
      year: trailerYear,
      licenseplate_expiration: `${year + 1}-${String(index + 2).padStart(2, '0')}-15`,
      trailer_number: `TR-${5_300 + index * 7}`,
      type_id: typeId,
      licenseplate_number: `TRL ${8_100 + index * 13}`,
      licenseplate_truck_number: truckPlate,
      vehicle_id: null,
      // The first trailer's inspection falls due in 12 days; the fifth has none on file.
      annual_inspection_date:
        index === 4 ? null : addDays(today, index === 0 ? 12 - 365 : -(30 + index * 40)),
    });
    created.push(trailer.id);
  }
  const retired = ids.at(-1);
  if (retired !== undefined) await trucks.remove(retired);
  const retiredTrailer = created.at(-1);
  if (retiredTrailer !== undefined) await trailers.remove(retiredTrailer);
}

/** [size id, size other, type id, year] */
const DEMO_TRAILERS: ReadonlyArray<[1 | 2 | 3, string | null, 1 | 2 | 3 | 4, number]> = [
  [2, null, 1, 2021],
  [2, null, 3, 2022],
  [1, null, 2, 2019],
  [3, '45 ft', 1, 2018],
  [2, null, 4, 2023],
  [2, null, 1, 2020],
];
