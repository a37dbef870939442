import {
  CARRIER_TIME_ZONES,
  type CarrierSettings,
  type CarrierSettingsInput,
  type CarrierTimeZone,
  carrierSettingsBody,
  factoringCompanyInput,
} from '@fletx/contract/carrier-settings';
import { messages } from '@fletx/contract/messages';
import { SimpleGrid } from '@mantine/core';
import { z } from 'zod';
import { Section } from '../../../components/cards/section';
import { AddressFields } from '../../../components/form/address-fields';
import { alertingSubmit } from '../../../components/form/alerting-submit';
import { CardForm } from '../../../components/form/card-form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormTextareaField } from '../../../components/form/form-textarea-field';
import type { StaleRecord } from '../../../hooks/use-record-version';
import { useZodForm } from '../../../lib/form';

const TIME_ZONE_OPTIONS = Object.entries(CARRIER_TIME_ZONES).map(([value, label]) => ({ value, label }));

const EMPTY_FACTORING = { name: '', email: '', remitTo: '', noticeOfAssignment: '' };

/**
 * The form: the carrier's details, and the factoring company's only while "Factoring company" is on (its
 * fields are then checked by the contract's rules, under each field).
 */
export const carrierFormSchema = carrierSettingsBody
  .omit({ factoring: true })
  .extend({
    factoringOn: z.boolean(),
    factoring: z.object({
      name: z.string(),
      email: z.string(),
      remitTo: z.string(),
      noticeOfAssignment: z.string(),
    }),
  })
  .superRefine((values, ctx) => {
    if (!values.factoringOn) return;
    const checked = factoringCompanyInput.safeParse(values.factoring);
    if (checked.success) return;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['factoring', ...issue.path] });
  })
  .transform(
    ({ factoringOn, factoring, ...rest }): CarrierSettingsInput => ({
      ...rest,
      factoring: factoringOn ? factoring : null,
    }),
  );
/** What the form's fields hold: text, and the factoring switch. */
export type CarrierFormValues = {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  mcNumber: string;
  dotNumber: string;
  remitTo: string;
  factoringOn: boolean;
  factoring: typeof EMPTY_FACTORING;
  requireTwoFactor: boolean;
  trackingExactPosition: boolean;
  timeZone: CarrierTimeZone;
};

export function toCarrierFormValues(settings: CarrierSettings): CarrierFormValues {
  const { name, address, city, state, zipCode, phone, email, mcNumber, dotNumber, remitTo, factoring } =
    settings;
  return {
    name,
    address,
    city,
    state,
    zipCode,
    phone,
    email,
    mcNumber,
    dotNumber,
    remitTo,
    factoringOn: factoring !== null,
    factoring: factoring ?? EMPTY_FACTORING,
    requireTwoFactor: settings.requireTwoFactor,
    trackingExactPosition: settings.trackingExactPosition,
    timeZone: settings.timeZone,
  };
}

export type CarrierSettingsFormProps = {
  defaultValues: CarrierFormValues;
  submitting: boolean;
  onSubmit: (body: CarrierSettingsInput) => void;
  stale?: StaleRecord | undefined;
  /** Only a Carrier user (role `Carriers`) may change whether two-factor sign-in is required. */
  canRequireTwoFactor?: boolean;
};

/** The carrier's details printed on its invoices, and its factoring company (docs/product.md). */
export function CarrierSettingsForm({
  defaultValues,
  submitting,
  onSubmit,
  stale,
  canRequireTwoFactor = false,
}: CarrierSettingsFormProps) {
  const { control, handleSubmit, watch, reset } = useZodForm<
    z.input<typeof carrierFormSchema>,
    CarrierSettingsInput,
    CarrierFormValues
  >(carrierFormSchema, { defaultValues });
  const submit = alertingSubmit(handleSubmit, {
    alertId: 'carrier-settings-form',
    alertFor: () => messages.invalidInput,
    onValid: onSubmit,
  });
  const factoringOn = watch('factoringOn');
  return (
    <CardForm
      label="Carrier settings"
      title="Carrier"
      description="Printed at the top of every invoice."
      onSubmit={submit}
      // Cancel puts back what is saved.
      onCancel={() => reset()}
      busy={submitting}
      stale={stale}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <FormTextField control={control} name="name" label="Carrier name" withAsterisk />
        <FormTextField control={control} name="phone" type="phone" label="Phone" withAsterisk />
        <FormTextField control={control} name="email" type="email" label="Email" withAsterisk />
        <SimpleGrid cols={2} spacing="sm">
          <FormTextField control={control} name="mcNumber" label="MC number" placeholder="884211" />
          <FormTextField control={control} name="dotNumber" label="DOT number" />
        </SimpleGrid>
        <AddressFields control={control} />
        <FormSelectField
          control={control}
          name="timeZone"
          label="Time zone"
          description="Every day the office sees starts at this zone's midnight: the dispatch board, invoice due dates, compliance and maintenance."
          data={TIME_ZONE_OPTIONS}
          allowDeselect={false}
          withAsterisk
        />
      </SimpleGrid>
      <FormTextareaField
        control={control}
        name="remitTo"
        label="Remit to"
        description="Where brokers send payment; empty: the address above."
        minRows={2}
      />
      <Section title="Factoring company" withDivider>
        <FormSwitchField
          control={control}
          name="factoringOn"
          label="The invoices are assigned to a factoring company"
        />
        {factoringOn ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FormTextField
                control={control}
                name="factoring.name"
                label="Factoring company name"
                withAsterisk
              />
              <FormTextField
                control={control}
                name="factoring.email"
                type="email"
                label="Factoring company email"
                withAsterisk
              />
            </SimpleGrid>
            <FormTextareaField
              control={control}
              name="factoring.remitTo"
              label="Factoring remit to"
              minRows={2}
              withAsterisk
            />
            <FormTextareaField
              control={control}
              name="factoring.noticeOfAssignment"
              label="Notice of assignment"
              description="Printed on every invoice sent while the factoring company is set."
              minRows={3}
              withAsterisk
            />
          </>
        ) : null}
      </Section>
      <Section title="Sign-in" withDivider>
        <FormSwitchField
          control={control}
          name="requireTwoFactor"
          label="Require two-factor sign-in for every staff account"
          description={
            canRequireTwoFactor
              ? 'Staff without it are taken to set it up right after their password.'
              : 'Only a Carrier user may change this.'
          }
          disabled={!canRequireTwoFactor}
        />
      </Section>
      <Section title="Tracking links" withDivider>
        <FormSwitchField
          control={control}
          name="trackingExactPosition"
          label="Show the truck's exact position on tracking links"
          description="Off: a broker's tracking page names only the nearest town and its state."
        />
      </Section>
    </CardForm>
  );
}
