import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RecordHistory } from '../../../components/history/record-history';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { useSavedThenBack } from '../../../hooks/use-saved-then-back';
import { useBooking } from '../api/get-booking';
import { useUpdateBooking } from '../api/update-booking';
import { BookingForm, toBookingFormValues } from '../components/booking-form';

export function EditBookingPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const booking = useBooking(id);
  const version = useRecordVersion(booking);
  const update = useUpdateBooking();
  const back = paths.app.bookings.getHref();
  const saved = useSavedThenBack(back, version);
  return (
    <ContentLayout title="Edit booking" backTo={back}>
      <ChosenRecord what="booking" chosen={id !== 0} query={{ ...booking, data: version.record }}>
        {({ body: { data }, etag }) => (
          <Stack gap="md">
            <BookingForm
              key={version.revision}
              defaultValues={toBookingFormValues(data)}
              currentBroker={{ id: data.loadBrokerId, name: data.companyName }}
              submitLabel="Update booking"
              submitting={update.isPending}
              onSubmit={(values) => update.mutate({ id, body: values, etag }, saved)}
              onCancel={() => navigate(back)}
              stale={version.stale}
            />
            <RecordHistory entityType="booking" entityId={data.id} />
          </Stack>
        )}
      </ChosenRecord>
    </ContentLayout>
  );
}
