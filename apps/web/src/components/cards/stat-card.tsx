import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EMPTY_VALUE, formatCount } from '../../lib/format';

export type StatCardProps = {
  label: string;
  /** A number is shown with thousands separators; undefined shows a dash. */
  value: number | string | undefined;
  loading?: boolean;
  icon?: ReactNode;
  color?: string;
  /** A short line under the value. */
  hint?: ReactNode;
};

/** A summary count card (e.g. 'Drivers created', 'Active trucks'). */
export function StatCard({ label, value, loading = false, icon, color = 'indigo', hint }: StatCardProps) {
  const labelId = useId();
  const shown = typeof value === 'number' ? formatCount(value) : (value ?? EMPTY_VALUE);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={labelId}
      aria-busy={loading}
      data-testid="stat-card"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" lineClamp={2}>
            {label}
          </Text>
          {loading ? (
            <Skeleton height={26} width={64} radius="sm" data-testid="stat-card-loading" />
          ) : (
            <Text fz={24} fw={700} lh={1.1} data-testid="stat-card-value">
              {shown}
            </Text>
          )}
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {icon ? (
          <ThemeIcon variant="light" color={color} size={38} radius="md">
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
    </Paper>
  );
}

export type StatCardsItem = Omit<StatCardProps, 'icon' | 'loading'> & { icon: TablerIcon; loading?: boolean };

/** A row of three summary count cards above a list; `loading` is each card's unless it says its own. */
export function StatCards({ loading, cards }: { loading: boolean; cards: ReadonlyArray<StatCardsItem> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {cards.map(({ icon: Icon, ...card }) => (
        <StatCard key={card.label} loading={loading} {...card} icon={<Icon size={20} aria-hidden />} />
      ))}
    </SimpleGrid>
  );
}
