import { LOAD_STATUS, type LoadStatusId } from '@fletx/contract/load-status';
import { type LoadInput, loadStopKeys } from '@fletx/contract/loads';

/*
 * Plain request bodies shared by the API tests and the browser tests (e2e imports this file): keep it free of
 * app, database and test-runner imports.
 */

/**
 * A driver's insurance files as the driver form sends them, every policy expiring far ahead so the drivers
 * made with them stay dispatchable (docs/product.md "Compliance").
 */
export const DRIVER_POLICIES = {
  nameCompany: 'Lone Star Workers Comp',
  liabilityInsuarnceCoverage: '',
  dateCoverage: '2026-02-01',
  policyNo: 'UL-1001',
  amount: '1000000',
  nameInsurer: 'Progressive',
  effectiveDateCoverage: '2026-02-01',
  liabilityCargoPolicyNo: 'CG-2002',
  liabilityCargoAmount: '100000',
  liabilityCargonAmeInsurer: 'Great West',
  liabilityCargoEffectiveDateCoverage: '2026-02-01',
  noTrukingPolicyNo: 'NT-3003',
  noTrukingAmount: '500000',
  noTrukingEffectiveDateCoverage: '2026-02-01',
  ocupationalPolicyNo: 'OC-4004',
  ocupationalAmount: '250000',
  ocupationalNameInsurer: 'Zurich',
  ocupationalEffectiveDateCoverage: '2026-02-01',
  physicalPolicyNo: 'PD-5005',
  physicalAmount: '75000',
  physicalNameInsurer: 'Travelers',
  physicalEffectiveDateCoverage: '2026-02-01',
  passegerPolicyNo: 'PS-6006',
  passegerAmount: '50000',
  passegerNameInsurer: 'Allstate',
  passegerEffectiveDateCoverage: '2026-02-01',
  expirationDateCoverage: '2036-01-31',
  liabilityCargoExpirationDate: '2036-01-31',
  noTrukingExpirationDate: '2036-01-31',
  ocupationalExpirationDate: '2036-01-31',
  physicalExpirationDate: '2036-01-31',
  passegerExpirationDate: '2036-01-31',
};

/** The stop fields the tests fill, in order; the times are yyyy-MM-ddTHH:mm. */
const TRIP_FIELDS = ['openTime', 'closeTime', 'nameLocation', 'postalCode', 'stateCode', 'city'] as const;
type TripField = (typeof TRIP_FIELDS)[number];
/** Each stop of the trip: its open and close times of day, then its name, ZIP, state and city. */
const TRIP = {
  pickup: ['08:00', '12:00', 'Walmart DC 6094', '75261', 'TX', 'Dallas'],
  delivery: ['14:00', '18:00', 'Kroger Atlanta DC', '30336', 'GA', 'Atlanta'],
} as const;

/** One stop of the trip on `day`, under a body's wire names (loadStopKeys.pickup, bookingStopKeys…). */
function tripStop<const K extends Record<TripField, string>>(keys: K, stop: keyof typeof TRIP, day: string) {
  const [open, close, ...place] = TRIP[stop];
  const values = [`${day}T${open}`, `${day}T${close}`, ...place];
  return Object.fromEntries(TRIP_FIELDS.map((field, i) => [keys[field], values[i]])) as {
    [F in TripField as K[F]]: string;
  };
}

/**
 * The stops of the tests' trip from Dallas, TX (picked up on `pickupDay`, 08:00–12:00) to Atlanta, GA
 * (delivered on `deliveryDay`, 14:00–18:00), under the wire names of a load's or a booking's body.
 */
export const dallasToAtlantaStops = <
  const P extends Record<TripField, string>,
  const D extends Record<TripField, string>,
>(
  keys: { pickup: P; delivery: D },
  [pickupDay, deliveryDay]: [string, string],
) => ({ ...tripStop(keys.pickup, 'pickup', pickupDay), ...tripStop(keys.delivery, 'delivery', deliveryDay) });

/**
 * The load form's body for a load from Dallas, TX (picked up on `pickupDay`, 08:00–12:00) to Atlanta, GA
 * (delivered on `deliveryDay`, 14:00–18:00) for this broker and driver.
 */
export function dallasToAtlanta(
  brokerId: number,
  driverId: number,
  idNumber: string,
  days: [string, string],
): LoadInput {
  return {
    typeForm: 'new',
    id_number: idNumber,
    broker_id: brokerId,
    user_id: driverId,
    distance_miles: 781,
    ...dallasToAtlantaStops(loadStopKeys, days),
    product_name: 'Canned goods',
    freight_company: 2450.5,
    loadType: 'FTL',
    load_weight: 42000,
    trailer_type: 1,
    trailer_dimensions: '53 ft',
  };
}

/** The statuses a driver moves a load through, in order: the accept, then one advance each. */
export const DRIVER_STEPS: ReadonlyArray<LoadStatusId> = [
  LOAD_STATUS.accepted,
  LOAD_STATUS.onTheWayToPickup,
  LOAD_STATUS.atPickup,
  LOAD_STATUS.loaded,
  LOAD_STATUS.inTransit,
  LOAD_STATUS.atDelivery,
  LOAD_STATUS.delivered,
];

/** A load's statuses from New through the driver's steps up to `status`: its status history, in order. */
export const statusesUpTo = (status: LoadStatusId): LoadStatusId[] => [
  LOAD_STATUS.new,
  ...DRIVER_STEPS.slice(0, DRIVER_STEPS.indexOf(status) + 1),
];

/** The permits a truck body sends that a truck's answer gives back as they are. */
export const TRUCK_PERMITS = {
  permitKentucky: 'KYU-448812',
  permitKyExpiration: '2036-03-31',
  permitNewjersey: null,
  permitNjExpiration: null,
  permitNewyork: 'HUT-99812',
};

/**
 * A truck body for POST /api/vehicle/createTruck but its driver, owner, make and model and the numbers each
 * truck holds alone (VIN, unit and plate).
 */
export const TRUCK_SPECS = {
  year: 2022,
  licenseplate_expiration: '2036-06-30',
  IFTA_number: 'IFTA-TX-123456',
  IFTA_expiration: '2036-12-31',
  gps_company: 'Samsara',
  odometers: 184500,
  brand: 'PACCAR MX-13',
  serialNumber: 'MX13-7781234',
  engineRepaired: false,
  fuelType: 1,
  brandGearbox: 'Eaton Fuller',
  serialNumberGearbox: 'EF-5566021',
  type: 'Eaton Advantage 15.5"',
  ...TRUCK_PERMITS,
  permitNyExpiration: '2036-01-31',
  permitNuevoMexico: '',
  permitNmExpiration: '',
};
