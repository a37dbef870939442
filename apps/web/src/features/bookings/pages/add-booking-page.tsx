import { useNavigate } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { showError, showSuccess } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateBooking } from '../api/create-booking';
import { BookingForm, toBookingFormValues } from '../components/booking-form';

export function AddBookingPage() {
  const navigate = useNavigate();
  const create = useCreateBooking();
  const back = paths.app.bookings.getHref();
  return (
    <ContentLayout title="Create booking" backTo={back}>
      <BookingForm
        defaultValues={toBookingFormValues()}
        submitLabel="Create booking"
        submitting={create.isPending}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (response) => {
              showSuccess(response.message);
              navigate(back);
            },
            onError: (error) => showError(getErrorMessage(error)),
          })
        }
        onCancel={() => navigate(back)}
      />
    </ContentLayout>
  );
}
