import type { TruckListRow } from '@fletx/contract/trucks';
import { Text } from '@mantine/core';
import { IconTruck, IconTruckOff } from '@tabler/icons-react';
import { EquipmentListPage } from '../../../components/equipment/equipment-list-page';
import { EQUIPMENT } from '../../../components/equipment/equipment-names';
import type { DataTableColumn } from '../../../components/table/data-table';
import { NowrapText } from '../../../components/table/nowrap-text';
import { EMPTY_VALUE } from '../../../lib/format';
import { useDeleteTruck } from '../api/delete-truck';
import { useTruckCounts } from '../api/get-truck-counts';
import { useTrucks } from '../api/get-trucks';

const COLUMNS: DataTableColumn<TruckListRow>[] = [
  {
    key: 'plate',
    header: 'License Plate',
    render: (row) => (
      <NowrapText mono fw={600}>
        {row.licenseplate_number}
      </NowrapText>
    ),
  },
  { key: 'owner', header: 'Owner', hideBelow: 'lg', render: (row) => row.owner_name ?? EMPTY_VALUE },
  { key: 'driver', header: 'Assigned driver', render: (row) => row.user_name },
  {
    key: 'dispatcher',
    header: 'Dispatcher',
    hideBelow: 'lg',
    render: (row) => row.dispatcher_name ?? EMPTY_VALUE,
  },
  { key: 'model', header: 'Model', render: (row) => `${row.make_name} ${row.model_name}` },
  { key: 'year', header: 'Year', render: (row) => row.year, align: 'right' },
  {
    key: 'vin',
    header: 'VIN Number',
    render: (row) => (
      <Text size="sm" ff="monospace">
        {row.vin_number}
      </Text>
    ),
  },
  { key: 'unit', header: 'Unit Number', hideBelow: 'xl', render: (row) => row.unit_number },
];

export function TrucksPage() {
  return (
    <EquipmentListPage
      kind={EQUIPMENT.truck}
      useRecords={useTrucks}
      counts={{
        useCounts: useTruckCounts,
        of: (c) => ({ total: c.totalVehicle, active: c.activeVehicle, inactive: c.InactiveVehicle }),
        icons: { total: IconTruck, active: IconTruck, inactive: IconTruckOff },
      }}
      columns={COLUMNS}
      rowName={(row) => row.licenseplate_number}
      search={{
        placeholder: 'Plate, VIN, unit or driver',
        width: 260,
        hint: 'Search by plate, VIN, unit number or driver name.',
      }}
      csvPath="/vehicle/"
      useDelete={useDeleteTruck}
    />
  );
}
