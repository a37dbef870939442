import { Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import {
  IconCash,
  IconChartBar,
  IconFileInvoice,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconSend,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DownloadButton } from '../../../components/buttons/download-button';
import { IconButton } from '../../../components/buttons/icon-button';
import { LinkButton } from '../../../components/buttons/link-button';
import { PageCard } from '../../../components/cards/page-card';
import { StatCards } from '../../../components/cards/stat-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { confirmAction } from '../../../components/popups/popups';
import { DataTable, pagedTableProps } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../hooks/use-list-params';
import { downloadApiFile } from '../../../lib/download';
import { formatMoney } from '../../../lib/format';
import { filterQuery, useAging, useFactorBatch, useInvoices } from '../api/invoices';
import { filtersOf, INVOICE_LIST, InvoiceFilterBar } from '../components/invoice-filters';
import { invoiceColumns, type Selection } from '../components/invoices-table';

const AgingChart = lazy(async () => ({
  default: (await import('../../../components/charts/receivables-charts')).AgingChart,
}));

/** The receivables by age, above the list (the chart library is loaded with it, not with the app). */
function AgingCard() {
  const aging = useAging();
  const totals = aging.data?.data.totals;
  return (
    <PageCard
      title="Receivables by age"
      description={totals ? `Open balance ${formatMoney(totals.total)}` : undefined}
      actions={
        <LinkButton variant="light" size="xs" to={paths.app.invoiceAging.getHref()} icon={IconChartBar}>
          Aging report
        </LinkButton>
      }
    >
      {totals && totals.total === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing is owed: every sent invoice is paid.
        </Text>
      ) : totals ? (
        <Suspense fallback={<Skeleton h={180} />}>
          <AgingChart totals={totals} />
        </Suspense>
      ) : aging.error ? (
        <Text size="sm" c="red">
          The aging could not be loaded.
        </Text>
      ) : (
        <Skeleton h={180} />
      )}
    </PageCard>
  );
}

function useSelection(): Selection & { clear: () => void } {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const change = (ids: ReadonlyArray<number>, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return {
    selected,
    toggle: (id, on) => change([id], on),
    togglePage: change,
    clear: () => setSelected(new Set()),
  };
}

/** /fletx/invoices (docs/product.md "Invoices and receivables"): every invoice, filtered, with its totals. */
export function InvoicesPage() {
  const params = useListParams(INVOICE_LIST);
  const { values } = params;
  const filters = filtersOf(values);
  const narrowed = Boolean(values.search) || Object.values(filterQuery(filters)).some(Boolean);
  const list = useInvoices({ page: values.page, search: values.search, ...filters });
  const selection = useSelection();
  const factor = useFactorBatch();
  const page = list.data?.data;
  const rows = page?.items ?? [];
  const exportQuery = { ...filterQuery(filters), search: values.search || undefined };
  const chosen = [...selection.selected];

  const sendToFactor = () =>
    confirmAction({
      title: 'Send to factor?',
      message: `${chosen.length} invoice${chosen.length === 1 ? '' : 's'} will be assigned to the factoring company and mailed to it.`,
      confirmLabel: 'Send to factor',
      onConfirm: async () => {
        const result = await factor.mutateAsync(chosen);
        selection.clear();
        return result.message;
      },
    });

  return (
    <ContentLayout title="Invoices">
      <StatCards
        loading={list.isPending}
        cards={[
          { label: 'Invoices', value: page?.totals.count, icon: IconFileInvoice },
          { label: 'Amount', value: page ? formatMoney(page.totals.amount) : undefined, icon: IconCash },
          {
            label: 'Balance due',
            value: page ? formatMoney(page.totals.balance) : undefined,
            icon: IconCash,
            color: 'orange',
          },
        ]}
      />
      <AgingCard />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
          <InvoiceFilterBar list={params} />
          <Group gap="xs">
            <DownloadButton
              icon={IconFileTypeCsv}
              onDownload={() =>
                downloadApiFile('/invoices', 'invoices.csv', { ...exportQuery, format: 'csv' })
              }
            >
              Download CSV
            </DownloadButton>
            <DownloadButton
              icon={IconFileTypePdf}
              onDownload={() =>
                downloadApiFile('/invoices', 'invoices.pdf', { ...exportQuery, format: 'pdf' })
              }
            >
              PDF
            </DownloadButton>
          </Group>
        </Group>
        {chosen.length > 0 ? (
          <Group gap="sm" mb="sm" data-testid="selection-bar">
            <Text size="sm" fw={600}>
              {chosen.length} selected
            </Text>
            <IconButton icon={IconSend} size="xs" onClick={sendToFactor}>
              Send to factor
            </IconButton>
            <Button size="xs" variant="subtle" onClick={selection.clear}>
              Clear
            </Button>
          </Group>
        ) : null}
        <DataTable
          label="Invoices"
          columns={invoiceColumns(rows, selection)}
          {...pagedTableProps(list, values.page, (page) => params.set({ page }))}
          emptyTitle={narrowed ? 'No invoice matches these filters' : 'No invoices'}
          emptyMessage={
            narrowed
              ? 'Change the search or the filters, or clear them.'
              : 'Create an invoice from a delivered load (its details page or delivery approval).'
          }
          dense
        />
      </Paper>
    </ContentLayout>
  );
}
