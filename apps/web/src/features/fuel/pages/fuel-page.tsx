import { FUEL_SOURCE_LABELS, type FuelPurchase, fuelMessages } from '@fletx/contract/fuel';
import { messages } from '@fletx/contract/messages';
import { Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { PageCard } from '../../../components/cards/page-card';
import { DateRangeFields } from '../../../components/form/date-range-fields';
import { UnitSelect } from '../../../components/form/unit-select';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { itemsPageProps } from '../../../components/table/items-page';
import { actionsColumn, DeleteRowAction, RowAction } from '../../../components/table/row-actions';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useClosedQuarters, useDeletePurchase, useFuelPurchases } from '../api/fuel-api';
import { FuelForm } from '../components/fuel-form';
import { FuelImport } from '../components/fuel-import';
import { PurchaseEdit } from '../components/purchase-edit';

/** The screen's URL: `?truckId=4&from=2026-10-01&to=2026-12-31&page=2`. */
const FUEL_LIST = {
  page: listParam.page(),
  truckId: listParam.id(),
  from: listParam.date(),
  to: listParam.date(),
};

const TRUCKS = ['truck'] as const;

const gallonsText = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });

/**
 * The Fuel screen (docs/product.md "Fuel"): purchases by truck and period, add one, import a card's export.
 * Each purchase's truck and driver are named by its answer; the Truck filter searches the trucks on the server
 * as a person types, its choice from the address read by its id.
 */
export function FuelPage() {
  const { values, set } = useListParams(FUEL_LIST);
  const purchases = useFuelPurchases(values);
  const remove = useDeletePurchase();
  const [editing, setEditing] = useState<number>();
  const list = purchases.data?.data;
  const closedQuarter = useClosedQuarters((list?.items ?? []).map((p) => p.at));
  // When it was bought, in the viewer's time like every instant of the app's tables (the form's too).
  const named = (p: FuelPurchase) => `the purchase of ${p.truckNumber} on ${formatDateTime(p.at)}`;
  /** The confirmation says when the purchase is in a closed quarter (the API deletes it all the same). */
  const deleteText = (p: FuelPurchase) => {
    const closed = closedQuarter(p.at);
    return closed
      ? `${fuelMessages.closedQuarter(closed.year, closed.quarter)} ${messages.deleteConfirmText}`
      : undefined;
  };
  const columns: DataTableColumn<FuelPurchase>[] = [
    { key: 'at', header: 'Bought', render: (p) => formatDateTime(p.at) },
    { key: 'truck', header: 'Truck', render: (p) => p.truckNumber },
    { key: 'driver', header: 'Driver', render: (p) => p.driverName ?? '—', hideBelow: 'md' },
    { key: 'state', header: 'State', render: (p) => p.state },
    { key: 'gallons', header: 'Gallons', align: 'right', render: (p) => gallonsText(p.gallons) },
    { key: 'amount', header: 'Amount', align: 'right', render: (p) => formatMoney(p.amount) },
    { key: 'vendor', header: 'Vendor', render: (p) => p.vendor ?? '—', hideBelow: 'md' },
    { key: 'source', header: 'Source', render: (p) => FUEL_SOURCE_LABELS[p.source], hideBelow: 'md' },
    actionsColumn((p) => (
      <>
        <RowAction
          tooltip="Edit"
          label={`Edit ${named(p)}`}
          icon={IconPencil}
          onClick={() => setEditing(p.id)}
        />
        <DeleteRowAction
          label={`Delete ${named(p)}`}
          text={deleteText(p)}
          onConfirm={() => remove.mutateAsync(p.id)}
        />
      </>
    )),
  ];
  return (
    <ContentLayout title="Fuel">
      <Stack gap="md">
        <FuelForm />
        <FuelImport />
        <PageCard title="Purchases">
          <Group gap="sm" align="flex-end" mb="sm">
            <UnitSelect
              label="Truck"
              placeholder="All trucks"
              w={220}
              types={TRUCKS}
              value={values.truckId === undefined ? undefined : { unitType: 'truck', unitId: values.truckId }}
              onChange={(truck) => set({ truckId: truck?.unitId })}
              clearable
            />
            <DateRangeFields
              from={values.from}
              to={values.to}
              onFromChange={(from) => set({ from })}
              onToChange={(to) => set({ to })}
            />
            {list ? (
              <Text size="sm" c="dimmed" aria-label="Totals">
                {list.total} purchases · {gallonsText(list.gallons)} gal · {formatMoney(list.amount)}
              </Text>
            ) : null}
          </Group>
          <DataTable
            label="Fuel purchases"
            dense
            columns={columns}
            getRowKey={(p) => p.id}
            {...itemsPageProps(purchases, values.page, (page) => set({ page }))}
            emptyTitle="No purchases"
            emptyMessage="No fuel purchase matches these filters: add one or import a fuel card export."
          />
        </PageCard>
      </Stack>
      {editing === undefined ? null : <PurchaseEdit id={editing} onClose={() => setEditing(undefined)} />}
    </ContentLayout>
  );
}
