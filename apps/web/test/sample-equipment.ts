import type { TrailerRecord } from '@fletx/contract/trailers';
import type { TruckListRow, TruckRecord } from '@fletx/contract/trucks';
import { jsonResponse } from './test-utils';

/** Truck 4 (unit U-7, plate TX1234), Cora Lee's, as the trucks list answers it. */
export const truckRow = (over: Partial<TruckListRow> = {}): TruckListRow => ({
  id: 4,
  licenseplate_number: 'TX1234',
  licenseplate_expiration: '2027-01-01',
  owner_id: null,
  owner_name: null,
  user_id: 7,
  user_name: 'Cora Lee',
  dispatcher_name: null,
  make_id: 1,
  make_name: 'Volvo',
  model_id: 1,
  model_name: 'VNL',
  year: 2022,
  vin_number: '1XPBDP9X1ND000001',
  unit_number: 'U-7',
  is_deleted: false,
  status: 'Active',
  ...over,
});

/** The same truck with every field, as GET /api/vehicle/find/{id} answers it. */
export const truckRecord = (over: Partial<TruckRecord> = {}): TruckRecord => ({
  ...truckRow(),
  IFTA_number: 'IFTA-4',
  IFTA_expiration: '2027-01-01',
  gps_company: 'Samsara',
  odometers: 120_000,
  brand: 'Volvo',
  serialNumber: 'E-4',
  engineRepaired: false,
  fuelType: 1,
  fuel_name: 'Diesel',
  brandGearbox: 'Eaton',
  serialNumberGearbox: 'G-4',
  type: 'Manual',
  permitKentucky: 'KY-4',
  permitKyExpiration: '2027-01-01',
  permitNewjersey: null,
  permitNjExpiration: null,
  permitNewyork: null,
  permitNyExpiration: null,
  permitNuevoMexico: null,
  permitNmExpiration: null,
  annual_inspection_date: null,
  clutch_id: 4,
  engine_id: 4,
  gearbox_id: 4,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** Trailer 9 (number TR-52, plate TX 952) behind truck 4, as GET /api/trailer/find/{id} answers it. */
export const trailerRecord = (over: Partial<TrailerRecord> = {}): TrailerRecord => ({
  id: 9,
  vin: '1JJV532D8KL000009',
  size_id: 2,
  size_name: '53 ft',
  size_other: null,
  year: 2021,
  licenseplate_expiration: '2027-01-01',
  trailer_number: 'TR-52',
  type_id: 1,
  type_name: 'Dry van',
  licenseplate_number: 'TX 952',
  licenseplate_truck_number: 'TX1234',
  vehicle_id: 4,
  annual_inspection_date: null,
  is_deleted: false,
  status: 'Active',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** An empty page of the trucks' or trailers' list: the pickers find no unit. */
export const NO_UNITS = {
  message: 'OK',
  data: { items: [], meta: { page: 1, take: 100, itemCount: 0, pageCount: 0 } },
};

/**
 * A fleet of `count` trucks as the server keeps them: truck `i` is unit `U-i` with plate `KS i` (ids 1 to
 * `count`, the newest the highest). Answers GET /api/vehicle/?page&take&search as the API does (newest first;
 * `search` held, case aside, by the unit number or the plate, its unit first, then the numbers starting with
 * it; `take` at most 100) and /api/vehicle/find/{id};
 * undefined for any other call.
 */
export function fleetAnswer(count: number, url: string): Response | undefined {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const found = /^\/api\/vehicle\/find\/(\d+)$/.exec(pathname);
  if (found) {
    const id = Number(found[1]);
    return id >= 1 && id <= count
      ? jsonResponse({ message: 'OK', data: fleetTruck(id) })
      : jsonResponse({ statusCode: 404, error: 'NotFound', message: 'Truck not found' }, 404);
  }
  if (pathname !== '/api/vehicle/') return undefined;
  const page = Number(searchParams.get('page') ?? 1);
  const take = Number(searchParams.get('take') ?? 10);
  if (take > 100) return jsonResponse({ statusCode: 400, error: 'ValidationError', message: 'take' }, 400);
  const search = (searchParams.get('search') ?? '').toLowerCase();
  const matching = Array.from({ length: count }, (_, i) => fleetTruck(count - i))
    .filter((t) => `${t.unit_number} ${t.licenseplate_number}`.toLowerCase().includes(search))
    .sort((a, b) => numberRank(a.unit_number, search) - numberRank(b.unit_number, search));
  const items = matching.slice((page - 1) * take, page * take);
  const pageCount = Math.ceil(matching.length / take);
  return jsonResponse({
    message: 'OK',
    data: { items, meta: { page, take, itemCount: matching.length, pageCount } },
  });
}

/**
 * Where the API puts a unit for a search (apps/api/src/lib/search.ts `numberFirst`): 0 when its number is the
 * text ('15' or 'u-15' for U-15), 1 when its number starts with it, 2 otherwise; each group stays newest first.
 */
function numberRank(unit: string, search: string): number {
  const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const typed = compact(search);
  if (!typed) return 2;
  const forms = [compact(unit), compact(unit).replace(/^[a-z]+/, '')];
  if (forms.includes(typed)) return 0;
  return forms.some((form) => form.startsWith(typed)) ? 1 : 2;
}

/** The one deleted (Inactive) truck of `fleetAnswer`'s fleet. */
export const FLEET_INACTIVE_ID = 13;

/** Truck `id` of `fleetAnswer`'s fleet: unit U-`id`, plate KS `id`; Inactive when `FLEET_INACTIVE_ID`. */
const fleetTruck = (id: number) =>
  truckRecord({
    id,
    unit_number: `U-${id}`,
    licenseplate_number: `KS ${id}`,
    vin_number: `1XPBDP9X1ND${100_000 + id}`,
    ...(id === FLEET_INACTIVE_ID && { is_deleted: true, status: 'Inactive' as const }),
  });
