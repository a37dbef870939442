import { type Booking, type BookingBody, bookingBody, LOAD_TYPES } from '@fletx/contract/bookings';
import { messages } from '@fletx/contract/messages';
import { US_STATE_OPTIONS } from '@fletx/contract/us-states';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { PageCard } from '../../../components/cards/page-card';
import { Section } from '../../../components/cards/section';
import { FormDateTimeField } from '../../../components/form/date-time-field';
import { FormSelectField, FormTextareaField, FormTextField } from '../../../components/form/form-fields';
import { hideAlert, showAlert } from '../../../components/popups/popups';
import { useApprovedBrokers } from '../api/get-approved-brokers';
import { useTrailerTypes } from '../api/get-trailer-types';

export type BookingFormValues = {
  idNumber: string;
  loadBrokerId: string;
  distance: string;
  openTimePickup: string;
  closeTimePickup: string;
  nameLocationPickup: string;
  postalCodePickup: string;
  stateCodePickup: string;
  cityPickup: string;
  openTimeDelivery: string;
  closeTimeDelivery: string;
  nameLocationDelivery: string;
  postalCodeDelivery: string;
  stateCodeDelivery: string;
  cityDelivery: string;
  productName: string;
  freightCompany: string;
  loadType: string;
  loadWeight: string;
  instruction: string;
  trailerType: string;
  lenght: string;
};

/** The form's values (strings) are a subset of the body's input, so the body schema validates them. */
const resolver = zodResolver(bookingBody) as unknown as Resolver<BookingFormValues, unknown, BookingBody>;
const stateOptions = US_STATE_OPTIONS.map((o) => ({ ...o }));
const loadTypeOptions = LOAD_TYPES.map((t) => ({ value: t, label: t }));
const ALERT_ID = 'booking-form';

/** An ISO UTC timestamp as the date-time input's value (booking times are wall-clock times kept in UTC). */
const toInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const text = (value: string | number | null) => (value === null ? '' : String(value));

export function toBookingFormValues(booking?: Booking): BookingFormValues {
  return {
    idNumber: booking?.idNumber ?? '',
    loadBrokerId: booking ? String(booking.loadBrokerId) : '',
    distance: text(booking?.distance ?? null),
    openTimePickup: toInput(booking?.openTimePickup ?? null),
    closeTimePickup: toInput(booking?.closeTimePickup ?? null),
    nameLocationPickup: booking?.nameLocationPickup ?? '',
    postalCodePickup: booking?.postalCodePickup ?? '',
    stateCodePickup: booking?.stateCodePickup ?? '',
    cityPickup: booking?.cityPickup ?? '',
    openTimeDelivery: toInput(booking?.openTimeDelivery ?? null),
    closeTimeDelivery: toInput(booking?.closeTimeDelivery ?? null),
    nameLocationDelivery: booking?.nameLocationDelivery ?? '',
    postalCodeDelivery: booking?.postalCodeDelivery ?? '',
    stateCodeDelivery: booking?.stateCodeDelivery ?? '',
    cityDelivery: booking?.cityDelivery ?? '',
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
  const brokers = useApprovedBrokers();
  const trailerTypes = useTrailerTypes();
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

  const brokerOptions = (brokers.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.brokerName }));
  if (currentBroker && !brokerOptions.some((o) => o.value === String(currentBroker.id))) {
    brokerOptions.unshift({ value: String(currentBroker.id), label: `${currentBroker.name} (not approved)` });
  }
  const trailerOptions = (trailerTypes.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  return (
    <form onSubmit={submit} noValidate aria-label="Booking form">
      <Stack gap="md">
        <PageCard>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormTextField control={control} name="idNumber" label="ID number" withAsterisk />
            <FormSelectField
              control={control}
              name="loadBrokerId"
              label="Broker"
              placeholder={brokers.isPending ? 'Loading brokers…' : 'Select broker'}
              data={brokerOptions}
              searchable
              nothingFoundMessage="No approved broker"
              description="Only approved brokers can be chosen."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
            />
            <FormTextField control={control} name="distance" type="number" label="Distance (miles)" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Section title="Pickup" withDivider>
              <SimpleGrid cols={2} spacing="sm">
                <FormDateTimeField
                  control={control}
                  name="openTimePickup"
                  label="Pickup open time"
                  withAsterisk
                />
                <FormDateTimeField
                  control={control}
                  name="closeTimePickup"
                  label="Pickup close time"
                  withAsterisk
                />
              </SimpleGrid>
              <FormTextField control={control} name="nameLocationPickup" label="Pickup facility name" />
              <SimpleGrid cols={3} spacing="sm">
                <FormTextField
                  control={control}
                  name="postalCodePickup"
                  type="phone"
                  label="Pickup ZIP code"
                  maxLength={5}
                  withAsterisk
                />
                <FormSelectField
                  control={control}
                  name="stateCodePickup"
                  label="Pickup state"
                  placeholder="State"
                  data={stateOptions}
                  searchable
                  withAsterisk
                />
                <FormTextField control={control} name="cityPickup" label="Pickup city" withAsterisk />
              </SimpleGrid>
            </Section>
            <Section title="Delivery" withDivider>
              <SimpleGrid cols={2} spacing="sm">
                <FormDateTimeField control={control} name="openTimeDelivery" label="Delivery open time" />
                <FormDateTimeField control={control} name="closeTimeDelivery" label="Delivery close time" />
              </SimpleGrid>
              <FormTextField control={control} name="nameLocationDelivery" label="Delivery facility name" />
              <SimpleGrid cols={3} spacing="sm">
                <FormTextField
                  control={control}
                  name="postalCodeDelivery"
                  type="phone"
                  label="Delivery ZIP code"
                  maxLength={5}
                  withAsterisk
                />
                <FormSelectField
                  control={control}
                  name="stateCodeDelivery"
                  label="Delivery state"
                  placeholder="State"
                  data={stateOptions}
                  searchable
                  withAsterisk
                />
                <FormTextField control={control} name="cityDelivery" label="Delivery city" withAsterisk />
              </SimpleGrid>
            </Section>
          </SimpleGrid>
          <Section title="Cargo details" withDivider>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <FormTextField control={control} name="productName" label="Product name" />
              <FormTextField control={control} name="freightCompany" type="number" label="Trip rate (USD)" />
              <FormSelectField
                control={control}
                name="loadType"
                label="Load type"
                placeholder="FTL or LTL"
                data={loadTypeOptions}
              />
              <FormTextField control={control} name="loadWeight" type="number" label="Weight (lbs)" />
            </SimpleGrid>
            <FormTextareaField
              control={control}
              name="instruction"
              label="Instructions"
              autosize
              minRows={2}
            />
          </Section>
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
