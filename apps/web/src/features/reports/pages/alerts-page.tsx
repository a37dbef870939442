import {
  ALERT_KIND_NAMES,
  REPORT_STATUS,
  REPORT_STATUS_NAMES,
  REPORT_TYPE,
  type ReportComment,
  type ReportDetail,
  type ReportStatusId,
} from '@fletx/contract/reports';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { InfoField as Field } from '../../../components/cards/info-field';
import { PageCard } from '../../../components/cards/page-card';
import { useRequiredComment } from '../../../components/form/use-required-comment';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { popupOutcome } from '../../../components/mutations/popup-outcome';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { formatDateTime } from '../../../lib/format';
import { useReport } from '../api/get-report';
import { type ReportAction, useReportAction } from '../api/report-actions';
import { ReportMap } from '../components/report-map';

const statusName = (id: number | null) =>
  id === null ? '—' : (REPORT_STATUS_NAMES[id as ReportStatusId] ?? id);

const commentColumns: ReadonlyArray<DataTableColumn<ReportComment>> = [
  { key: 'when', header: 'Time and Date', render: (c) => formatDateTime(c.created_at), width: 170 },
  { key: 'who', header: 'By', render: (c) => c.author_name, width: 160 },
  { key: 'comment', header: 'Comment', render: (c) => c.comment },
  {
    key: 'status',
    header: 'Status',
    render: (c) =>
      c.status_from === c.status_to
        ? statusName(c.status_to)
        : `${statusName(c.status_from)} → ${statusName(c.status_to)}`,
    width: 200,
  },
];

function Actions({ report }: { report: ReportDetail }) {
  const action = useReportAction();
  const comment = useRequiredComment();
  const [status, setStatus] = useState<string | null>(null);
  const [decision, setDecision] = useState<'accept' | 'reject' | null>(null);
  const resolved = report.status_report_id === REPORT_STATUS.resolved;
  const cancellation = report.report_type_id === REPORT_TYPE.cancellation;
  const next = Object.entries(REPORT_STATUS_NAMES)
    .filter(
      ([id]) =>
        Number(id) > report.status_report_id && !(cancellation && Number(id) === REPORT_STATUS.resolved),
    )
    .map(([value, label]) => ({ value, label }));

  const run = (a: ReportAction) =>
    action.mutate(
      a,
      popupOutcome(() => {
        comment.clear();
        setStatus(null);
        setDecision(null);
      }),
    );
  const textarea = <Textarea label="Comment" autosize minRows={2} {...comment.field} />;
  return (
    <Stack gap="sm">
      {textarea}
      <Group align="flex-end" gap="sm">
        <Select
          label="Move status to"
          placeholder={next.length ? 'Keep the status' : 'No further status'}
          data={next}
          value={status}
          onChange={setStatus}
          clearable
          disabled={next.length === 0}
          w={220}
        />
        <Button
          loading={action.isPending && decision === null}
          onClick={() =>
            comment.submit((text) =>
              run({
                kind: 'comment',
                id: report.id,
                body: { comment: text, ...(status ? { status: Number(status) as 1 | 2 | 3 } : {}) },
              }),
            )
          }
        >
          Add comment
        </Button>
        {cancellation && !resolved && (
          <>
            <Button color="red" onClick={() => setDecision('accept')}>
              Accept cancellation
            </Button>
            <Button variant="default" onClick={() => setDecision('reject')}>
              Reject cancellation
            </Button>
          </>
        )}
      </Group>
      <Modal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={decision === 'accept' ? 'Accept the cancellation request' : 'Reject the cancellation request'}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {decision === 'accept'
              ? 'The load will be cancelled. The comment is kept with the report and the load history.'
              : 'The load goes back to the status it had before the request.'}
          </Text>
          {textarea}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDecision(null)}>
              Back
            </Button>
            <Button
              color={decision === 'accept' ? 'red' : 'blue'}
              loading={action.isPending}
              onClick={() =>
                comment.submit((text) => decision && run({ kind: decision, id: report.id, comment: text }))
              }
            >
              {decision === 'accept' ? 'Accept cancellation' : 'Reject cancellation'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function ReportView({ report }: { report: ReportDetail }) {
  return (
    <>
      <PageCard
        title={`${report.report_type_name} #${report.id}`}
        actions={
          <Badge
            size="lg"
            variant="light"
            color={
              report.status_report_id === 3 ? 'green' : report.status_report_id === 2 ? 'blue' : 'yellow'
            }
          >
            {report.status_name}
          </Badge>
        }
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <Field label="Load">
                <Anchor component={Link} to={paths.app.loadDetails.getHref(report.loadbook_id)} size="sm">
                  {report.id_number}
                </Anchor>
              </Field>
              <Field label="Driver">{report.driver_name}</Field>
              <Field label="Type">
                {report.report_type_name}
                {report.kind ? ` · ${ALERT_KIND_NAMES[report.kind]}` : ''}
              </Field>
              <Field label="Created">{formatDateTime(report.created_at)}</Field>
              <Field label="Last change">
                {report.modified_by ? `${report.modified_by}, ${formatDateTime(report.modified_at)}` : '—'}
              </Field>
              <Field label="Place">
                {report.lat === null || report.lon === null
                  ? 'Not sent'
                  : `${report.lat.toFixed(4)}, ${report.lon.toFixed(4)}`}
              </Field>
            </SimpleGrid>
            <Field label="Report">{report.text}</Field>
          </Stack>
          <ReportMap lat={report.lat} lon={report.lon} label={report.id_number} />
        </SimpleGrid>
      </PageCard>
      <PageCard title="Comments and actions">
        <Stack gap="md">
          <DataTable
            label="Comments and actions"
            columns={commentColumns}
            rows={report.comments}
            emptyTitle="No comments yet"
            emptyMessage="Add the first comment and move the status when work starts."
          />
          <Actions report={report} />
        </Stack>
      </PageCard>
    </>
  );
}

export function AlertsPage() {
  const id = useIdParam();
  const query = useReport(id);
  return (
    <ContentLayout title="Alert" backTo={paths.app.reports.getHref()}>
      <ChosenRecord what="report" chosen={id !== 0} from="the reports list" query={query}>
        {({ data }) => <ReportView report={data} />}
      </ChosenRecord>
    </ContentLayout>
  );
}
