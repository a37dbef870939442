import { IconContainer } from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';

export function TrailersPage() {
  return (
    <ContentLayout title="Trailers">
      <EmptyStateCard title="Trailers" icon={<IconContainer size={26} aria-hidden />} />
    </ContentLayout>
  );
}
