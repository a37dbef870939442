import type { Inspection } from '@fletx/contract/inspections';
import { Group, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { type ItemsPageSectionProps, itemsPageProps } from '../../../components/table/items-page';
import { NowrapLink, NowrapText } from '../../../components/table/nowrap-text';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { type InspectionListParams, useInspections } from '../api/inspections-api';
import { driverOf, KIND_LABEL, OutOfServiceBadge, unitsOf } from './inspection-look';

const columns: DataTableColumn<Inspection>[] = [
  {
    key: 'at',
    header: 'Time',
    render: (i) => <NowrapLink to={paths.app.inspection.getHref(i.id)}>{formatDateTime(i.at)}</NowrapLink>,
  },
  { key: 'kind', header: 'Kind', render: (i) => KIND_LABEL[i.kind] },
  { key: 'unit', header: 'Units', render: (i) => <NowrapText>{unitsOf(i)}</NowrapText> },
  {
    key: 'driver',
    header: 'Driver',
    render: (i) => <NowrapText>{driverOf(i)}</NowrapText>,
  },
  {
    key: 'odometer',
    header: 'Odometer',
    align: 'right',
    render: (i) => `${i.odometer.toLocaleString('en-US')} mi`,
  },
  {
    key: 'defects',
    header: 'Defects',
    render: (i) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{i.defects.length}</Text>
        <OutOfServiceBadge inspection={i} />
      </Group>
    ),
  },
];

/** The Inspections tab: the drivers' reports (DVIR), newest first, for the unit and period of the filters. */
export function InspectionsSection({ params, onPageChange }: ItemsPageSectionProps<InspectionListParams>) {
  const list = useInspections(params);
  return (
    <DataTable
      label="Inspection reports"
      dense
      columns={columns}
      {...itemsPageProps(list, params.page, onPageChange)}
      emptyTitle="No inspection reports"
      emptyMessage="No driver has reported an inspection for these filters."
    />
  );
}
