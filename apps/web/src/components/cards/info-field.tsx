import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from '../../lib/format';

/** One read-only value with its label above it; nothing (null or empty text) shows a dash. */
export function InfoField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children === null || children === '' ? EMPTY_VALUE : children}
      </Text>
    </Stack>
  );
}

/** The grid of read-only values of a section: one column on phones, up to four on wide screens. */
export function InfoGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
