import { LOAD_TYPES } from '@fletx/contract/bookings';
import { ACCEPTED_FILE_EXTENSIONS, MAX_UPLOAD_MEGABYTES } from '@fletx/contract/documents';
import { type Load, type LoadBody, type LoadFormType, loadBody } from '@fletx/contract/loads';
import { messages } from '@fletx/contract/messages';
import { US_STATE_OPTIONS } from '@fletx/contract/us-states';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileInput, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileCertificate, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { PageCard } from '../../../components/cards/page-card';
import { Section } from '../../../components/cards/section';
import { FormDateTimeField } from '../../../components/form/date-time-field';
import { FormSelectField, FormTextareaField, FormTextField } from '../../../components/form/form-fields';
import { hideAlert, showAlert } from '../../../components/popups/popups';
import { useApprovedBrokers, useLoadDrivers, useTrailerTypes } from '../api/get-form-options';

/** The form's values: text as typed (spec §3 Load form values, with the §3 Load names of the body). */
export type LoadFormValues = {
  typeForm: LoadFormType;
  id_number: string;
  broker_id: string;
  user_id: string;
  distance_miles: string;
  open_time_pickup: string;
  close_time_pickup: string;
  nameLocationPickup: string;
  postalCodePickup: string;
  state_code_pickup: string;
  city_pickup: string;
  open_time_delivery: string;
  close_time_delivery: string;
  nameLocationDelivery: string;
  postalCodeDelivery: string;
  state_code_delivery: string;
  city_delivery: string;
  product_name: string;
  freight_company: string;
  loadType: string;
  load_weight: string;
  instructions: string;
  trailer_type: string;
  trailer_dimensions: string;
};

/** The same schema validates the form and the server's body. */
const resolver = zodResolver(loadBody) as unknown as Resolver<LoadFormValues, unknown, LoadBody>;
const stateOptions = US_STATE_OPTIONS.map((o) => ({ ...o }));
const loadTypeOptions = LOAD_TYPES.map((t) => ({ value: t, label: t }));
const ALERT_ID = 'load-form';

/** An ISO UTC timestamp as the date-time input's value (yyyy-MM-ddTHH:mm; wall-clock times kept in UTC). */
const toInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function toLoadFormValues(typeForm: LoadFormType, load?: Load): LoadFormValues {
  return {
    typeForm,
    id_number: load?.id_number ?? '',
    broker_id: text(load?.broker_id),
    user_id: text(load?.user_id),
    distance_miles: text(load?.distance_miles),
    open_time_pickup: toInput(load?.open_time_pickup ?? null),
    close_time_pickup: toInput(load?.close_time_pickup ?? null),
    nameLocationPickup: load?.nameLocationPickup ?? '',
    postalCodePickup: load?.postalCodePickup ?? '',
    state_code_pickup: load?.state_code_pickup ?? '',
    city_pickup: load?.city_pickup ?? '',
    open_time_delivery: toInput(load?.open_time_delivery ?? null),
    close_time_delivery: toInput(load?.close_time_delivery ?? null),
    nameLocationDelivery: load?.nameLocationDelivery ?? '',
    postalCodeDelivery: load?.postalCodeDelivery ?? '',
    state_code_delivery: load?.state_code_delivery ?? '',
    city_delivery: load?.city_delivery ?? '',
    product_name: load?.product_name ?? '',
    freight_company: load?.freight_company == null ? '' : load.freight_company.toFixed(2),
    loadType: load?.loadType ?? '',
    load_weight: text(load?.load_weight),
    instructions: load?.instructions ?? '',
    trailer_type: text(load?.trailer_type),
    trailer_dimensions: load?.trailer_dimensions ?? '',
  };
}

/** Spec §5 Load form: a missing required field (or bill of lading) → 'All required fields must be filled'. */
export function loadFormAlert(errors: FieldErrors<LoadFormValues>, missingFile = false): string {
  const missing = missingFile || Object.values(errors).some((error) => error?.message === 'Required field');
  return missing ? messages.allRequiredFields : messages.invalidInput;
}

export type LoadFormProps = {
  defaultValues: LoadFormValues;
  /** Old loads ask for a bill of lading (required when adding one). */
  old: boolean;
  requireBillOfLading: boolean;
  submitLabel: string;
  submitting: boolean;
  /** A broker or driver already on the load that is no longer approved stays choosable (edit). */
  current?: { broker?: { id: number; name: string }; driver?: { id: number; name: string } };
  onSubmit: (body: LoadBody, billOfLading: File | null) => void;
  onCancel: () => void;
};

