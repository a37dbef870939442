import { Text } from '@mantine/core';

/** A table cell's text in bold: a totals row's, a total column's. */
export function BoldText({ children }: { children: string }) {
  return (
    <Text size="sm" fw={700} span>
      {children}
    </Text>
  );
}
