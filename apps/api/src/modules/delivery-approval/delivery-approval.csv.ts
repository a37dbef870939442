import type { deliveryListItem } from '@fletx/contract/delivery-approval';
import type { z } from 'zod';
import { type CsvColumn, csvCents, csvDateTime } from '../../lib/csv';

/** The columns of the delivery-approval list's `format=csv` (docs/product.md "Export"). */
export const DELIVERY_CSV_COLUMNS: ReadonlyArray<CsvColumn<z.infer<typeof deliveryListItem>>> = [
  { header: 'Id', value: (l) => l.id },
  { header: 'Load number', value: (l) => l.id_number },
  { header: 'Driver', value: (l) => l.driver_name },
  { header: 'Company name', value: (l) => l.company_name },
  { header: 'Origin', value: (l) => l.city_pickup },
  { header: 'Destination', value: (l) => l.city_delivery },
  { header: 'Trip rate', value: (l) => csvCents(l.trip_rate_cents) },
  { header: 'Ended', value: (l) => csvDateTime(l.ended_at) },
];
