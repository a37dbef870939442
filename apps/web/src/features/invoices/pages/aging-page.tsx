import { AGING_BUCKET_LABELS, AGING_BUCKETS, type AgingRow } from '@fletx/contract/invoices';
import { Group, Skeleton } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { DownloadButton } from '../../../components/buttons/download-button';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { BoldText } from '../../../components/table/bold-text';
import { DataTable, type DataTableColumn, tableQueryState } from '../../../components/table/data-table';
import { NowrapLink } from '../../../components/table/nowrap-text';
import { paths } from '../../../config/paths';
import { downloadApiFile } from '../../../lib/download';
import { formatDate, formatMoney } from '../../../lib/format';
import { useAging } from '../api/invoices';

const AgingChart = lazy(async () => ({
  default: (await import('../../../components/charts/receivables-charts')).AgingChart,
}));

/** The totals row has no broker (id 0): it is written in bold. */
const TOTALS_ID = 0;
const strong = (row: AgingRow, text: string) =>
  row.brokerId === TOTALS_ID ? <BoldText>{text}</BoldText> : text;

const columns: ReadonlyArray<DataTableColumn<AgingRow>> = [
  {
    key: 'broker',
    header: 'Broker',
    render: (r) =>
      r.brokerId === TOTALS_ID ? (
        strong(r, 'Total')
      ) : (
        <NowrapLink to={paths.app.brokerProfile.getHref(r.brokerId)}>{r.brokerName}</NowrapLink>
      ),
  },
  ...AGING_BUCKETS.map(
    (bucket): DataTableColumn<AgingRow> => ({
      key: bucket,
      header: AGING_BUCKET_LABELS[bucket],
      align: 'right',
      width: 130,
      render: (r) => strong(r, formatMoney(r[bucket])),
    }),
  ),
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    width: 140,
    render: (r) => <BoldText>{formatMoney(r.total)}</BoldText>,
  },
];

/** /fletx/invoices/aging (docs/product.md "Invoices and receivables"): open balances per broker by age. */
export function AgingPage() {
  const aging = useAging();
  const report = aging.data?.data;
  const rows = report
    ? [...report.rows, { ...report.totals, brokerId: TOTALS_ID, brokerName: 'Total' }]
    : undefined;
  return (
    <ContentLayout title="Receivables aging" backTo={paths.app.invoices.getHref()}>
      <PageCard
        title="Aging by broker"
        description={
          report
            ? `Open balances by days past due, as of ${formatDate(report.asOf)}`
            : 'Open balances by days past due'
        }
        actions={
          <Group gap="xs">
            <DownloadButton
              icon={IconFileTypeCsv}
              onDownload={() => downloadApiFile('/invoices/aging', 'aging.csv', { format: 'csv' })}
            >
              Download CSV
            </DownloadButton>
            <DownloadButton
              icon={IconFileTypePdf}
              onDownload={() => downloadApiFile('/invoices/aging', 'aging.pdf', { format: 'pdf' })}
            >
              PDF
            </DownloadButton>
          </Group>
        }
      >
        {report && report.totals.total > 0 ? (
          <Suspense fallback={<Skeleton h={180} />}>
            <AgingChart totals={report.totals} />
          </Suspense>
        ) : null}
        <DataTable
          label="Aging by broker"
          columns={columns}
          rows={report && report.rows.length === 0 ? [] : rows}
          getRowKey={(r) => r.brokerId}
          {...tableQueryState(aging)}
          emptyTitle="Nothing is owed"
          emptyMessage="No sent invoice has a balance due."
          dense
        />
      </PageCard>
    </ContentLayout>
  );
}
