import { IconTruck } from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';

export function TrucksPage() {
  return (
    <ContentLayout title="Trucks">
      <EmptyStateCard title="Trucks" icon={<IconTruck size={26} aria-hidden />} />
    </ContentLayout>
  );
}
