import {
  type SettlementAdjustment,
  type SettlementDetail,
  type SettlementLine,
  settlementMessages,
} from '@fletx/contract/settlements';
import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { IconCash, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DownloadButton } from '../../../components/buttons/download-button';
import { IconButton } from '../../../components/buttons/icon-button';
import { PageCard } from '../../../components/cards/page-card';
import { Section } from '../../../components/cards/section';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { NowrapLink, NowrapText } from '../../../components/table/nowrap-text';
import { paths } from '../../../config/paths';
import { useCarrierTimeZone } from '../../../hooks/use-carrier-time-zone';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate, formatDayIn, formatMoney } from '../../../lib/format';
import { downloadSettlementPdf, useSettlement } from '../api/settlements';
import { PaySettlementModal } from './pay-settlement-modal';

/** An amount taken off, shown negative ($0.00 when there is none). */
const off = (amount: number) => formatMoney(-amount);

/**
 * The fee column's header: the product fee's, 'Pay' when every load was paid by the driver's rule (the PDF's
 * word, docs/product.md "Driver pay rules"), both when the period mixes them.
 */
export function feeHeader(lines: ReadonlyArray<SettlementLine>): string {
  const ruled = lines.filter((l) => l.pay_rule).length;
  if (ruled === 0) return 'Fee 15 %';
  return ruled === lines.length ? 'Pay' : 'Fee 15 % or pay';
}

