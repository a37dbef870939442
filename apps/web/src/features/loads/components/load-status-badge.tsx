import { Badge } from '@mantine/core';

/** One colour per status family: waiting (gray/yellow), on the road (blue), done (teal), stopped (red). */
const STATUS_COLORS: Readonly<Record<number, string>> = {
  1: 'red',
  2: 'indigo',
  3: 'orange',
  4: 'blue',
  5: 'blue',
  6: 'blue',
  7: 'blue',
  8: 'blue',
  9: 'blue',
  10: 'cyan',
  11: 'teal',
  12: 'green',
  13: 'gray',
  14: 'red',
  15: 'yellow',
  16: 'grape',
};

export function LoadStatusBadge({ id, name }: { id: number; name: string }) {
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[id] ?? 'gray'}
      size="sm"
      styles={{ root: { overflow: 'visible', whiteSpace: 'nowrap' }, label: { overflow: 'visible' } }}
    >
      {name}
    </Badge>
  );
}
