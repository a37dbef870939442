import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
