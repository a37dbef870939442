import { RecordHistory } from '../../../components/history/record-history';
import { EditRecordPage } from '../../../components/layouts/edit-record-page';
import { paths } from '../../../config/paths';
import { useBooking } from '../api/get-booking';
import { useUpdateBooking } from '../api/update-booking';
import { BookingForm, toBookingFormValues } from '../components/booking-form';
import { ConvertedBooking } from '../components/converted-booking';

export function EditBookingPage() {
  return (
    <EditRecordPage
      // A converted booking is closed (components/converted-booking.tsx): it is read, not edited.
      title={{
        loading: 'Edit booking',
        of: ({ data }) => (data.loadId === null ? 'Edit booking' : `Booking — load #${data.loadId}`),
      }}
      what="booking"
      back={paths.app.bookings.getHref()}
      useRecord={useBooking}
      useUpdate={useUpdateBooking}
    >
      {({ data }, form, revision) => (
        <>
          {data.loadId === null ? (
            <BookingForm
              key={revision}
              defaultValues={toBookingFormValues(data)}
              currentBroker={{ id: data.loadBrokerId, name: data.companyName }}
              submitLabel="Update booking"
              {...form}
            />
          ) : (
            <ConvertedBooking booking={data} loadId={data.loadId} />
          )}
          <RecordHistory entityType="booking" entityId={data.id} />
        </>
      )}
    </EditRecordPage>
  );
}
