import type { Load } from '@fletx/contract/loads';
import { Anchor, Badge, SegmentedControl } from '@mantine/core';
import { Link } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../../components/table/data-table';
import { driverColumn } from '../../../components/table/driver-cell';
import { paths } from '../../../config/paths';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { formatMoney, formatStopTime } from '../../../lib/format';
import { type BrokerLoadsScope, useBrokerLoads } from '../api/get-broker-loads';

const columns: ReadonlyArray<DataTableColumn<Load>> = [
  {
    key: 'load',
    header: 'Load',
    render: (l) => (
      <Anchor component={Link} to={paths.app.loadDetails.getHref(l.id)} size="sm" fw={600}>
        {l.id_number}
      </Anchor>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (l) => (
      <Badge variant="light" size="sm" style={{ whiteSpace: 'nowrap' }}>
        {l.status_name}
      </Badge>
    ),
  },
  { key: 'origin', header: 'Origin', render: (l) => `${l.city_pickup}, ${l.state_code_pickup}` },
  {
    key: 'destination',
    header: 'Destination',
    render: (l) => `${l.city_delivery}, ${l.state_code_delivery}`,
  },
  {
    key: 'start',
    header: 'Start',
    // The pickup's opening on the facility's clock, as entered (docs/product.md "Stops"), like the loads list.
    render: (l) => formatStopTime(l.open_time_pickup),
  },
  driverColumn((l) => l.driver_name),
  { key: 'rate', header: 'Trip rate', align: 'right', render: (l) => formatMoney(l.freight_company) },
];

/** In the broker profile's URL: `&loads=finished&loadsPage=2`. */
const BROKER_LOADS = {
  loads: listParam.oneOf<BrokerLoadsScope>(['active', 'finished'], 'active'),
  loadsPage: listParam.page(['loads']),
};

/** The broker's loads (broker profile): active ones or finished jobs, 10 a page. */
export function BrokerLoads({ brokerId }: { brokerId: number }) {
  const { values, set } = useListParams(BROKER_LOADS);
  const { loads: scope, loadsPage: page } = values;
  const query = useBrokerLoads(brokerId, scope, page);
  return (
    <PageCard
      title="Loads"
      actions={
        <SegmentedControl
          size="xs"
          value={scope}
          onChange={(value) => set({ loads: value === 'finished' ? 'finished' : 'active' })}
          data={[
            { value: 'active', label: 'Active loads' },
            { value: 'finished', label: 'Finished jobs' },
          ]}
        />
      }
    >
      <DataTable
        label="Broker loads"
        columns={columns}
        {...pagedTableProps(query, page, (next) => set({ loadsPage: next }))}
        emptyTitle={
          scope === 'active' ? 'No active loads for this broker.' : 'No finished jobs for this broker.'
        }
        minWidth={760}
      />
    </PageCard>
  );
}
