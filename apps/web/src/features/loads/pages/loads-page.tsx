import { INPUT_DEBOUNCE_MS } from '@fletx/contract/constants';
import { Button, Group, TextInput } from '@mantine/core';
import {
  IconArchive,
  IconBan,
  IconHistory,
  IconPlus,
  IconSearch,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { StatCards } from '../../../components/cards/stat-card';
import { ImportRateConfirmationButton } from '../../../components/intake/import-button';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../hooks/use-list-params';
import { useCancelledCount, useLoadCounts } from '../api/get-load-counts';
import { LoadChartsSection } from '../components/load-charts-section';
import { LOADS_LIST, LoadsTable } from '../components/loads-table';

/**
 * The filters' controls (selects and date fields, with Mantine's overlay CSS) come after the page shows: they add
 * nothing to its first download (docs/performance.md "Session 36: the Loads list's filters").
 */
const LoadFilterBar = lazy(async () => {
  const [bar] = await Promise.all([
    import('../components/load-filter-bar'),
    import('../../../app/back-office-styles'),
  ]);
  return bar;
});

/** The filter bar's height while its code comes, so the tables below do not move when it shows. */
const FILTER_BAR_HEIGHT = 60;

export function LoadsPage() {
  const list = useListParams(LOADS_LIST, { debounceMs: INPUT_DEBOUNCE_MS / 2 });
  const counts = useLoadCounts();
  const cancelled = useCancelledCount();
  return (
    <ContentLayout title="Loads">
      <StatCards
        loading={counts.isPending}
        cards={[
          { label: 'Active loads', value: counts.data?.data.active, icon: IconTruckDelivery, color: 'blue' },
          { label: 'Finished jobs', value: counts.data?.data.inactive, icon: IconArchive, color: 'teal' },
          {
            label: 'Cancelled loads',
            value: cancelled.data?.data.count,
            loading: cancelled.isPending,
            icon: IconBan,
            color: 'red',
          },
        ]}
      />
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label="Search loads"
          placeholder="Search by load number, driver, broker or city"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.search.text}
          onChange={(event) => list.search.setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 420 }}
        />
        <Group gap="sm">
          <ImportRateConfirmationButton />
          <Button
            variant="default"
            component={Link}
            to={paths.app.addLoadDriver.getHref('old')}
            leftSection={<IconHistory size={16} aria-hidden />}
          >
            Create old load
          </Button>
          <Button
            component={Link}
            to={paths.app.addLoadDriver.getHref('new')}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Create new load
          </Button>
        </Group>
      </Group>
      <LoadChartsSection />
      <Suspense fallback={<div style={{ minHeight: FILTER_BAR_HEIGHT }} aria-busy="true" />}>
        <LoadFilterBar list={list} />
      </Suspense>
      <LoadsTable finished={false} list={list} />
      <LoadsTable finished list={list} />
    </ContentLayout>
  );
}
