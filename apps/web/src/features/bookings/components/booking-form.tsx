import { type Booking, type BookingBody, bookingBody, bookingStopKeys } from '@fletx/contract/bookings';
import { Section } from '../../../components/cards/section';
import { requiredFieldsAlert } from '../../../components/form/alerting-submit';
import { CardForm } from '../../../components/form/card-form';
import { type StopFormValues, toStopFormValues } from '../../../components/form/stop-fields';
import { TrailerFields, TripFields } from '../../../components/form/trip-fields';
import { type CardFormSource, useCardForm } from '../../../components/form/use-card-form';

export type BookingFormValues = {
  idNumber: string;
  loadBrokerId: string;
  distance: string;
  productName: string;
  freightCompany: string;
  loadType: string;
  loadWeight: string;
  instruction: string;
  trailerType: string;
  lenght: string;
} & StopFormValues<typeof bookingStopKeys.pickup> &
  StopFormValues<typeof bookingStopKeys.delivery>;

const ALERT_ID = 'booking-form';

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function toBookingFormValues(booking?: Booking): BookingFormValues {
  return {
    idNumber: booking?.idNumber ?? '',
    loadBrokerId: booking ? String(booking.loadBrokerId) : '',
    distance: text(booking?.distance ?? null),
    ...toStopFormValues(bookingStopKeys.pickup, booking),
    ...toStopFormValues(bookingStopKeys.delivery, booking),
    productName: booking?.productName ?? '',
    freightCompany: booking?.freightCompany === null || !booking ? '' : booking.freightCompany.toFixed(2),
    loadType: booking?.loadType ?? '',
    loadWeight: text(booking?.loadWeight ?? null),
    instruction: booking?.instruction ?? '',
    trailerType: booking ? String(booking.trailerType) : '',
    lenght: booking?.lenght ?? '',
  };
}

export type BookingFormProps = CardFormSource<BookingFormValues> & {
  submitLabel: string;
  /** A broker that is no longer approved but already on the booking (edit), kept as a choice. */
  currentBroker?: { id: number; name: string };
  onSubmit: (body: BookingBody) => void;
};

export function BookingForm({ currentBroker, onSubmit, ...source }: BookingFormProps) {
  // docs/product.md "Booking form": a missing required field → 'All required fields must be filled'.
  const { control, card } = useCardForm(bookingBody, source, {
    alertId: ALERT_ID,
    alertFor: requiredFieldsAlert,
    onValid: onSubmit,
  });

  return (
    <CardForm label="Booking form" {...card}>
      <TripFields
        control={control}
        names={{
          idNumber: 'idNumber',
          broker: 'loadBrokerId',
          distance: 'distance',
          cargo: {
            productName: 'productName',
            tripRate: 'freightCompany',
            loadType: 'loadType',
            weight: 'loadWeight',
            instructions: 'instruction',
          },
        }}
        stops={{ names: bookingStopKeys }}
        broker={{
          current: currentBroker,
          description: 'Only approved brokers can be chosen.',
          inputWrapperOrder: ['label', 'input', 'description', 'error'],
        }}
      />
      <Section title="Equipment" withDivider>
        <TrailerFields
          control={control}
          names={{ type: 'trailerType', dimensions: 'lenght' }}
          cols={{ base: 1, sm: 2, lg: 4 }}
        />
      </Section>
    </CardForm>
  );
}
