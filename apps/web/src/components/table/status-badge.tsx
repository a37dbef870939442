import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusBadgeProps = Omit<BadgeProps, 'children'> & { children: ReactNode };

/** The light, small badge of a status column (a wide label is never cut at the badge's edge). */
export function StatusBadge({ children, ...badgeProps }: StatusBadgeProps) {
  return (
    <Badge variant="light" size="sm" style={{ overflow: 'visible' }} {...badgeProps}>
      {children}
    </Badge>
  );
}
