import type { ImportRow } from '@fletx/contract/users';
import { Badge, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { useListPage } from '../../../hooks/use-list-search';
import { formatCount } from '../../../lib/format';

const PREVIEW_PAGE_SIZE = 25;

const dimmed = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

const columns: DataTableColumn<ImportRow>[] = [
  { key: 'line', header: 'Line', width: 56, render: (r) => r.line },
  {
    key: 'name',
    header: 'Name',
    render: (r) => `${r.first_name} ${r.last_name}`.trim() || dimmed('(no name)'),
  },
  { key: 'email', header: 'Email', render: (r) => r.email || dimmed('(no email)') },
  { key: 'role', header: 'Type of user', render: (r) => r.role || dimmed('(none)') },
  {
    key: 'code',
    header: 'Authentication code',
    render: (r) => dimmed(r.errors.length > 0 ? '—' : 'Sent by email on Save'),
  },
  {
    key: 'drivers',
    header: 'Assigned drivers',
    render: (r) => (r.assigned_drivers.length === 0 ? dimmed('None') : r.assigned_drivers.join(', ')),
  },
  {
    key: 'check',
    header: 'Check',
    width: 300,
    render: (r) =>
      r.errors.length === 0 ? (
        <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
          Ready
        </Badge>
      ) : (
        <List
          size="xs"
          c="var(--mantine-color-red-text)"
          spacing={2}
          icon={<IconAlertCircle size={14} aria-hidden />}
          center
        >
          {r.errors.map((error) => (
            <List.Item key={error}>{error}</List.Item>
          ))}
        </List>
      ),
  },
];

export type ImportPreviewTableProps = { rows: ImportRow[] };

/** The users read from the file, 25 a page, with what is wrong with each row; rows to fix can be shown alone. */
export function ImportPreviewTable({ rows }: ImportPreviewTableProps) {
  const [show, setShow] = useState<'all' | 'errors'>('all');
  const { page, setPage, fromPageOne } = useListPage();
  const toFix = rows.filter((r) => r.errors.length > 0);
  const shown = show === 'errors' ? toFix : rows;
  const pageRows = shown.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Badge variant="light" color="gray" size="lg">
            {formatCount(rows.length)} {rows.length === 1 ? 'user' : 'users'} in the file
          </Badge>
          {toFix.length > 0 ? (
            <Badge variant="light" color="red" size="lg">
              {formatCount(toFix.length)} {toFix.length === 1 ? 'row' : 'rows'} to fix
            </Badge>
          ) : (
            <Badge variant="light" color="teal" size="lg">
              All rows ready
            </Badge>
          )}
        </Group>
        {toFix.length > 0 ? (
          <SegmentedControl
            size="xs"
            aria-label="Rows shown"
            value={show}
            onChange={fromPageOne((value: string) => setShow(value === 'errors' ? 'errors' : 'all'))}
            data={[
              { value: 'all', label: 'All rows' },
              { value: 'errors', label: 'Rows to fix' },
            ]}
          />
        ) : null}
      </Group>
      <DataTable
        label="Users in the file"
        columns={columns}
        rows={pageRows}
        getRowKey={(r) => r.line}
        emptyTitle="No users in the file."
        pagination={{
          page,
          onPageChange: setPage,
          itemCount: shown.length,
          total: shown.length,
          pageSize: PREVIEW_PAGE_SIZE,
        }}
      />
    </Stack>
  );
}
