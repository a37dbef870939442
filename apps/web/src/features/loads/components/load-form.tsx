import { ACCEPTED_FILE_EXTENSIONS, MAX_UPLOAD_MEGABYTES } from '@fletx/contract/documents';
import { type Load, type LoadBody, type LoadFormType, loadBody, loadStopKeys } from '@fletx/contract/loads';
import { messages } from '@fletx/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, FileInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileCertificate, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { PageCard } from '../../../components/cards/page-card';
import { Section } from '../../../components/cards/section';
import { FormBrokerField } from '../../../components/form/broker-field';
import { CargoFields } from '../../../components/form/cargo-fields';
import { FormActions } from '../../../components/form/form-actions';
import { FormSelectField, FormTextField } from '../../../components/form/form-fields';
import { StopFields, type StopFormValues, toStopFormValues } from '../../../components/form/stop-fields';
import { hideAlert, showAlert } from '../../../components/popups/popups';
import { useTrailerTypeOptions, withCurrentOption } from '../../../lib/form-options';
import { useLoadDrivers } from '../api/get-form-options';

/** The form's values: text as typed (spec §3 Load form values, with the §3 Load names of the body). */
export type LoadFormValues = {
  typeForm: LoadFormType;
  id_number: string;
  broker_id: string;
  user_id: string;
  distance_miles: string;
  product_name: string;
  freight_company: string;
  loadType: string;
  load_weight: string;
  instructions: string;
  trailer_type: string;
  trailer_dimensions: string;
} & StopFormValues<typeof loadStopKeys.pickup> &
  StopFormValues<typeof loadStopKeys.delivery>;

/** The same schema validates the form and the server's body. */
const resolver = zodResolver(loadBody) as unknown as Resolver<LoadFormValues, unknown, LoadBody>;
const ALERT_ID = 'load-form';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function toLoadFormValues(typeForm: LoadFormType, load?: Load): LoadFormValues {
  return {
    typeForm,
    id_number: load?.id_number ?? '',
    broker_id: text(load?.broker_id),
    user_id: text(load?.user_id),
    distance_miles: text(load?.distance_miles),
    ...toStopFormValues(loadStopKeys.pickup, load),
    ...toStopFormValues(loadStopKeys.delivery, load),
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
  const drivers = useLoadDrivers();
  const trailerOptions = useTrailerTypeOptions();
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

  const driverOptions = withCurrentOption(
    (drivers.data?.data ?? []).map((d) => ({
      value: String(d.id),
      label: d.truck ? `${d.name} · ${d.truck}` : d.name,
    })),
    current?.driver,
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Load form">
      <Stack gap="md">
        <PageCard>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormTextField control={control} name="id_number" label="ID number" withAsterisk />
            <FormBrokerField control={control} name="broker_id" current={current?.broker} />
            <FormTextField control={control} name="distance_miles" type="number" label="Distance (miles)" />
          </SimpleGrid>
          <StopFields control={control} names={loadStopKeys} />
          <CargoFields
            control={control}
            names={{
              productName: 'product_name',
              tripRate: 'freight_company',
              loadType: 'loadType',
              weight: 'load_weight',
              instructions: 'instructions',
            }}
          />
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
