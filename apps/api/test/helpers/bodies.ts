import { LOAD_STATUS, type LoadStatusId } from '@fletx/contract/load-status';
import type { LoadInput } from '@fletx/contract/loads';

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

/**
 * The load form's body for a load from Dallas, TX (picked up on `pickupDay`, 08:00–12:00) to Atlanta, GA
 * (delivered on `deliveryDay`, 14:00–18:00) for this broker and driver.
 */
export function dallasToAtlanta(
  brokerId: number,
  driverId: number,
  idNumber: string,
  [pickupDay, deliveryDay]: [string, string],
): LoadInput {
  return {
    typeForm: 'new',
    id_number: idNumber,
    broker_id: brokerId,
    user_id: driverId,
    distance_miles: 781,
    open_time_pickup: `${pickupDay}T08:00`,
    close_time_pickup: `${pickupDay}T12:00`,
    nameLocationPickup: 'Walmart DC 6094',
    postalCodePickup: '75261',
    state_code_pickup: 'TX',
    city_pickup: 'Dallas',
    open_time_delivery: `${deliveryDay}T14:00`,
    close_time_delivery: `${deliveryDay}T18:00`,
    nameLocationDelivery: 'Kroger Atlanta DC',
    postalCodeDelivery: '30336',
    state_code_delivery: 'GA',
    city_delivery: 'Atlanta',
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