const lineColumns = (
  lines: ReadonlyArray<SettlementLine>,
  timeZone: string | undefined,
): ReadonlyArray<DataTableColumn<SettlementLine>> => [
  {
    key: 'load',
    header: 'Load',
    render: (l) => (
      <NowrapLink to={paths.app.loadDetails.getHref(l.load_id, 'financial')}>{l.load_number}</NowrapLink>
    ),
  },
  {
    key: 'delivered',
    header: 'Delivered',
    render: (l) => formatDayIn(l.delivered_at ?? l.approved_at, timeZone),
    width: 105,
  },
  {
    key: 'route',
    header: 'Route',
    // With a pay rule, how the load was paid: "Per mile $0.62 × 812 mi" (docs/product.md "Driver pay rules").
    render: (l) => (
      <>
        {`${l.city_pickup ?? '—'} → ${l.city_delivery ?? '—'}`}
        {l.pay_rule ? (
          <Text size="xs" c="dimmed">
            {l.pay_basis}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'rate', header: 'Trip rate', align: 'right', render: (l) => formatMoney(l.trip_rate) },
  { key: 'acc', header: 'Accessorials', align: 'right', render: (l) => formatMoney(l.accessorials) },
  { key: 'osd', header: 'OS&D', align: 'right', render: (l) => off(l.osd) },
  { key: 'gross', header: 'Gross', align: 'right', render: (l) => formatMoney(l.gross) },
  {
    key: 'fee',
    header: feeHeader(lines),
    align: 'right',
    // Under 'Pay' the amount alone; in a period mixing both, each line says which it is.
    render: (l) => (
      <NowrapText>
        {!l.pay_rule
          ? off(l.product_fee)
          : feeHeader(lines) === 'Pay'
            ? formatMoney(l.driver_pay ?? 0)
            : `Pay ${formatMoney(l.driver_pay ?? 0)}`}
      </NowrapText>
    ),
  },
  { key: 'qp', header: 'Quick pay', align: 'right', render: (l) => off(l.quick_pay_discount) },
  { key: 'net', header: 'Net', align: 'right', render: (l) => <b>{formatMoney(l.net)}</b> },
];

const adjustmentColumns = (
  timeZone: string | undefined,
): ReadonlyArray<DataTableColumn<SettlementAdjustment>> => [
  {
    key: 'kind',
    header: 'Type',
    render: (a) => (a.kind === 'advance' ? 'Advance' : 'Deduction'),
    width: 110,
  },
  { key: 'load', header: 'Load', render: (a) => <NowrapText>{a.load_number}</NowrapText>, width: 140 },
  { key: 'date', header: 'Date', render: (a) => formatDayIn(a.created_at, timeZone), width: 110 },
  {
    key: 'comment',
    header: 'Comment',
    render: (a) => (
      <>
        {a.comment || '—'}
        {a.carried_from ? (
          <Text size="xs" c="dimmed">
            {settlementMessages.carriedFrom(a.carried_from)}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'amount', header: 'Amount', align: 'right', render: (a) => off(a.amount), width: 120 },
];

/** The settlement's math, top to bottom: what the loads earned, then each amount taken off. */
function MathTable({ s }: { s: SettlementDetail }) {
  const rows: Array<[string, string, boolean?]> = [
    ['Gross (trip rate + accessorials − OS&D)', formatMoney(s.gross)],
    s.lines.some((l) => l.pay_rule)
      ? ["Carrier's share (gross − the pay rule's pay)", off(s.product_fee)]
      : ["Product fee (15 %, each load's fee rounded to the cent)", off(s.product_fee)],
    ['Quick-pay discount (1.5 %)', off(s.quick_pay_discount)],
    ['Loads net', formatMoney(s.loads_net), true],
    ['Advances', off(s.advances)],
    ['Deductions', off(s.deductions)],
    ['Net pay', formatMoney(s.net), true],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} maw={560} aria-label="Settlement math">
      <Table.Tbody>
        {rows.map(([label, amount, strong]) => (
          <Table.Tr key={label}>
            <Table.Td fw={strong ? 700 : 400}>{label}</Table.Td>
            <Table.Td ta="right" fw={strong ? 700 : 400}>
              {amount}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One settlement: its loads with their statements, the advances and deductions, the math, PDF and pay. What
 * it shows is the version 'Mark paid' pays: while the dialog is open a newer answer waits for Reload.
 */
export function SettlementDetailCard({ id }: { id: number }) {
  const query = useSettlement(id);
  const timeZone = useCarrierTimeZone().data?.data.timeZone;
  const [paying, setPaying] = useState(false);
  const version = useRecordVersion(query, { dirty: paying });
  const s = version.record?.body.data;
  const paid = s?.status === 'paid';
  // Reload may show it paid by someone else: the dialog has nothing left to do.
  useEffect(() => {
    if (paid) setPaying(false);
  }, [paid]);
  // It shows under the list, below the fold on a laptop: brought into view once read (before, there is
  // nothing yet to scroll to), and again only when another settlement is opened.
  const card = useRef<HTMLDivElement>(null);
  const shownId = s?.id;
  useEffect(() => {
    if (shownId !== undefined) card.current?.scrollIntoView({ block: 'start' });
  }, [shownId]);
  if (!s) {
    return (
      <PageCard title="Settlement">
        {query.error ? (
          <Text size="sm" c="red" role="alert">
            {getErrorMessage(query.error)}
          </Text>
        ) : (
          <Loader size="sm" aria-label="Loading the settlement" />
        )}
      </PageCard>
    );
  }
  return (
    <PageCard
      ref={card}
      data-testid="settlement-detail"
      style={{ scrollMarginTop: 'var(--app-shell-header-height)' }}
      title={`${s.driver_name} · ${formatDate(s.period_start)}–${formatDate(s.period_end)}`}
      description={
        s.status === 'paid'
          ? `Paid on ${formatDate(s.paid_on)} · reference ${s.reference ?? '—'}${s.paid_by ? ` · by ${s.paid_by}` : ''}`
          : 'Not paid yet'
      }
      actions={
        <Group gap="xs">
          <Badge color={s.status === 'paid' ? 'green' : 'orange'} variant="light" size="lg">
            {s.status === 'paid' ? 'Paid' : 'Unpaid'}
          </Badge>
          <DownloadButton icon={IconFileTypePdf} onDownload={() => downloadSettlementPdf(s)}>
            Download PDF
          </DownloadButton>
          {s.status === 'unpaid' ? (
            <IconButton icon={IconCash} onClick={() => setPaying(true)}>
              Mark paid
            </IconButton>
          ) : null}
        </Group>
      }
    >
      <DataTable
        label="Settlement loads"
        columns={lineColumns(s.lines, timeZone)}
        rows={s.lines}
        getRowKey={(l) => l.load_id}
        emptyTitle="No approved deliveries in this period"
        dense
      />
      <Section title="Advances and deductions" withDivider>
        <DataTable
          label="Advances and deductions"
          columns={adjustmentColumns(timeZone)}
          rows={s.adjustments}
          emptyTitle="No advances or deductions"
          minWidth={600}
          dense
        />
      </Section>
      <Section title="Net pay" withDivider>
        <MathTable s={s} />
      </Section>
      <PaySettlementModal
        settlement={s}
        version={version}
        opened={paying && !paid}
        onClose={() => setPaying(false)}
      />
    </PageCard>
  );
}
