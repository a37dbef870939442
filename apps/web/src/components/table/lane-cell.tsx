import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from './data-table';

/** A row's trip: where it is picked up and delivered. */
export type Lane = { fromCity: string; fromState: string; toCity: string; toState: string };

/**
 * Where a load or booking goes, in one column: the origin above, the destination below (docs/decisions/
 * 0040-color-scheme-and-table-widths.md: two place columns made the lists too wide for a laptop).
 */
export function laneColumn<T>(laneOf: (row: T) => Lane): DataTableColumn<T> {
  return {
    key: 'lane',
    header: 'Origin → destination',
    render: (row) => {
      const lane = laneOf(row);
      return (
        <Stack gap={0}>
          <Text size="sm">{`${lane.fromCity}, ${lane.fromState}`}</Text>
          <Text size="sm">{`→ ${lane.toCity}, ${lane.toState}`}</Text>
        </Stack>
      );
    },
  };
}
