import { addDays, utcDay } from '@fletx/contract/compliance';
import type { TruckBody } from '@fletx/contract/trucks';
import type { Services } from '../services';

const DEMO_DRIVERS: ReadonlyArray<[string, string, string]> = [
  ['Carlos', 'Ramírez', '9565550131'],
  ['Darnell', 'Washington', '9015550182'],
  ['Tomasz', 'Nowak', '7735550149'],
  ['Keisha', 'Johnson', '4045550116'],
  ['José', 'Hernández', '9155550174'],
  ['Brian', "O'Connor", '6175550158'],
];

/** [make, model, year, plate, unit, odometer, engine, gearbox, clutch, fuel, nj, ny, nm] */
const DEMO_TRUCKS: ReadonlyArray<
  [string, string, number, string, string, number, string, string, string, number, boolean, boolean, boolean]
> = [
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

const vinFor = (index: number) =>
  `1XKYD49X${String(index).padStart(2, '0')}J${String(123456 + index * 7919).slice(-6)}`.slice(0, 17);

/** Drivers (when none exist yet) and a fleet of trucks, one of them retired (soft-deleted). */
export async function seedEquipment(
  services: Pick<Services, 'trucks' | 'trailers' | 'users' | 'parametrics' | 'clock'>,
  password: string,
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
  const ids: number[] = [];
  for (const [index, row] of DEMO_TRUCKS.entries()) {
    const [make, model, modelYear, plate, unit, odometer, engine, gearbox, clutch, fuel, nj, ny, nm] = row;
    const makeId = makes.find((m) => m.name === make)?.id;
    const modelId = models.find((m) => m.make_id === makeId && m.name === model)?.id;
    const driver = drivers[index % drivers.length];
    if (makeId === undefined || modelId === undefined || !driver) continue;
    const month = String((index % 12) + 1).padStart(2, '0');
    const body: TruckBody = {
      user_id: driver.id,
      owner_id: index % 3 === 0 ? null : (drivers[(index + 2) % drivers.length]?.id ?? null),
      vin_number: vinFor(index + 1),
      make_id: makeId,
      model_id: modelId,
      year: modelYear,
      unit_number: unit,
      licenseplate_number: plate,
      licenseplate_expiration: `${year + 1}-${month}-28`,
      IFTA_number: `IFTA-${plate.slice(0, 2)}-${40_000 + index * 311}`,
      IFTA_expiration: `${year}-12-31`,
      gps_company: index % 2 === 0 ? 'Samsara' : 'Motive',
      odometers: odometer,
      brand: engine,
      serialNumber: `${engine.split(' ')[0]?.toUpperCase()}-${7_700_000 + index * 1_337}`,
      engineRepaired: index % 4 === 3,
      fuelType: fuel,
      brandGearbox: gearbox,
      serialNumberGearbox: `GB-${5_500_000 + index * 271}`,
      type: clutch,
      permitKentucky: `KYU-${448_000 + index * 17}`,
      permitKyExpiration: `${year + 1}-03-31`,
      permitNewjersey: nj ? `NJ-${7_700 + index}` : null,
      permitNjExpiration: nj ? `${year + 1}-06-30` : null,
      permitNewyork: ny ? `HUT-${99_800 + index}` : null,
      permitNyExpiration: ny ? `${year + 1}-01-31` : null,
      permitNuevoMexico: nm ? `NMWD-${12_000 + index}` : null,
      permitNmExpiration: nm ? `${year + 1}-09-30` : null,
      // Inspected within the last months; the third truck has no inspection on file (docs/product.md "Compliance").
      annual_inspection_date: index === 2 ? null : addDays(today, -(40 + index * 25)),
    };
    ids.push((await trucks.create(body)).id);
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
