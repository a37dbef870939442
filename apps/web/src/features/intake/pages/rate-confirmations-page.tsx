import { INTAKE_STATUSES, type IntakeStatus } from '@fletx/contract/intake';
import { Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { ImportRateConfirmationButton } from '../../../components/intake/import-button';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DataTable, tableQueryState } from '../../../components/table/data-table';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { useDrafts } from '../api/get-drafts';
import { draftColumns } from '../components/drafts-table';
import { STATUS_LABELS } from '../components/intake-status-badge';

/** The inbox's URL: `?status=parsed&page=2`. */
const DRAFT_LIST = {
  status: listParam.oneOf<IntakeStatus | ''>(['', ...INTAKE_STATUSES], ''),
  page: listParam.page(),
};

const STATUS_FILTER = [
  { value: '', label: 'All' },
  ...INTAKE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const isStatus = (value: string): value is IntakeStatus =>
  (INTAKE_STATUSES as ReadonlyArray<string>).includes(value);

/**
 * /fletx/rate-confirmations (docs/product.md "Rate confirmations"): every rate confirmation uploaded or mailed
 * in, newest first, with what was read from it; a draft being read shows once read.
 */
export function RateConfirmationsPage() {
  const { values, set } = useListParams(DRAFT_LIST);
  const list = useDrafts(values);
  const page = list.data?.data;
  return (
    <ContentLayout title="Rate confirmations">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm" gap="sm">
          <SegmentedControl
            aria-label="Status"
            value={values.status}
            onChange={(value) => set({ status: isStatus(value) ? value : '' })}
            data={STATUS_FILTER}
          />
          <ImportRateConfirmationButton variant="filled" />
        </Group>
        <DataTable
          label="Rate confirmations"
          columns={draftColumns}
          rows={page?.items}
          {...tableQueryState(list)}
          pagination={{
            page: values.page,
            onPageChange: (next) => set({ page: next }),
            total: page?.total,
            pageSize: page?.take,
          }}
          emptyTitle={values.status ? 'No rate confirmations with this status' : 'No rate confirmations yet'}
          emptyMessage={
            <Text span size="sm">
              Import a broker's rate confirmation (PDF or picture), or mail it to the intake mailbox.
            </Text>
          }
          dense
        />
      </Paper>
    </ContentLayout>
  );
}
