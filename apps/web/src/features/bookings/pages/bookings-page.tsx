import { IconCalendarEvent } from '@tabler/icons-react';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';

export function BookingsPage() {
  return (
    <ContentLayout title="Bookings">
      <EmptyStateCard title="Bookings" icon={<IconCalendarEvent size={26} aria-hidden />} />
    </ContentLayout>
  );
}
