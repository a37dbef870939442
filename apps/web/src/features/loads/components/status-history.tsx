import type { LoadHistoryEntry } from '@fletx/contract/load-responses';
import { Text } from '@mantine/core';
import { Section } from '../../../components/cards/section';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { formatDateTime } from '../../../lib/format';
import { LoadStatusBadge } from './load-status-badge';

const ACTION_NAMES: Readonly<Record<string, string>> = {
  create: 'Created',
  confirm: 'Confirmed',
  decline: 'Declined',
  cancel: 'Cancelled',
  endService: 'Service ended',
  approveDelivery: 'Delivery approved',
  reassign: 'Given another driver',
  acceptCancellation: 'Cancellation accepted',
  rejectCancellation: 'Cancellation rejected',
  accept: 'Accepted by the driver',
  refuse: 'Refused by the driver',
  advance: 'Driver update',
  requestCancellation: 'Cancellation requested',
};

const COLUMNS: DataTableColumn<LoadHistoryEntry>[] = [
  { key: 'at', header: 'Time and date', width: 170, render: (h) => formatDateTime(h.changed_at) },
  { key: 'action', header: 'Action', render: (h) => ACTION_NAMES[h.action] ?? h.action },
  {
    key: 'to',
    header: 'Status',
    render: (h) => <LoadStatusBadge id={h.to_status_id} name={h.to_status_name} />,
  },
  { key: 'by', header: 'Who', render: (h) => h.changed_by_name },
  {
    key: 'comment',
    header: 'Comment',
    render: (h) =>
      h.comment ? (
        h.comment
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ),
  },
];

/** Every status change of the load, newest first (the server keeps it append-only). */
export function StatusHistory({ history }: { history: ReadonlyArray<LoadHistoryEntry> }) {
  return (
    <Section title="Status history" description="Every change, with who made it and why.">
      <DataTable
        label="Status history"
        columns={COLUMNS}
        rows={[...history].reverse()}
        emptyTitle="No changes yet."
        minWidth={720}
      />
    </Section>
  );
}
