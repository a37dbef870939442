import { type IftaReport, isQuarterOver, QUARTERS, quarterOf } from '@fletx/contract/ifta';
import { jurisdictionName } from '@fletx/contract/jurisdictions';
import { can } from '@fletx/contract/roles';
import { Alert, Badge, Button, Group, List, Select, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { DownloadButton } from '../../../components/buttons/download-button';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { popupOutcome } from '../../../components/mutations/popup-outcome';
import { headCells, TableHead } from '../../../components/table/table-head';
import { useCarrierToday } from '../../../hooks/use-carrier-time-zone';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useIftaReport, useQuarterState } from '../api/fuel-api';
import { IftaRates } from '../components/ifta-rates';

// The UTC year is the carrier's or the one after (the US zones are behind UTC): the list holds the carrier's.
const YEARS = Array.from({ length: 6 }, (_, i) => String(new Date().getUTCFullYear() - i));
/** Absent, the quarter is the carrier's current one (its day, docs/decisions/0070-carriers-day.md). */
const IFTA_PARAMS = {
  year: listParam.oneOf<string>(YEARS, ''),
  quarter: listParam.oneOf<string>(['1', '2', '3', '4'], ''),
};

const whole = (n: number) => n.toLocaleString('en-US');
/** A tax: a credit negative, as all money is written (docs/product.md "Money on screens and papers"). */
const money = (n: number | null) => (n === null ? 'no rate' : formatMoney(n));

const DAY_MS = 86_400_000;

/**
 * An open quarter: how near its return is (the bell warns 30 and 7 days before), or that it is past due; counted
 * from the carrier's day, as the bell counts.
 */
function OpenBadge({ dueOn, today }: { dueOn: string; today: string }) {
  const days = Math.round((Date.parse(dueOn) - Date.parse(today)) / DAY_MS);
  if (days < 0) return <Badge color="red">Open · return past due</Badge>;
  if (days <= 30) return <Badge color="orange">Open · return due in {days} days</Badge>;
  return <Badge color="green">Open</Badge>;
}

/** The schedule's columns, figures on the right. */
const SCHEDULE_HEADS = headCells([
  'Jurisdiction',
  'Total miles',
  'Taxable miles',
  'Taxable gal',
  'Tax-paid gal',
  'Net gal',
  'Rate',
  'Tax due (credit)',
]).map((cell, i) => (i === 0 ? cell : { ...cell, align: 'right' as const }));

