import { RecordHistory } from '../../../components/history/record-history';
import { EditRecordPage } from '../../../components/layouts/edit-record-page';
import { paths } from '../../../config/paths';
import { useBooking } from '../api/get-booking';
import { useUpdateBooking } from '../api/update-booking';
import { BookingForm, toBookingFormValues } from '../components/booking-form';

export function EditBookingPage() {
  return (
    <EditRecordPage
      title="Edit booking"
      what="booking"
      back={paths.app.bookings.getHref()}
      useRecord={useBooking}
      useUpdate={useUpdateBooking}
    >
      {({ data }, form, revision) => (
        <>
          <BookingForm
            key={revision}
            defaultValues={toBookingFormValues(data)}
            currentBroker={{ id: data.loadBrokerId, name: data.companyName }}
            submitLabel="Update booking"
            {...form}
          />
          <RecordHistory entityType="booking" entityId={data.id} />
        </>
      )}
    </EditRecordPage>
  );
}
