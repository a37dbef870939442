import { IconPackages } from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';

export function LoadsPage() {
  return (
    <ContentLayout title="Loads">
      <EmptyStateCard title="Loads" icon={<IconPackages size={26} aria-hidden />} />
    </ContentLayout>
  );
}
