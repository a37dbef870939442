import type { BrokerListItem } from '@fletx/contract/brokers';
import { type CsvColumn, csvDate } from '../../lib/csv';

/** The columns of the brokers list's `format=csv` (docs/product.md "Export"). */
export const BROKER_CSV_COLUMNS: ReadonlyArray<CsvColumn<BrokerListItem>> = [
  { header: 'Id', value: (b) => b.id },
  { header: 'Company name', value: (b) => b.brokerName },
  { header: 'MC number', value: (b) => b.mcNumber },
  { header: 'Invoicing email', value: (b) => b.involvingEmail },
  { header: 'Address', value: (b) => b.address },
  { header: 'City', value: (b) => b.city },
  { header: 'State', value: (b) => b.state },
  { header: 'ZIP', value: (b) => b.zipCode },
  { header: 'Days to pay', value: (b) => b.daysToPay },
  { header: 'Status', value: (b) => b.status },
  { header: 'Contact people', value: (b) => b.contactPeopleCount },
  { header: 'Created', value: (b) => csvDate(b.createdAt) },
];
