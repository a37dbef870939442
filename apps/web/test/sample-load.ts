import type { LoadExtraData } from '@fletx/contract/load-responses';
import type { Load } from '@fletx/contract/loads';

/**
 * A load as the API sends it (packages/contract/src/loads.ts): LD-41, New, Dallas, TX to Atlanta, GA, driven by
 * Dora Phone. Tests spread it and set what their load has of its own.
 */
export const sampleLoad: Load = {
  id: 41,
  id_number: 'LD-41',
  user_id: 7,
  driver_name: 'Dora Phone',
  loadbook_status_id: 2,
  status_name: 'New',
  open_time_pickup: '2026-11-25T08:00:00.000Z',
  close_time_pickup: '2026-11-25T12:00:00.000Z',
  open_time_delivery: '2026-11-26T14:00:00.000Z',
  close_time_delivery: '2026-11-26T18:00:00.000Z',
  city_pickup: 'Dallas',
  city_delivery: 'Atlanta',
  state_code_pickup: 'TX',
  state_code_delivery: 'GA',
  postalCodePickup: '75261',
  postalCodeDelivery: '30336',
  countryCodePickup: 'USA',
  countryCodeDelivery: 'USA',
  nameLocationPickup: 'Walmart DC 6094',
  nameLocationDelivery: 'Kroger Atlanta DC',
  phone_pickup: '2145550100',
  phone_delivery: null,
  trailer_type: 1,
  trailer_type_name: 'Dry Van',
  trailer_dimensions: '53 ft',
  broker_id: 1,
  company_name: 'CH Robinson',
  freight_company: 2450.5,
  product_name: 'Canned goods',
  load_weight: 42000,
  distance_miles: 781,
  plannedMiles: 1012.4,
  plannedMilesEstimated: true,
  actualMiles: null,
  deadheadMiles: null,
  instructions: 'Dock 4',
  booking_id: null,
  compliance_override: null,
  loadType: 'FTL',
  finished: false,
  created_at: '2026-11-24T08:00:00.000Z',
  updated_at: '2026-11-24T08:00:00.000Z',
};

/** The extras `GET /api/loadbook/find/{id}` answers with `load`: its status, no driver, truck nor history. */
export const loadExtras = (load: Load): LoadExtraData => ({
  user: null,
  loadbookStatus: { id: load.loadbook_status_id, name: load.status_name },
  driverInformation: null,
  vehicle: null,
  trailer: null,
  previous_status_id: null,
  history: [],
});
