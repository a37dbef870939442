import { IconChecklist } from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';

export function DeliveryApprovalPage() {
  return (
    <ContentLayout title="Delivery Approval">
      <EmptyStateCard title="Delivery Approval" icon={<IconChecklist size={26} aria-hidden />} />
    </ContentLayout>
  );
}
