import {
  COMPLIANCE_ENTITY_TYPES,
  COMPLIANCE_STATES,
  COMPLIANCE_WITHIN_CHOICES,
  type ComplianceEntityType,
  type ComplianceItem,
  type ComplianceState,
} from '@fletx/contract/compliance';
import { complianceLook, DUE_WORDS } from '@fletx/contract/due-states';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { IconAlertOctagon, IconCalendarDue, IconFileUnknown } from '@tabler/icons-react';
import { StatCards } from '../../../components/cards/stat-card';
import { dueBadgeLook } from '../../../components/compliance/due-badge-look';
import { ChoiceFilter } from '../../../components/form/choice-filter';
import { TypedSearchField } from '../../../components/form/search-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { CsvDownloadButton } from '../../../components/table/csv-download-button';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../../components/table/data-table';
import { LookBadge } from '../../../components/table/look-badge';
import { NowrapLink, NowrapText } from '../../../components/table/nowrap-text';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { formatDate } from '../../../lib/format';
import { useComplianceItems, useComplianceSummary } from '../api/get-compliance';

const RECORD_LABEL: Record<ComplianceEntityType, string> = {
  driver: 'Drivers',
  truck: 'Trucks',
  trailer: 'Trailers',
};

/** The summary's first card counts expired documents and overdue inspections and tasks alike. */
const PAST_DUE = `${DUE_WORDS.document.past} or ${DUE_WORDS.recurring.past.toLowerCase()}`;

const ENTITY_LABEL = { driver: 'Driver', truck: 'Truck', trailer: 'Trailer' } as const;

/** The State filter's choices: what the summary cards (and Today's figures) count. */
const STATE_LABEL: Record<ComplianceState, string> = {
  expired: PAST_DUE,
  expiring: 'Expiring or due',
  missing: DUE_WORDS.document.missing,
};

/** Days left; a maintenance task due by miles has no date: its due rule's words say how far ("Due in 400 mi"). */
const daysLeftText = (item: ComplianceItem) =>
  item.daysLeft === null
    ? (item.detail ?? '—')
    : item.daysLeft < 0
      ? `${-item.daysLeft} day${item.daysLeft === -1 ? '' : 's'} ago`
      : item.daysLeft === 0
        ? 'Today'
        : `${item.daysLeft} day${item.daysLeft === 1 ? '' : 's'}`;

const columns: ReadonlyArray<DataTableColumn<ComplianceItem>> = [
  {
    key: 'record',
    header: 'Record',
    render: (r) => <NowrapLink to={r.link}>{r.entityName}</NowrapLink>,
  },
  { key: 'type', header: 'Type', render: (r) => ENTITY_LABEL[r.entityType], width: 90 },
  { key: 'item', header: 'Item', render: (r) => <NowrapText>{r.label}</NowrapText> },
  {
    key: 'expires',
    header: 'Expires',
    render: (r) => (r.expiresOn ? formatDate(r.expiresOn) : '—'),
    width: 120,
  },
  { key: 'left', header: 'Days left', align: 'right', render: daysLeftText, width: 110 },
  {
    key: 'state',
    header: 'State',
    render: (r) => (
      <Group gap={6} wrap="nowrap">
        <LookBadge look={dueBadgeLook(complianceLook(r.item, r.state))} />
        {r.blocks ? (
          <Text size="xs" c="red" fw={600} style={{ whiteSpace: 'nowrap' }}>
            Blocks dispatch
          </Text>
        ) : null}
      </Group>
    ),
    // Room for the badge and 'Blocks dispatch' on one line (at 200 the badge was cut to 'EXPIR…').
    width: 240,
  },
];

const WITHIN = COMPLIANCE_WITHIN_CHOICES.map(String);

/** The screen's URL: `?search=…&entityType=truck&within=60&page=2`. */
const COMPLIANCE_LIST = {
  search: listParam.text(),
  page: listParam.page(),
  entityType: listParam.oneOf(['', ...COMPLIANCE_ENTITY_TYPES], ''),
  state: listParam.oneOf(['', ...COMPLIANCE_STATES], ''),
  within: listParam.oneOf(WITHIN, String(COMPLIANCE_WITHIN_CHOICES[0])),
};

/** The Compliance screen (docs/product.md "Compliance"): what is expired, expiring or missing. */
export function CompliancePage() {
  const { values, set, search } = useListParams(COMPLIANCE_LIST);
  const { entityType, state } = values;
  const within = Number(values.within);
  const list = useComplianceItems({ page: values.page, search: values.search, within, entityType, state });
  const summary = useComplianceSummary();
  const counts = summary.data?.data;
  return (
    <ContentLayout title="Compliance">
      <StatCards
        loading={summary.isPending}
        cards={[
          { label: PAST_DUE, value: counts?.expired, icon: IconAlertOctagon, color: 'red' },
          { label: 'Due in 30 days', value: counts?.expiringIn30, icon: IconCalendarDue, color: 'orange' },
          { label: DUE_WORDS.document.missing, value: counts?.missing, icon: IconFileUnknown, color: 'gray' },
        ]}
      />
      <Group gap="sm" align="flex-end">
        <TypedSearchField search={search} placeholder="Name, plate or item" w={260} />
        <ChoiceFilter
          label="Record"
          w={160}
          value={entityType}
          onChange={(next) => set({ entityType: next })}
          choices={COMPLIANCE_ENTITY_TYPES}
          labelOf={(t) => RECORD_LABEL[t]}
          all="All records"
        />
        <ChoiceFilter
          label="State"
          w={200}
          value={state}
          onChange={(next) => set({ state: next })}
          choices={COMPLIANCE_STATES}
          labelOf={(s) => STATE_LABEL[s]}
          all="All states"
        />
        <SegmentedControl
          aria-label="Expiring within"
          value={values.within}
          onChange={(value) => set({ within: value })}
          data={WITHIN.map((days) => ({ value: days, label: `${days} days` }))}
        />
        <CsvDownloadButton
          path="/compliance/"
          query={{ search: values.search, within, entityType, state }}
          fileName="compliance"
        />
      </Group>
      <DataTable
        label="Compliance items"
        columns={columns}
        getRowKey={(r) => `${r.entityType}-${r.entityId}-${r.item}`}
        {...pagedTableProps(list, values.page, (page) => set({ page }))}
        emptyTitle={values.search ? 'No item matches this search.' : 'Nothing needs attention'}
        emptyMessage={
          values.search
            ? "Search by a driver's name, a unit's number or plate, or an item."
            : 'No document is expired, missing or expiring in this period.'
        }
      />
    </ContentLayout>
  );
}
