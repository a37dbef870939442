import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatus } from '@fletx/contract/invoices';
import { Group, Select } from '@mantine/core';
import { DateRangeFields } from '../../../components/form/date-range-fields';
import { BrokerFilter } from '../../../components/form/party-filters';
import { TypedSearchField } from '../../../components/form/search-field';
import { type ListParams, type ListValues, listParam } from '../../../hooks/use-list-params';
import type { InvoiceFilters } from '../api/invoices';

/** The screen's URL: `?search=…&status=sent&brokerId=4&from=2026-11-01&to=2026-11-30&page=2`. */
export const INVOICE_LIST = {
  search: listParam.text(),
  page: listParam.page(),
  status: listParam.oneOf<InvoiceStatus | ''>(['', ...INVOICE_STATUSES], ''),
  brokerId: listParam.id(),
  from: listParam.date(),
  to: listParam.date(),
};
export type InvoiceList = ListParams<typeof INVOICE_LIST>;

/** The filters the API reads, from the URL's values. */
export const filtersOf = ({
  status,
  brokerId,
  from,
  to,
}: ListValues<typeof INVOICE_LIST>): InvoiceFilters => ({
  status,
  brokerId: brokerId === undefined ? '' : String(brokerId),
  from,
  to,
});

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS_LABELS[status] })),
];

const isStatus = (value: string): value is InvoiceStatus =>
  (INVOICE_STATUSES as ReadonlyArray<string>).includes(value);

/** The Invoices screen's search and filters: status, broker and the invoice date's range. */
export function InvoiceFilterBar({ list }: { list: InvoiceList }) {
  const { values: filters, set } = list;
  return (
    <Group gap="sm" align="flex-start">
      <TypedSearchField search={list.search} placeholder="Invoice, load or broker" w={240} />
      <Select
        label="Status"
        w={160}
        value={filters.status}
        data={STATUS_OPTIONS}
        allowDeselect={false}
        onChange={(value) => set({ status: value && isStatus(value) ? value : '' })}
      />
      <BrokerFilter w={220} value={filters.brokerId} onChange={(brokerId) => set({ brokerId })} />
      <DateRangeFields
        labels={['Invoice date from', 'to']}
        w={170}
        from={filters.from}
        to={filters.to}
        onFromChange={(from) => set({ from })}
        onToChange={(to) => set({ to })}
        backwards="After the end date"
      />
    </Group>
  );
}
