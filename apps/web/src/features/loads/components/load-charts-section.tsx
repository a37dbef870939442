import { can } from '@fletx/contract/roles';
import { Collapse, Group, Loader, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useStoredFlag } from '../../../hooks/use-stored-flag';
import { useSession } from '../../../lib/session';

/** The charts come with their own chunk (recharts), fetched the first time the section opens. */
const LoadCharts = lazy(() => import('./load-charts'));

/**
 * The Loads page's 'Charts' (docs/product.md "Load charts"): one thin bar, closed by default (the choice is
 * remembered); open, loads by status and, for Carriers and Admin users, revenue per week.
 */
export function LoadChartsSection() {
  const { user } = useSession();
  const [opened, toggle] = useStoredFlag('fletx.loads.charts-open', false);
  return (
    <Paper withBorder radius="md" px="md" py={6}>
      <UnstyledButton onClick={toggle} aria-expanded={opened} w="100%">
        <Group justify="space-between" gap="xs">
          <Group gap={8}>
            <IconChartBar size={16} aria-hidden />
            <Text size="sm" fw={600}>
              Charts
            </Text>
          </Group>
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        {opened ? (
          <Suspense fallback={<Loader size="sm" my="sm" aria-label="Loading the charts" />}>
            <div style={{ paddingTop: 8, paddingBottom: 6 }}>
              <LoadCharts withRevenue={can(user?.role, 'viewRevenue')} />
            </div>
          </Suspense>
        ) : null}
      </Collapse>
    </Paper>
  );
}
