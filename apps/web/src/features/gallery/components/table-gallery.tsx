import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageCard } from '../../../components/cards/page-card';
import { TextField } from '../../../components/form/text-field';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';

type SampleTruck = {
  id: number;
  licensePlate: string;
  owner: string;
  model: string;
  year: number;
  expiration: string;
  tripRate: string;
  active: boolean;
};

const OWNERS = ['Ana Ruiz', 'Ben Carter', 'Chloe Diaz', 'Dan Evans', 'Eli Fox'];
const MODELS = ['Freightliner Cascadia', 'Volvo VNL 860', 'Kenworth T680', 'Peterbilt 579'];

const SAMPLE_ROWS: SampleTruck[] = Array.from({ length: 23 }, (_, position) => {
  const id = position + 1;
  return {
    id,
    licensePlate: `TX-${String(4100 + id * 37).padStart(5, '0')}`,
    owner: OWNERS[position % OWNERS.length] ?? '',
    model: MODELS[position % MODELS.length] ?? '',
    year: 2016 + (position % 9),
    expiration: new Date(Date.UTC(2026, position % 12, 1 + (position % 27))).toISOString(),
    tripRate: (1250 + position * 87.5).toFixed(2),
    active: position % 5 !== 3,
  };
});

const COLUMNS: DataTableColumn<SampleTruck>[] = [
  { key: 'licensePlate', header: 'License Plate', render: (row) => row.licensePlate },
  { key: 'owner', header: 'Owner', render: (row) => row.owner },
  { key: 'model', header: 'Model', render: (row) => row.model },
  { key: 'year', header: 'Year', render: (row) => row.year, align: 'right' },
  { key: 'expiration', header: 'Plate expiration', render: (row) => formatDate(row.expiration) },
  { key: 'tripRate', header: 'Trip rate', render: (row) => formatMoney(row.tripRate), align: 'right' },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <Badge variant="light" color={row.active ? 'teal' : 'gray'} size="sm">
        {row.active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

type TableState = 'data' | 'loading' | 'empty' | 'error';

const SAMPLE_ERROR = new ApiError({
  statusCode: 503,
  error: 'ServiceUnavailable',
  message: 'The list is not available right now.',
});

/**
 * The table with data, loading, empty and error states, and the pagination rules of
 * docs/product.md "Pagination".
 */
export function TableGallery() {
  const [state, setState] = useState<TableState>('data');
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');

  const needle = filter.trim().toLowerCase();
  const filtered = SAMPLE_ROWS.filter(
    (row) => row.licensePlate.toLowerCase().includes(needle) || row.owner.toLowerCase().includes(needle),
  );
  const pageRows = filtered.slice((page - 1) * 10, page * 10);
  const rows = state === 'empty' ? [] : pageRows;

  return (
    <PageCard
      title="Table"
      description="Dense, striped, sticky header; pagination starts at page 1 and blocks Next on the last page."
      actions={
        <SegmentedControl<TableState>
          size="xs"
          aria-label="Table state"
          value={state}
          onChange={setState}
          data={[
            { value: 'data', label: 'Data' },
            { value: 'loading', label: 'Loading' },
            { value: 'empty', label: 'Empty' },
            { value: 'error', label: 'Error' },
          ]}
        />
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <TextField
            label="Filter trucks"
            placeholder="Plate or owner"
            w={260}
            onDebouncedChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
          />
          <Text size="xs" c="dimmed">
            {filtered.length} sample trucks
          </Text>
        </Group>
        <DataTable
          label="Sample trucks"
          columns={COLUMNS}
          rows={rows}
          loading={state === 'loading'}
          error={state === 'error' ? SAMPLE_ERROR : undefined}
          onRetry={() => setState('data')}
          emptyMessage="Add a truck to see it here."
          pagination={{
            page,
            onPageChange: setPage,
            total: state === 'empty' ? 0 : filtered.length,
          }}
        />
      </Stack>
    </PageCard>
  );
}
