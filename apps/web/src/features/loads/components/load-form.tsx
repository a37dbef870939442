import { isAssignable } from '@fletx/contract/dispatch';
import { ACCEPTED_FILE_EXTENSIONS, MAX_UPLOAD_MEGABYTES } from '@fletx/contract/documents';
import { loadStopKeys } from '@fletx/contract/load-stops';
import { type Load, type LoadBody, type LoadFormType, loadBody } from '@fletx/contract/loads';
import { messages } from '@fletx/contract/messages';
import { Alert, FileInput, SimpleGrid, Text } from '@mantine/core';
import { IconFileCertificate, IconPaperclip } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { Section } from '../../../components/cards/section';
import { ComplianceBlock, useComplianceOverride } from '../../../components/compliance/compliance-block';
import type { TypedTrip } from '../../../components/dispatch/dispatch-warnings';
import { requiredFieldsAlert } from '../../../components/form/alerting-submit';
import { CardForm } from '../../../components/form/card-form';
import { FormRecordSelectField } from '../../../components/form/record-select-field';
import { type StopFormValues, toStopFormValues } from '../../../components/form/stop-fields';
import { TrailerFields, TripFields } from '../../../components/form/trip-fields';
import { type CardFormSource, useCardForm } from '../../../components/form/use-card-form';
import { loadDriverOptions, useLoadDrivers } from '../../../lib/form-options';

/** The form's values: text as typed (docs/product.md "Load form", with the load's wire names in the body). */
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

const ALERT_ID = 'load-form';
/** Loaded when the form opens, not with the Loads list (scripts/web-budget.mjs). */
const DispatchWarnings = lazy(() => import('../../../components/dispatch/dispatch-warnings'));

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

/**
 * A new load's values copied from `load` (docs/product.md "Load form", Copy as new load): the broker, the
 * stops' places and contacts, the freight, the trip rate, the equipment and the instructions. Its ID number,
 * its times and its driver are left empty: they belong to the new trip, and an old one kept by mistake would
 * be saved without anyone noticing.
 */
export function copiedLoadFormValues(load: Load): LoadFormValues {
  const { pickup, delivery } = loadStopKeys;
  return {
    ...toLoadFormValues('new', load),
    id_number: '',
    user_id: '',
    [pickup.openTime]: '',
    [pickup.closeTime]: '',
    [delivery.openTime]: '',
    [delivery.closeTime]: '',
  };
}

export type LoadFormProps = CardFormSource<LoadFormValues> & {
  /** Old loads ask for a bill of lading (required when adding one). */
  old: boolean;
  requireBillOfLading: boolean;
  submitLabel: string;
  /**
   * The load being edited: a broker or driver already on it that is no longer approved stays choosable; its id
   * and status (the dispatch warnings leave the load out of the driver's others, and say nothing once it is
   * under way).
   */
  current?: {
    broker?: { id: number; name: string };
    driver?: { id: number; name: string };
    load?: { id: number; status: number };
  };
  onSubmit: (body: LoadBody, billOfLading: File | null) => void;
};

export function LoadForm({ old, requireBillOfLading, current, onSubmit, ...source }: LoadFormProps) {
  const drivers = useLoadDrivers();
  const [billOfLading, setBillOfLading] = useState<File | null>(null);
  const fileMissing = requireBillOfLading && billOfLading === null;
  // docs/product.md "Load form": a missing required field (or bill of lading) → 'All required fields must be
  // filled'.
  const { control, formState, card } = useCardForm(loadBody, source, {
    alertId: ALERT_ID,
    alertFor: (errors) => requiredFieldsAlert(errors, fileMissing),
    refuse: () => (fileMissing ? messages.allRequiredFields : undefined),
    // Sent with the compliance override (blockedReason, read from the chosen driver below) when one is given.
    onValid: (body) => onSubmit({ ...body, ...override.overrideFor(blockedReason) }, billOfLading),
  });
  // Compliance (docs/product.md "Compliance"): a blocked driver is shown with the reason; Carriers and Admin
  // users may dispatch them with an override reason, others cannot choose them. An old load is not checked.
  const override = useComplianceOverride();
  const chosenDriver = useWatch({ control, name: 'user_id' });
  const blockedReason = old
    ? null
    : ((drivers.data?.data ?? []).find((d) => String(d.id) === String(chosenDriver))?.compliance ?? null);
  // Dispatch warnings (docs/product.md "Dispatch board" → "Warnings"): for a load still to be driven.
  const load = current?.load;
  const warns = !old && (!load || isAssignable(load.status));
  const driverOptions = loadDriverOptions(
    drivers.data?.data,
    { checkCompliance: !old, mayOverride: override.mayOverride },
    current?.driver,
  );

  return (
    <CardForm label="Load form" {...card}>
      <TripFields
        control={control}
        names={{
          idNumber: 'id_number',
          broker: 'broker_id',
          distance: 'distance_miles',
          cargo: {
            productName: 'product_name',
            tripRate: 'freight_company',
            loadType: 'loadType',
            weight: 'load_weight',
            instructions: 'instructions',
          },
        }}
        stops={{ names: loadStopKeys }}
        broker={{ current: current?.broker }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Section title="Equipment" withDivider>
          <TrailerFields
            control={control}
            names={{ type: 'trailer_type', dimensions: 'trailer_dimensions' }}
            cols={2}
          />
        </Section>
        <Section title="Driver" withDivider>
          <FormRecordSelectField
            control={control}
            name="user_id"
            label="Driver"
            what="driver"
            records={{ options: driverOptions, isPending: drivers.isPending }}
            placeholder="Select a driver"
            description="Approved drivers, with their truck."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          {blockedReason ? (
            <ComplianceBlock mt="sm" reason={`${blockedReason}.`} {...override.block} />
          ) : null}
          {warns ? <LoadDispatchWarnings control={control} loadId={load?.id} /> : null}
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
    </CardForm>
  );
}

const { pickup, delivery } = loadStopKeys;
/** The load form's names of the trip's fields the dispatch warnings read. */
const TRIP_NAMES = {
  pickupOpen: pickup.openTime,
  pickupClose: pickup.closeTime,
  pickupZip: pickup.postalCode,
  pickupCity: pickup.city,
  pickupState: pickup.stateCode,
  deliveryOpen: delivery.openTime,
  deliveryClose: delivery.closeTime,
  deliveryZip: delivery.postalCode,
  deliveryCity: delivery.city,
  deliveryState: delivery.stateCode,
  trailerTypeId: 'trailer_type',
} as const satisfies Record<keyof TypedTrip, keyof LoadFormValues>;
const TRIP_KEYS = Object.keys(TRIP_NAMES) as Array<keyof TypedTrip>;
const TRIP_FIELDS = TRIP_KEYS.map((key) => TRIP_NAMES[key]);

/** The warnings of giving the load as typed to the driver chosen, under the driver field. */
function LoadDispatchWarnings({
  control,
  loadId,
}: {
  control: Control<LoadFormValues, unknown, LoadBody>;
  loadId: number | undefined;
}) {
  const driverId = useWatch({ control, name: 'user_id' });
  const values = useWatch({ control, name: TRIP_FIELDS });
  const trip = Object.fromEntries(TRIP_KEYS.map((key, i) => [key, values[i] ?? ''])) as TypedTrip;
  return (
    <Suspense fallback={null}>
      <DispatchWarnings mt="sm" driverId={driverId} trip={trip} loadId={loadId} />
    </Suspense>
  );
}
