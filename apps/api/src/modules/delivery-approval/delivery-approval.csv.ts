import type { deliveryListItem } from '@fletx/contract/delivery-approval';
import type { z } from 'zod';
import { csvCents, csvColumns, csvDateTime } from '../../lib/csv';

/** The columns of the delivery-approval list's `format=csv` (docs/product.md "Export"). */
export const DELIVERY_CSV_COLUMNS = csvColumns<z.infer<typeof deliveryListItem>>({
  'Load number': 'id_number',
  Driver: 'driver_name',
  'Company name': 'company_name',
  Origin: 'city_pickup',
  Destination: 'city_delivery',
  'Trip rate': (l) => csvCents(l.trip_rate_cents),
  Ended: (l) => csvDateTime(l.ended_at),
});
