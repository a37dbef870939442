import type { DeliveryDetail } from '@fletx/contract/delivery-approval';

/** An ended load awaiting delivery approval (LD-7, $1,000.00), as the list and the detail answer it. */
export const endedLoad: DeliveryDetail['load'] = {
  id: 7,
  id_number: 'LD-7',
  driver_name: 'Kevin White',
  company_name: 'Sunbelt',
  city_pickup: 'Salinas',
  city_delivery: 'Tracy',
  trip_rate_cents: 100_000,
  ended_at: '2026-11-20T10:00:00.000Z',
  loadbook_status_id: 11,
  status_name: 'Ended',
};
