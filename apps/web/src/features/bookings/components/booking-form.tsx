import { type Booking, type BookingBody, bookingBody, bookingStopKeys } from '@fletx/contract/bookings';
import { messages } from '@fletx/contract/messages';
import type { FieldErrors } from 'react-hook-form';
import { Section } from '../../../components/cards/section';
import { alertingSubmit } from '../../../components/form/alerting-submit';
import { CardForm } from '../../../components/form/card-form';
import { type StopFormValues, toStopFormValues } from '../../../components/form/stop-fields';
import { TrailerFields, TripFields } from '../../../components/form/trip-fields';
import type { StaleRecord } from '../../../hooks/use-record-version';
import { useZodForm } from '../../../lib/form';

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

/** docs/product.md "Booking form": a missing required field → 'All required fields must be filled'. */
export function bookingFormAlert(errors: FieldErrors<BookingFormValues>): string {
  const missing = Object.values(errors).some((error) => error?.message === 'Required field');
  return missing ? messages.allRequiredFields : messages.invalidInput;
}

export type BookingFormProps = {
  defaultValues: BookingFormValues;
  submitLabel: string;
  submitting: boolean;
  /** A broker that is no longer approved but already on the booking (edit), kept as a choice. */
  currentBroker?: { id: number; name: string };
  onSubmit: (body: BookingBody) => void;
  onCancel: () => void;
  /** Set after a 412 (the record changed since the form was filled): the alert with Reload above Save. */
  stale?: StaleRecord;
};

export function BookingForm({
  defaultValues,
  submitLabel,
  submitting,
  currentBroker,
  onSubmit,
  onCancel,
  stale,
}: BookingFormProps) {
  const { control, handleSubmit } = useZodForm(bookingBody, { defaultValues });
  const submit = alertingSubmit(handleSubmit, {
    alertId: ALERT_ID,
    alertFor: bookingFormAlert,
    onValid: onSubmit,
  });

  return (
    <CardForm
      label="Booking form"
      onSubmit={submit}
      onCancel={onCancel}
      busy={submitting}
      stale={stale}
      saveLabel={submitLabel}
    >
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
        stops={{ names: bookingStopKeys, zipMaxLength: 5 }}
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
