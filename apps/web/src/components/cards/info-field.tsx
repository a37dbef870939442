import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EMPTY_VALUE } from '../../lib/format';

export type InfoFieldProps = {
  label: string;
  children?: ReactNode;
  /** Shown for an empty value (null, undefined or empty text); a dash unless told. */
  fallback?: ReactNode;
};

/** One read-only value with its label above it: the one label/value of every detail page. */
export function InfoField({ label, children, fallback = EMPTY_VALUE }: InfoFieldProps) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {empty ? fallback : children}
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
