import { Table, type TableProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { headCells, TableHead } from './table-head';

/** A short table within a record's page (not a list page): its column headers, then the rows given. */
export function SmallTable({
  headers,
  children,
  ...tableProps
}: TableProps & { headers: string[]; children: ReactNode }) {
  return (
    <Table verticalSpacing={4} {...tableProps}>
      <TableHead cells={headCells(headers)} />
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/** What stands instead of such a table while it loads, or when it has no row. */
export function DimmedNote({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
