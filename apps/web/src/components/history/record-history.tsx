import {
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  auditActionLabels,
  auditEntityNouns,
} from '@fletx/contract/audit';
import { can } from '@fletx/contract/roles';
import { Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAuditHistory } from '../../lib/audit';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { PageCard } from '../cards/page-card';
import { DataTable, type DataTableColumn, pagedTableProps } from '../table/data-table';
import { NowrapText } from '../table/nowrap-text';
import { auditValueText, fieldLabel } from './audit-format';

const ACTION_COLORS: Record<AuditAction, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  status: 'violet',
  money: 'yellow',
};

/** What happened: the summary, then each changed field as `Field: before → after`. */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap={2}>
      {entry.summary ? <Text size="sm">{entry.summary}</Text> : null}
      {entry.changes.map((change) => (
        <Text key={change.field} size="xs" data-testid="history-change">
          <Text span fw={600} size="xs">
            {fieldLabel(change.field)}
          </Text>
          {': '}
          <Text span c="dimmed" size="xs">
            {auditValueText(change.before)}
          </Text>
          {' → '}
          <Text span size="xs">
            {auditValueText(change.after)}
          </Text>
        </Text>
      ))}
      {!entry.summary && entry.changes.length === 0 ? (
        <Text size="xs" c="dimmed">
          No field details
        </Text>
      ) : null}
    </Stack>
  );
}

const columns: ReadonlyArray<DataTableColumn<AuditEntry>> = [
  {
    key: 'at',
    header: 'When',
    width: 130,
    render: (entry) => <NowrapText>{formatDateTime(entry.at, { seconds: false })}</NowrapText>,
  },
  { key: 'who', header: 'Who', width: 170, render: (entry) => entry.actorName },
  {
    key: 'action',
    header: 'Action',
    width: 130,
    render: (entry) => (
      <Badge variant="light" color={ACTION_COLORS[entry.action]} size="sm" radius="sm">
        {auditActionLabels[entry.action]}
      </Badge>
    ),
  },
  { key: 'details', header: 'Changes', render: (entry) => <EntryDetails entry={entry} /> },
];

function HistoryTable({ entityType, entityId }: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  const history = useAuditHistory(entityType, entityId, page);
  return (
    <PageCard
      title="History"
      description={`Who changed this ${auditEntityNouns[entityType]}, and what, newest first.`}
    >
      <DataTable
        label="History"
        columns={columns}
        {...pagedTableProps(history, page, setPage)}
        emptyTitle="No changes recorded yet"
        minWidth={640}
        skeletonRows={3}
        dense
      />
    </PageCard>
  );
}

export type RecordHistoryProps = { entityType: AuditEntityType; entityId: number };

/**
 * The History panel of one record (docs/product.md "Audit trail"): its audit entries, newest first, a page at
 * a time. Shown only to the roles that may read the audit trail (Carriers and Admin users).
 */
export function RecordHistory({ entityType, entityId }: RecordHistoryProps) {
  const { user } = useSession();
  if (!can(user?.role, 'viewAudit')) return null;
  return <HistoryTable key={`${entityType}:${entityId}`} entityType={entityType} entityId={entityId} />;
}
