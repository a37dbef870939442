import { Table } from '@mantine/core';
import { type HeadCell, headingStyle } from './table-heading';

export { type HeadCell, headCells } from './table-heading';

/**
 * The heading row of a Mantine table (a record's small tables, the IFTA schedule, the tracking panel), with
 * the lists' look (`headingStyle`). The lists' own tables (data-table.tsx) are plain HTML.
 */
export function TableHead({ cells }: { cells: ReadonlyArray<HeadCell> }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {cells.map((cell) => (
          <Table.Th key={cell.key} className={cell.className} style={headingStyle(cell)}>
            {cell.header}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
