import { useNavigate } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { useSavedThenBack } from '../../../hooks/use-saved-then-back';
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
  return (
    <ContentLayout title="Edit booking" backTo={back}>
      <ChosenRecord what="booking" chosen={id !== 0} query={booking}>
        {({ data }) => (
          <BookingForm
            key={data.updatedAt}
            defaultValues={toBookingFormValues(data)}
            currentBroker={{ id: data.loadBrokerId, name: data.companyName }}
            submitLabel="Update booking"
            submitting={update.isPending}
            onSubmit={(values) => update.mutate({ id, body: values }, saved)}
            onCancel={() => navigate(back)}
          />
        )}
      </ChosenRecord>
    </ContentLayout>
  );
}
