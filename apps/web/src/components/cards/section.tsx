import { Divider, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';

export type SectionProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or switches on the title line. */
  actions?: ReactNode;
  children?: ReactNode;
  /** A line above the section, to separate it from the one before. */
  withDivider?: boolean;
};

/** A titled group of fields inside a card (e.g. the sections of the driver form). Its title is an <h3>. */
export function Section({ title, description, actions, children, withDivider = false }: SectionProps) {
  const titleId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      {withDivider ? <Divider /> : null}
      <Stack gap={2}>
        <Title
          order={3}
          id={titleId}
          fz="xs"
          fw={700}
          tt="uppercase"
          c="dimmed"
          style={{ letterSpacing: '0.04em' }}
        >
          {title}
        </Title>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
      {children}
    </Stack>
  );
}
