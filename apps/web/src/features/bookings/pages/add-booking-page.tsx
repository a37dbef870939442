import { useNavigate } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';
import { useSavedThenBack } from '../../../hooks/use-saved-then-back';
import { useCreateBooking } from '../api/create-booking';
import { BookingForm, toBookingFormValues } from '../components/booking-form';

export function AddBookingPage() {
  const navigate = useNavigate();
  const create = useCreateBooking();
  const back = paths.app.bookings.getHref();
  const saved = useSavedThenBack(back);
  return (
    <ContentLayout title="Create booking" backTo={back}>
      <BookingForm
        defaultValues={toBookingFormValues()}
        submitLabel="Create booking"
        submitting={create.isPending}
        onSubmit={(body) => create.mutate(body, saved)}
        onCancel={() => navigate(back)}
      />
    </ContentLayout>
  );
}
