import { type TrailerRecord, trailerSizeLabel } from '@fletx/contract/trailers';
import { Text } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconContainer } from '@tabler/icons-react';
import { EquipmentListPage } from '../../../components/equipment/equipment-list-page';
import { EQUIPMENT } from '../../../components/equipment/equipment-names';
import type { DataTableColumn } from '../../../components/table/data-table';
import { NowrapText } from '../../../components/table/nowrap-text';
import { formatDate } from '../../../lib/format';
import { useDeleteTrailer } from '../api/delete-trailer';
import { useTrailerCounts } from '../api/get-trailer-counts';
import { useTrailers } from '../api/get-trailers';

const COLUMNS: DataTableColumn<TrailerRecord>[] = [
  {
    key: 'number',
    header: 'Trailer number',
    render: (row) => (
      <Text size="sm" fw={600}>
        {row.trailer_number}
      </Text>
    ),
  },
  {
    key: 'plate',
    header: 'License plate',
    render: (row) => <NowrapText mono>{row.licenseplate_number}</NowrapText>,
  },
  {
    key: 'expiration',
    header: 'Plate expiration',
    render: (row) => formatDate(row.licenseplate_expiration),
  },
  { key: 'type', header: 'Type', render: (row) => <NowrapText>{row.type_name}</NowrapText> },
  { key: 'size', header: 'Size', render: (row) => <NowrapText>{trailerSizeLabel(row)}</NowrapText> },
  { key: 'year', header: 'Year', align: 'right', hideBelow: 'xl', render: (row) => row.year },
  { key: 'vin', header: 'VIN', hideBelow: 'lg', render: (row) => <NowrapText mono>{row.vin}</NowrapText> },
  {
    key: 'truck',
    header: 'Truck plate',
    render: (row) => <NowrapText mono>{row.licenseplate_truck_number}</NowrapText>,
  },
];

export function TrailersPage() {
  return (
    <EquipmentListPage
      kind={EQUIPMENT.trailer}
      useRecords={useTrailers}
      counts={{
        useCounts: useTrailerCounts,
        of: (c) => ({ total: c.totalTrailers, active: c.activeTrailers, inactive: c.InactiveTrailers }),
        icons: { total: IconContainer, active: IconCircleCheck, inactive: IconCircleOff },
      }}
      columns={COLUMNS}
      rowName={(row) => row.trailer_number}
      search={{
        placeholder: 'Plate, VIN, number or truck plate',
        width: 280,
        hint: 'Search by plate, VIN, trailer number or truck plate.',
      }}
      csvPath="/trailer/findBySize"
      useDelete={useDeleteTrailer}
    />
  );
}
