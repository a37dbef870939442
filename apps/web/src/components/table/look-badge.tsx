import { Badge } from '@mantine/core';

/** How a state reads and looks: its label and its badge's color. */
export type Look = { label: string; color: string };

/** A state's light badge, named and colored as its look says (a schedule's, a defect's, a compliance item's). */
export function LookBadge({ look }: { look: Look }) {
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
