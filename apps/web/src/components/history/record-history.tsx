import {
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  auditActionLabels,
  auditEntityNouns,
} from '@fletx/contract/audit';
import { can } from '@fletx/contract/roles';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { listParam, useListParams } from '../../hooks/use-list-params';
import { useAuditHistory } from '../../lib/audit';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { PageCard } from '../cards/page-card';
import { DataTable, type DataTableColumn, pagedTableProps } from '../table/data-table';
import { NowrapText } from '../table/nowrap-text';
import type { RecordNames } from './audit-fields';
import { type ShownChange, shownChanges } from './audit-format';

const ACTION_COLORS: Record<AuditAction, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  status: 'violet',
  money: 'yellow',
};

/** Changes listed in full up to this many; a longer list shows the first ones and a button for the rest. */
const SHOWN_CHANGES = 4;

function ChangeLine({ change, firstValue }: { change: ShownChange; firstValue: boolean }) {
  return (
    <Text size="xs" data-testid="history-change">
      <Text span fw={600} size="xs">
        {change.label}
      </Text>
      {': '}
      {firstValue ? null : (
        <>
          <Text span c="dimmed" size="xs">
            {change.before}
          </Text>
          {' → '}
        </>
      )}
      <Text span size="xs">
        {change.after}
      </Text>
    </Text>
  );
}

/**
 * What happened: the summary, then each changed field as `Field: before → after`, written as the app shows
 * that field elsewhere (audit-fields.ts declares them). A record's first values (its creation) are folded
 * under one button, and a long list shows its first changes only, so that one entry does not push the others
 * out of sight.
 */
function EntryDetails({ entry, names }: { entry: AuditEntry; names: RecordNames | undefined }) {
  const [open, setOpen] = useState(false);
  const firstValues = entry.action === 'create' || entry.changes.every((change) => change.before === null);
  const changes = shownChanges(entry.entityType, entry.changes, names);
  const folded = firstValues ? 0 : changes.length > SHOWN_CHANGES ? SHOWN_CHANGES - 1 : changes.length;
  const shown = open ? changes : changes.slice(0, folded);
  const hidden = changes.length - folded;
  return (
    <Stack gap={2} align="flex-start">
      {entry.summary ? <Text size="sm">{entry.summary}</Text> : null}
      {shown.map((change) => (
        <ChangeLine key={change.field} change={change} firstValue={firstValues} />
      ))}
      {hidden > 0 ? (
        <Button variant="subtle" size="compact-xs" px={0} onClick={() => setOpen((o) => !o)}>
          {open
            ? 'Show fewer'
            : firstValues
              ? `Show the ${hidden} ${hidden === 1 ? 'value' : 'values'} it started with`
              : `Show ${hidden} more ${hidden === 1 ? 'change' : 'changes'}`}
        </Button>
      ) : null}
      {!entry.summary && changes.length === 0 ? (
        <Text size="xs" c="dimmed">
          No field details
        </Text>
      ) : null}
    </Stack>
  );
}

/** The panel's columns; the changes name the records ids point to by `names`. */
const columnsWith = (names: RecordNames | undefined): ReadonlyArray<DataTableColumn<AuditEntry>> => [
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
  {
    key: 'details',
    header: 'Changes',
    render: (entry) => <EntryDetails entry={entry} names={names} />,
  },
];

/** The panel's page in the record's URL (`&historyPage=2`). */
const HISTORY = { historyPage: listParam.page([]) };

type HistoryTableProps = RecordHistoryProps & { page: number; setPage: (page: number) => void };

function HistoryTable({ entityType, entityId, names, onEntries, page, setPage }: HistoryTableProps) {
  const history = useAuditHistory(entityType, entityId, page);
  const entries = history.data?.data.items;
  useEffect(() => {
    if (entries) onEntries?.(entries);
  }, [entries, onEntries]);
  const columns = useMemo(() => columnsWith(names), [names]);
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
        alignTop
      />
    </PageCard>
  );
}

function PageInUrl(props: RecordHistoryProps) {
  const { values, set } = useListParams(HISTORY);
  return <HistoryTable {...props} page={values.historyPage} setPage={(next) => set({ historyPage: next })} />;
}

function PageInDialog(props: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  return <HistoryTable {...props} page={page} setPage={setPage} />;
}

export type RecordHistoryProps = {
  entityType: AuditEntityType;
  entityId: number;
  /**
   * In a dialog over a list (a schedule's or a fuel purchase's edit), the panel keeps its page to itself: the
   * address is the list's, and the next record opened starts at the first page.
   */
  inDialog?: boolean;
  /**
   * The names of the records the fields point to by id (audit-fields.ts `ref`), from lookups the page already
   * has: a fuel purchase's truck and driver.
   */
  names?: RecordNames;
  /** Told the entries of each page shown: the page reads the names of the records they point to. */
  onEntries?: (entries: ReadonlyArray<AuditEntry>) => void;
};

/** Whether the signed-in user sees History panels: the roles that may read the audit trail. */
export function useSeesHistory(): boolean {
  const { user } = useSession();
  return can(user?.role, 'viewAudit');
}

/**
 * The History panel of one record (docs/product.md "Audit trail"): its audit entries, newest first, a page at
 * a time. Shown only to the roles that may read the audit trail (Carriers and Admin users).
 */
export function RecordHistory(props: RecordHistoryProps) {
  const sees = useSeesHistory();
  if (!sees) return null;
  const Panel = props.inDialog ? PageInDialog : PageInUrl;
  return <Panel key={`${props.entityType}:${props.entityId}`} {...props} />;
}
