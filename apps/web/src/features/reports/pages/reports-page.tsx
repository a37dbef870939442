import { IconReportAnalytics } from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';

export function ReportsPage() {
  return (
    <ContentLayout title="Reports">
      <EmptyStateCard title="Reports" icon={<IconReportAnalytics size={26} aria-hidden />} />
    </ContentLayout>
  );
}
