import { type Booking, bookingStopKeys } from '@fletx/contract/bookings';
import { Alert, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { stopInfoOf, TripInfo } from '../../../components/cards/trip-info';
import { paths } from '../../../config/paths';

/**
 * A booking turned into a load, read-only (docs/product.md "Booking form"): the load took a copy of it and is
 * what is worked on, so the API refuses an edit (409) and the page offers none, only the way to the load.
 */
export function ConvertedBooking({ booking, loadId }: { booking: Booking; loadId: number }) {
  return (
    <>
      <Alert color="gray" title="Converted">
        <Text size="sm">
          This booking was turned into{' '}
          <Text span c="blue" component={Link} to={paths.app.loadDetails.getHref(loadId)}>
            {`load #${loadId}`}
          </Text>
          . It is closed: change the load instead.
        </Text>
      </Alert>
      <PageCard title={`Booking ${booking.idNumber}`}>
        <TripInfo
          trip={{
            idNumber: booking.idNumber,
            broker: booking.companyName,
            tripRate: booking.freightCompany,
            distance: booking.distance,
            pickup: stopInfoOf(booking, bookingStopKeys.pickup),
            delivery: stopInfoOf(booking, bookingStopKeys.delivery),
            product: booking.productName,
            loadType: booking.loadType,
            weight: booking.loadWeight,
            trailerType: booking.trailerTypeName,
            trailerDimensions: booking.lenght,
            instructions: booking.instruction,
          }}
        />
      </PageCard>
    </>
  );
}
