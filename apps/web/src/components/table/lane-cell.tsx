import { Stack, Text } from '@mantine/core';

type Place = { city: string; state: string };

/**
 * Where a load or booking goes, in one cell: the origin above, the destination below (docs/decisions/
 * 0040-color-scheme-and-table-widths.md: two place columns made the lists too wide for a laptop).
 */
export function LaneCell({ from, to }: { from: Place; to: Place }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{`${from.city}, ${from.state}`}</Text>
      <Text size="sm">{`→ ${to.city}, ${to.state}`}</Text>
    </Stack>
  );
}

/** The header of a LaneCell column. */
export const LANE_HEADER = 'Origin → destination';