/** The jurisdictions table with its totals, as the return's schedule lists them. */
function Schedule({ report }: { report: IftaReport }) {
  return (
    <Table striped withTableBorder aria-label="IFTA jurisdictions">
      <TableHead cells={SCHEDULE_HEADS} />
      <Table.Tbody>
        {report.jurisdictions.map((j) => (
          <Table.Tr key={j.code}>
            <Table.Td>
              {j.code} {jurisdictionName(j.code)} {j.ifta ? null : <Badge variant="light">non-IFTA</Badge>}
            </Table.Td>
            <Table.Td ta="right">{whole(j.miles)}</Table.Td>
            {/* Every mile counted is taxable (no toll-road or off-highway miles are kept apart), as on the PDF. */}
            <Table.Td ta="right">{whole(j.miles)}</Table.Td>
            <Table.Td ta="right">{whole(j.taxableGallons)}</Table.Td>
            <Table.Td ta="right">{whole(j.paidGallons)}</Table.Td>
            <Table.Td ta="right">{whole(j.netGallons)}</Table.Td>
            <Table.Td ta="right">{j.rate === null ? '—' : `$${j.rate.toFixed(4)}`}</Table.Td>
            <Table.Td ta="right" c={j.tax === null && j.ifta ? 'red' : undefined}>
              {j.ifta ? money(j.tax) : '—'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td>Totals</Table.Td>
          <Table.Td ta="right">{whole(report.totalMiles)}</Table.Td>
          <Table.Td ta="right">{whole(report.totalMiles)}</Table.Td>
          <Table.Td />
          <Table.Td ta="right">{whole(report.totalGallons)}</Table.Td>
          <Table.Td />
          <Table.Td />
          <Table.Td ta="right">{money(report.totalTax)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** The IFTA screen (docs/product.md "IFTA"): the quarter's report, its gaps, rates, closing, CSV and PDF. */
export function IftaPage() {
  const { values, set } = useListParams(IFTA_PARAMS);
  const today = useCarrierToday();
  const current = quarterOf(today);
  const quarter = {
    year: Number(values.year || current.year),
    quarter: Number(values.quarter || current.quarter),
  };
  const report = useIftaReport(quarter);
  const state = useQuarterState();
  const role = useSession().user?.role;
  const mayClose = can(role, 'manageInvoices');
  const mayReopen = can(role, 'manageUsers');
  const data = report.data?.data;
  const name = `ifta-${quarter.year}-q${quarter.quarter}`;
  const change = (action: 'close' | 'reopen') => state.mutate({ ...quarter, action }, popupOutcome());
  return (
    <ContentLayout title="IFTA">
      <Stack gap="md">
        <Group align="flex-end">
          <Select
            label="Year"
            data={YEARS}
            value={String(quarter.year)}
            onChange={(y) => y && set({ year: y })}
            w={110}
            allowDeselect={false}
          />
          <Select
            label="Quarter"
            data={QUARTERS.map((q) => ({ value: String(q), label: `Q${q}` }))}
            value={String(quarter.quarter)}
            onChange={(q) => q && set({ quarter: q })}
            w={110}
            allowDeselect={false}
          />
          <DownloadButton
            icon={IconFileTypeCsv}
            onDownload={() => downloadApiFile('/ifta', `${name}.csv`, { ...quarter, format: 'csv' })}
          >
            Download CSV
          </DownloadButton>
          <DownloadButton
            icon={IconFileTypePdf}
            onDownload={() => downloadApiFile('/ifta', `${name}.pdf`, { ...quarter, format: 'pdf' })}
          >
            Download PDF
          </DownloadButton>
          {/* A quarter is closed once it has ended (the API refuses it before). */}
          {data && !data.closed && mayClose && isQuarterOver(quarter.year, quarter.quarter, today) ? (
            <Button onClick={() => change('close')} loading={state.isPending}>
              Close quarter
            </Button>
          ) : null}
          {data?.closed && mayReopen ? (
            <Button variant="default" onClick={() => change('reopen')} loading={state.isPending}>
              Reopen quarter
            </Button>
          ) : null}
        </Group>
        {report.error ? <Alert color="red">{getErrorMessage(report.error)}</Alert> : null}
        {data ? (
          <PageCard title={`Q${data.quarter} ${data.year} · return due ${formatDate(data.dueOn)}`}>
            <Stack gap="sm">
              <Group gap="lg">
                <Text fw={600}>Fleet MPG: {data.fleetMpg === null ? '—' : data.fleetMpg.toFixed(2)}</Text>
                <Text>Total miles: {whole(data.totalMiles)}</Text>
                <Text>Total gallons: {whole(data.totalGallons)}</Text>
                <Text fw={600}>Tax: {money(data.totalTax)}</Text>
                {data.closed ? (
                  <Badge color="gray">Closed {data.closedAt ? formatDateTime(data.closedAt) : ''}</Badge>
                ) : (
                  <OpenBadge dueOn={data.dueOn} today={today} />
                )}
              </Group>
              {data.warnings.length > 0 ? (
                <Alert color="yellow" title="To review before filing" aria-label="Warnings">
                  <List size="sm">
                    {data.warnings.map((w) => (
                      <List.Item key={w}>{w}</List.Item>
                    ))}
                  </List>
                </Alert>
              ) : null}
              <Schedule report={data} />
              {data.gaps.length > 0 ? (
                <PageCard title="Gaps to review (not counted)">
                  <List size="sm" aria-label="Gaps">
                    {data.gaps.map((g) => (
                      <List.Item key={`${g.loadId}-${g.from}`}>
                        Truck {g.truckNumber ?? `#${g.truckId}`}, load #{g.loadId}: {formatDateTime(g.from)}{' '}
                        to {formatDateTime(g.to)} · {whole(g.miles)} mi straight line
                        {g.suggestedMiles === null ? '' : ` (route ${whole(g.suggestedMiles)} mi)`}
                      </List.Item>
                    ))}
                  </List>
                </PageCard>
              ) : null}
            </Stack>
          </PageCard>
        ) : null}
        <IftaRates
          quarter={quarter}
          codes={data?.jurisdictions.filter((j) => j.ifta).map((j) => j.code) ?? []}
        />
      </Stack>
    </ContentLayout>
  );
}
