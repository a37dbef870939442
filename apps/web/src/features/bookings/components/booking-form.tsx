import { type Booking, type BookingBody, bookingBody, bookingStopKeys } from '@fletx/contract/bookings';
import { messages } from '@fletx/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { PageCard } from '../../../components/cards/page-card';
import { Section } from '../../../components/cards/section';
import { FormBrokerField } from '../../../components/form/broker-field';
import { CargoFields } from '../../../components/form/cargo-fields';
import { FormActions } from '../../../components/form/form-actions';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields';
import { StopFields, type StopFormValues, toStopFormValues } from '../../../components/form/stop-fields';
import { hideAlert, showAlert } from '../../../components/popups/popups';
import { useTrailerTypeOptions } from '../../../lib/form-options';

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

/** The form's values (strings) are a subset of the body's input, so the body schema validates them. */
const resolver = zodResolver(bookingBody) as unknown as Resolver<BookingFormValues, unknown, BookingBody>;
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

/** Spec §5 Booking form: a missing required field → 'All required fields must be filled'. */
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
};

export function BookingForm({
  defaultValues,
  submitLabel,
  submitting,
  currentBroker,
  onSubmit,
  onCancel,
}: BookingFormProps) {
  const trailerOptions = useTrailerTypeOptions();
  const { control, handleSubmit } = useForm<BookingFormValues, unknown, BookingBody>({
    resolver,
    mode: 'onTouched',
    defaultValues,
  });
  const submit = handleSubmit(
    (body) => {
      hideAlert(ALERT_ID);
      onSubmit(body);
    },
    (errors) => showAlert(bookingFormAlert(errors), { id: ALERT_ID }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Booking form">
      <Stack gap="md">
        <PageCard>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormTextField control={control} name="idNumber" label="ID number" withAsterisk />
            <FormBrokerField
              control={control}
              name="loadBrokerId"
              current={currentBroker}
              description="Only approved brokers can be chosen."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <FormTextField control={control} name="distance" type="number" label="Distance (miles)" />
          </SimpleGrid>
          <StopFields control={control} names={bookingStopKeys} zipMaxLength={5} />
          <CargoFields
            control={control}
            names={{
              productName: 'productName',
              tripRate: 'freightCompany',
              loadType: 'loadType',
              weight: 'loadWeight',
              instructions: 'instruction',
            }}
          />
          <Section title="Equipment" withDivider>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <FormSelectField
                control={control}
                name="trailerType"
                label="Trailer type"
                placeholder="Select a trailer type"
                data={trailerOptions}
                withAsterisk
              />
              <FormTextField control={control} name="lenght" label="Trailer dimensions" placeholder="53 ft" />
            </SimpleGrid>
          </Section>
        </PageCard>
        <FormActions
          onCancel={onCancel}
          cancelDisabled={submitting}
          saving={submitting}
          saveLabel={submitLabel}
        />
      </Stack>
    </form>
  );
}
