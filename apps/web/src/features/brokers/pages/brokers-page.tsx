import { IconBriefcase } from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';

export function BrokersPage() {
  return (
    <ContentLayout title="Brokers">
      <EmptyStateCard title="Brokers" icon={<IconBriefcase size={26} aria-hidden />} />
    </ContentLayout>
  );
}
