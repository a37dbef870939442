import { IconUsers } from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';

export function AdminUsersPage() {
  return (
    <ContentLayout title="Admin Users">
      <EmptyStateCard title="Admin Users" icon={<IconUsers size={26} aria-hidden />} />
    </ContentLayout>
  );
}
