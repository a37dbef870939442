import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { NowrapText } from '../../../components/table/nowrap-text';
import { DimmedNote, SmallTable } from '../../../components/table/small-table';
import { paths } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import { useInspections } from '../api/inspections-api';
import { useWorkOrders } from '../api/work-orders-api';
import { KIND_LABEL, OutOfServiceBadge } from './inspection-look';
import { WorkOrderStatusBadge, workOrderName } from './work-order-look';

/** How many of each the history shows: the latest inspections and work orders, merged. */
const LATEST = 10;

type Unit = { unitType: MaintenanceUnitType; unitId: number };

/** The unit's history: its latest inspection reports and work orders, newest first, each linking to its page. */
export function UnitHistory({ unit }: { unit: Unit }) {
  const inspections = useInspections({ page: 1, ...unit, from: '', to: '', take: LATEST });
  const orders = useWorkOrders({
    page: 1,
    ...unit,
    status: '',
    from: '',
    to: '',
    search: '',
    order: 'desc',
    take: LATEST,
  });
  const rows = [
    ...(inspections.data?.data.items ?? []).map((i) => ({
      key: `i${i.id}`,
      at: i.at,
      what: (
        <Anchor component={Link} to={paths.app.inspection.getHref(i.id)} size="sm">
          {`${KIND_LABEL[i.kind]} inspection`}
        </Anchor>
      ),
      detail: i.defects.length === 0 ? 'No defects' : `${i.defects.length} defect(s)`,
      mark: <OutOfServiceBadge inspection={i} />,
    })),
    ...(orders.data?.data.items ?? []).map((o) => ({
      key: `w${o.id}`,
      at: o.openedAt,
      what: (
        <Anchor component={Link} to={paths.app.workOrder.getHref(o.id)} size="sm">
          {`Work order ${workOrderName(o.id)}`}
        </Anchor>
      ),
      detail: `${o.vendor ?? 'No vendor'} · ${formatMoney(o.total)}`,
      mark: <WorkOrderStatusBadge status={o.status} />,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (inspections.isPending || orders.isPending) return <DimmedNote>Loading the history…</DimmedNote>;
  if (rows.length === 0) return <DimmedNote>No inspection or work order yet.</DimmedNote>;
  return (
    <SmallTable aria-label="Maintenance history" headers={['Date', 'Record', 'Detail', 'State']}>
      {rows.map((row) => (
        <Table.Tr key={row.key}>
          <Table.Td>
            <NowrapText>{formatDate(row.at)}</NowrapText>
          </Table.Td>
          <Table.Td>{row.what}</Table.Td>
          <Table.Td>{row.detail}</Table.Td>
          <Table.Td>{row.mark}</Table.Td>
        </Table.Tr>
      ))}
    </SmallTable>
  );
}
