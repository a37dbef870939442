import { Group, Paper, type PaperProps, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode, Ref } from 'react';

export type PageCardProps = Omit<PaperProps, 'title'> & {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons and inputs on the right of the title (e.g. Search, New user). */
  actions?: ReactNode;
  children?: ReactNode;
  /** The card's element (passed on to the Paper), e.g. to bring it into view. */
  ref?: Ref<HTMLDivElement>;
};

/** The white card every list and form of a page sits in. Its title is an <h2>. */
export function PageCard({ title, description, actions, children, ...paperProps }: PageCardProps) {
  const titleId = useId();
  const hasHeader = Boolean(title || description || actions);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={title ? titleId : undefined}
      {...paperProps}
    >
      <Stack gap="md">
        {hasHeader ? (
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2}>
              {title ? (
                <Title order={2} size="h4" id={titleId}>
                  {title}
                </Title>
              ) : null}
              {description ? (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              ) : null}
            </Stack>
            {actions ? (
              <Group gap="xs" wrap="wrap">
                {actions}
              </Group>
            ) : null}
          </Group>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
