import { Alert, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RecordHistory } from '../../../components/history/record-history';
import { EditRecordPage } from '../../../components/layouts/edit-record-page';
import { paths } from '../../../config/paths';
import { useBooking } from '../api/get-booking';
import { useUpdateBooking } from '../api/update-booking';
import { BookingForm, toBookingFormValues } from '../components/booking-form';

/** A converted booking says which load it became: the load took a copy, so edits here stay here. */
function ConvertedNotice({ loadId }: { loadId: number }) {
  return (
    <Alert color="gray" title="Converted">
      <Text size="sm">
        This booking was turned into{' '}
        <Text span c="blue" component={Link} to={paths.app.loadDetails.getHref(loadId)}>
          {`load #${loadId}`}
        </Text>
        . Changes saved here do not change the load.
      </Text>
    </Alert>
  );
}

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
          {data.loadId === null ? null : <ConvertedNotice loadId={data.loadId} />}
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
