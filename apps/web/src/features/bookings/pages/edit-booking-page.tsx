import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyStateCard } from '../../../components/cards/empty-state-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { useSavedThenBack } from '../../../hooks/use-saved-then-back';
import { getErrorMessage } from '../../../lib/api-client';
import { useBooking } from '../api/get-booking';
import { useUpdateBooking } from '../api/update-booking';
import { BookingForm, toBookingFormValues } from '../components/booking-form';

export function EditBookingPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const booking = useBooking(id);
  const update = useUpdateBooking();
  const back = paths.app.bookings.getHref();
  const saved = useSavedThenBack(back);

  let body: ReactNode;
  if (id === 0)
    body = <EmptyStateCard title="No booking chosen" description="Open a booking from the list." />;
  else if (booking.isPending) body = <Loader aria-label="Loading the booking" />;
  else if (booking.error)
    body = (
      <Alert color="red" title="The booking could not be loaded.">
        {getErrorMessage(booking.error)}
      </Alert>
    );
  else {
    const data = booking.data.data;
    body = (
      <BookingForm
        key={data.updatedAt}
        defaultValues={toBookingFormValues(data)}
        currentBroker={{ id: data.loadBrokerId, name: data.companyName }}
        submitLabel="Update booking"
        submitting={update.isPending}
        onSubmit={(values) => update.mutate({ id, body: values }, saved)}
        onCancel={() => navigate(back)}
      />
    );
  }
  return (
    <ContentLayout title="Edit booking" backTo={back}>
      {body}
    </ContentLayout>
  );
}
