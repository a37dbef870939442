import type { BrokerListItem } from '@fletx/contract/brokers';
import { csvColumns, csvDate } from '../../lib/csv';

/** The columns of the brokers list's `format=csv` (docs/product.md "Export"). */
export const BROKER_CSV_COLUMNS = csvColumns<BrokerListItem>({
  'Company name': 'brokerName',
  'MC number': 'mcNumber',
  'Invoicing email': 'involvingEmail',
  Address: 'address',
  City: 'city',
  State: 'state',
  ZIP: 'zipCode',
  'Days to pay': 'daysToPay',
  Status: 'status',
  'Contact people': 'contactPeopleCount',
  Created: (b) => csvDate(b.createdAt),
});
