import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatus } from '@fletx/contract/invoices';
import { Group, Select } from '@mantine/core';
import { DateField } from '../../../components/form/date-field';
import { TypedSearchField } from '../../../components/form/search-field';
import type { TypedSearch } from '../../../hooks/use-list-search';
import { useBrokerOptions } from '../../../lib/form-options';
import type { InvoiceFilters } from '../api/invoices';

export const NO_FILTERS: InvoiceFilters = { status: '', brokerId: '', from: '', to: '' };

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS_LABELS[status] })),
];

const isStatus = (value: string): value is InvoiceStatus =>
  (INVOICE_STATUSES as ReadonlyArray<string>).includes(value);

/** The Invoices screen's search and filters: status, broker and the invoice date's range. */
export function InvoiceFilterBar({
  search,
  filters,
  onChange,
}: {
  search: TypedSearch;
  filters: InvoiceFilters;
  onChange: (filters: InvoiceFilters) => void;
}) {
  const brokers = useBrokerOptions();
  const set = search.fromPageOne((patch: Partial<InvoiceFilters>) => onChange({ ...filters, ...patch }));
  return (
    <Group gap="sm" align="flex-start">
      <TypedSearchField search={search} placeholder="Invoice, load or broker" w={240} />
      <Select
        label="Status"
        w={160}
        value={filters.status}
        data={STATUS_OPTIONS}
        allowDeselect={false}
        onChange={(value) => set({ status: value && isStatus(value) ? value : '' })}
      />
      <Select
        label="Broker"
        w={220}
        value={filters.brokerId || null}
        data={brokers.options}
        placeholder={brokers.isPending ? 'Loading brokers…' : 'All brokers'}
        searchable
        clearable
        nothingFoundMessage="No broker"
        onChange={(value) => set({ brokerId: value ?? '' })}
      />
      <DateField
        label="Invoice date from"
        w={170}
        value={filters.from}
        onChange={(from) => set({ from })}
        error={filters.from && filters.to && filters.from > filters.to ? 'After the end date' : undefined}
        touched
      />
      <DateField label="to" w={170} value={filters.to} onChange={(to) => set({ to })} />
    </Group>
  );
}
