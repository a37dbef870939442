import { IconSteeringWheel } from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';

export function DriversPage() {
  return (
    <ContentLayout title="Drivers">
      <EmptyStateCard title="Drivers" icon={<IconSteeringWheel size={26} aria-hidden />} />
    </ContentLayout>
  );
}