export function LoadForm({
  defaultValues,
  old,
  requireBillOfLading,
  submitLabel,
  submitting,
  current,
  onSubmit,
  onCancel,
}: LoadFormProps) {
  const brokers = useApprovedBrokers();
  const drivers = useLoadDrivers();
  const trailerTypes = useTrailerTypes();
  const [billOfLading, setBillOfLading] = useState<File | null>(null);
  const { control, handleSubmit, formState } = useForm<LoadFormValues, unknown, LoadBody>({
    resolver,
    mode: 'onTouched',
    defaultValues,
  });
  const fileMissing = requireBillOfLading && billOfLading === null;
  const submit = handleSubmit(
    (body) => {
      if (fileMissing) {
        showAlert(messages.allRequiredFields, { id: ALERT_ID });
        return;
      }
      hideAlert(ALERT_ID);
      onSubmit(body, billOfLading);
    },
    (errors) => showAlert(loadFormAlert(errors, fileMissing), { id: ALERT_ID }),
  );

  const brokerOptions = (brokers.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.brokerName }));
  if (current?.broker && !brokerOptions.some((o) => o.value === String(current.broker?.id))) {
    brokerOptions.unshift({
      value: String(current.broker.id),
      label: `${current.broker.name} (not approved)`,
    });
  }
  const driverOptions = (drivers.data?.data ?? []).map((d) => ({
    value: String(d.id),
    label: d.truck ? `${d.name} · ${d.truck}` : d.name,
  }));
  if (current?.driver && !driverOptions.some((o) => o.value === String(current.driver?.id))) {
    driverOptions.unshift({
      value: String(current.driver.id),
      label: `${current.driver.name} (not approved)`,
    });
  }
  const trailerOptions = (trailerTypes.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  return (
    <form onSubmit={submit} noValidate aria-label="Load form">
      <Stack gap="md">
        <PageCard>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormTextField control={control} name="id_number" label="ID number" withAsterisk />
            <FormSelectField
              control={control}
              name="broker_id"
              label="Broker"
              placeholder={brokers.isPending ? 'Loading brokers…' : 'Select broker'}
              data={brokerOptions}
              searchable
              nothingFoundMessage="No approved broker"
              withAsterisk
            />
            <FormTextField control={control} name="distance_miles" type="number" label="Distance (miles)" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Section title="Pickup" withDivider>
              <SimpleGrid cols={2} spacing="sm">
                <FormDateTimeField
                  control={control}
                  name="open_time_pickup"
                  label="Pickup open time"
                  withAsterisk
                />
                <FormDateTimeField
                  control={control}
                  name="close_time_pickup"
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
                  withAsterisk
                />
                <FormSelectField
                  control={control}
                  name="state_code_pickup"
                  label="Pickup state"
                  placeholder="State"
                  data={stateOptions}
                  searchable
                  withAsterisk
                />
                <FormTextField control={control} name="city_pickup" label="Pickup city" withAsterisk />
              </SimpleGrid>
            </Section>
            <Section title="Delivery" withDivider>
              <SimpleGrid cols={2} spacing="sm">
                <FormDateTimeField control={control} name="open_time_delivery" label="Delivery open time" />
                <FormDateTimeField control={control} name="close_time_delivery" label="Delivery close time" />
              </SimpleGrid>
              <FormTextField control={control} name="nameLocationDelivery" label="Delivery facility name" />
              <SimpleGrid cols={3} spacing="sm">
                <FormTextField
                  control={control}
                  name="postalCodeDelivery"
                  type="phone"
                  label="Delivery ZIP code"
                  withAsterisk
                />
                <FormSelectField
                  control={control}
                  name="state_code_delivery"
                  label="Delivery state"
                  placeholder="State"
                  data={stateOptions}
                  searchable
                  withAsterisk
                />
                <FormTextField control={control} name="city_delivery" label="Delivery city" withAsterisk />
              </SimpleGrid>
            </Section>
          </SimpleGrid>
          <Section title="Cargo details" withDivider>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <FormTextField control={control} name="product_name" label="Product name" />
              <FormTextField control={control} name="freight_company" type="number" label="Trip rate (USD)" />
              <FormSelectField
                control={control}
                name="loadType"
                label="Load type"
                placeholder="FTL or LTL"
                data={loadTypeOptions}
              />
              <FormTextField control={control} name="load_weight" type="number" label="Weight (lbs)" />
            </SimpleGrid>
            <FormTextareaField
              control={control}
              name="instructions"
              label="Instructions"
              autosize
              minRows={2}
            />
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Section title="Equipment" withDivider>
              <SimpleGrid cols={2} spacing="sm">
                <FormSelectField
                  control={control}
                  name="trailer_type"
                  label="Trailer type"
                  placeholder="Select a trailer type"
                  data={trailerOptions}
                  withAsterisk
                />
                <FormTextField
                  control={control}
                  name="trailer_dimensions"
                  label="Trailer dimensions"
                  placeholder="53 ft"
                />
              </SimpleGrid>
            </Section>
            <Section title="Driver" withDivider>
              <FormSelectField
                control={control}
                name="user_id"
                label="Driver"
                placeholder={drivers.isPending ? 'Loading drivers…' : 'Select an Driver'}
                data={driverOptions}
                searchable
                nothingFoundMessage="No approved driver"
                description="Approved drivers, with their truck."
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                withAsterisk
              />
            </Section>
          </SimpleGrid>
          {old ? (
            <Section title="Old load" withDivider>
              <Text size="sm" c="dimmed">
                An old load is entered after the trip was done. It is saved as a finished job with its bill of
                lading.
              </Text>
              {requireBillOfLading ? (
                <FileInput
                  label="Bill of lading"
                  placeholder="Choose the bill of lading"
                  description={`PDF, PNG or JPEG, up to ${MAX_UPLOAD_MEGABYTES} MB.`}
                  accept={ACCEPTED_FILE_EXTENSIONS}
                  value={billOfLading}
                  onChange={setBillOfLading}
                  clearable
                  withAsterisk
                  leftSection={<IconPaperclip size={16} aria-hidden />}
                  error={formState.isSubmitted && fileMissing ? 'Required field' : undefined}
                  maw={420}
                />
              ) : (
                <Alert color="blue" variant="light" icon={<IconFileCertificate size={18} aria-hidden />}>
                  Its bill of lading and other documents are on the Documents tab of the load.
                </Alert>
              )}
            </Section>
          ) : null}
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
