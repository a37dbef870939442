import { addDays } from '@fletx/contract/compliance';
import type { TruckBody } from '@fletx/contract/trucks';

/** [make, model, year, plate, unit, odometer, engine, gearbox, clutch, fuel type, NJ, NY, NM permits] */
export type DemoTruckRow = readonly [
  string,
  string,
  number,
  string,
  string,
  number,
  string,
  string,
  string,
  number,
  boolean,
  boolean,
  boolean,
];

/** The drivetrain a make usually comes with: [engine, gearbox, clutch]. */
const DRIVETRAIN: Record<string, readonly [string, string, string]> = {
  Freightliner: ['Detroit DD15', 'Detroit DT12', 'Eaton Advantage'],
  Kenworth: ['PACCAR MX-13', 'PACCAR TX-12', 'Eaton Advantage'],
  Peterbilt: ['PACCAR MX-13', 'Eaton Fuller 10-speed', 'Eaton Solo'],
  Volvo: ['Volvo D13', 'Volvo I-Shift', 'Volvo dual disc'],
  Mack: ['Mack MP8', 'Mack mDRIVE', 'Mack dual disc'],
  International: ['Cummins X15', 'Eaton Fuller 13-speed', 'Eaton Solo'],
  'Western Star': ['Detroit DD15', 'Detroit DT12', 'Eaton Advantage'],
};

/**
 * The rest of the fleet (docs/product.md "Miles and IFTA"): trucks for the approved drivers the demo's own
 * seven leave without one. A position counts state miles only for the truck of the load's driver (decision
 * 0043 "Truck"), and every approved driver runs tracked demo trips. [make, model, year, plate, unit, odometer]
 */
const FLEET: ReadonlyArray<readonly [string, string, number, string, string, number]> = [
  ['Freightliner', 'Cascadia', 2023, 'TX 5102 FC', '108', 121_300],
  ['Kenworth', 'T680', 2022, 'TX 6618 KT', '109', 176_420],
  ['Peterbilt', '389', 2021, 'OK 7741 PB', '110', 233_910],
  ['Volvo', 'VNL 760', 2023, 'TX 3307 VL', '111', 88_150],
  ['International', 'LT Series', 2022, 'AR 4470 IL', '112', 167_800],
  ['Freightliner', 'Columbia', 2018, 'TX 9912 FC', '113', 611_240],
  ['Mack', 'Pinnacle', 2021, 'LA 2285 MP', '114', 298_600],
  ['Kenworth', 'W900', 2020, 'NM 5530 KW', '115', 354_075],
  ['Volvo', 'VNL 860', 2024, 'TX 1148 VN', '116', 36_900],
  ['Peterbilt', '579', 2022, 'OK 6093 PT', '117', 190_455],
  ['Western Star', '49X', 2023, 'AR 8821 WS', '118', 102_330],
  ['Freightliner', 'Cascadia', 2021, 'TX 3375 FC', '119', 265_010],
  ['Kenworth', 'T880', 2019, 'OK 2264 KT', '120', 402_115],
  ['Volvo', 'VNL 760', 2022, 'TX 8053 VL', '121', 158_640],
];

/** The fleet's `k`-th truck (diesel, no NJ, NY or NM permit), undefined past its end. */
export function fleetTruck(k: number): DemoTruckRow | undefined {
  const row = FLEET[k];
  const drivetrain = row && DRIVETRAIN[row[0]];
  return row && drivetrain ? [...row, ...drivetrain, 1, false, false, false] : undefined;
}

const vinFor = (index: number) =>
  `1XKYD49X${String(index).padStart(2, '0')}J${String(123456 + index * 7919).slice(-6)}`.slice(0, 17);

export type TruckRefs = { driverId: number; ownerId: number | null; makeId: number; modelId: number };
export type TruckDates = { year: number; today: string; plateMonth: number; inspectedDaysAgo: number | null };

/** A demo truck's body: its row, and the numbers and permits that follow from its place (`index`) in the fleet. */
export function demoTruckBody(
  row: DemoTruckRow,
  index: number,
  refs: TruckRefs,
  dates: TruckDates,
): TruckBody {
  const [, , modelYear, plate, unit, odometer, engine, gearbox, clutch, fuel, nj, ny, nm] = row;
  const { year } = dates;
  return {
    user_id: refs.driverId,
    owner_id: refs.ownerId,
    vin_number: vinFor(index + 1),
    make_id: refs.makeId,
    model_id: refs.modelId,
    year: modelYear,
    unit_number: unit,
    licenseplate_number: plate,
    licenseplate_expiration: `${year + 1}-${String(dates.plateMonth).padStart(2, '0')}-28`,
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
    annual_inspection_date:
      dates.inspectedDaysAgo === null ? null : addDays(dates.today, -dates.inspectedDaysAgo),
  };
}
