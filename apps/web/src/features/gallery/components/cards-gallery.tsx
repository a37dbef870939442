import { SimpleGrid, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconSteeringWheel,
  IconUserCheck,
} from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { PageCard } from '../../../components/cards/page-card';
import { Section } from '../../../components/cards/section';
import { StatCard } from '../../../components/cards/stat-card';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';

const SAMPLE_TIMESTAMP = '2025-03-07T14:05:09Z';

/** Summary cards, sections, the empty state and the display formats. */
export function CardsGallery() {
  return (
    <PageCard title="Cards" description="Summary counts above a list, titled sections inside a form.">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <StatCard label="Drivers created" value={128} icon={<IconSteeringWheel size={20} aria-hidden />} />
        <StatCard
          label="Drivers to be approved"
          value={7}
          color="orange"
          icon={<IconClock size={20} aria-hidden />}
        />
        <StatCard
          label="Active drivers"
          value={1045}
          color="teal"
          icon={<IconCircleCheck size={20} aria-hidden />}
        />
        <StatCard
          label="Rejected drivers"
          value={undefined}
          color="red"
          icon={<IconCircleX size={20} aria-hidden />}
        />
        <StatCard label="Inactive drivers" value={0} loading icon={<IconUserCheck size={20} aria-hidden />} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Display formats" withDivider>
          <Text size="sm">Date: {formatDate(SAMPLE_TIMESTAMP)}</Text>
          <Text size="sm">Date and time (UTC): {formatDateTime(SAMPLE_TIMESTAMP, { utc: true })}</Text>
          <Text size="sm">Money: {formatMoney('187.5')}</Text>
        </Section>
        <Section title="Empty state" withDivider>
          <EmptyStateCard title="Sample list" />
        </Section>
      </SimpleGrid>
    </PageCard>
  );
}
