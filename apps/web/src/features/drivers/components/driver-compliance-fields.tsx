import { CDL_CLASSES } from '@fletx/contract/compliance';
import type { DriverFormBody } from '@fletx/contract/drivers';
import { SimpleGrid } from '@mantine/core';
import type { Control, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { Section } from '../../../components/cards/section';
import { FormDateField } from '../../../components/form/date-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { type DriverFormValues, defaultPolicyExpiration } from './driver-form-values';

/**
 * The driver form's dated documents (docs/product.md "Compliance"): the CDL and the DOT medical
 * certificate, and the insurance policies with an expiration beside each effective date. The sections carry
 * the anchors the Compliance screen links to (`#cdl`, `#insurance`; the lease end sits in `#agreement`).
 */

type C = Control<DriverFormValues, unknown, DriverFormBody>;

type TextName = {
  [K in keyof DriverFormValues]: DriverFormValues[K] extends string ? K : never;
}[keyof DriverFormValues];
type PolicyNames = {
  policy: TextName;
  amount: TextName;
  insurer?: TextName;
  date: TextName;
  expiration: TextName;
};

/** The insurance policies of a driver, in the form's order. */
const POLICIES: ReadonlyArray<{ title: string; names: PolicyNames }> = [
  {
    title: 'Underlying commercial automobile liability coverage',
    names: {
      policy: 'policyNo',
      amount: 'amount',
      insurer: 'nameInsurer',
      date: 'effectiveDateCoverage',
      expiration: 'expirationDateCoverage',
    },
  },
  {
    title: 'Cargo liability coverage',
    names: {
      policy: 'liabilityCargoPolicyNo',
      amount: 'liabilityCargoAmount',
      insurer: 'liabilityCargonAmeInsurer',
      date: 'liabilityCargoEffectiveDateCoverage',
      expiration: 'liabilityCargoExpirationDate',
    },
  },
  {
    title: 'Non-trucking liability insurance',
    names: {
      policy: 'noTrukingPolicyNo',
      amount: 'noTrukingAmount',
      date: 'noTrukingEffectiveDateCoverage',
      expiration: 'noTrukingExpirationDate',
    },
  },
  {
    title: 'Occupational accident insurance',
    names: {
      policy: 'ocupationalPolicyNo',
      amount: 'ocupationalAmount',
      insurer: 'ocupationalNameInsurer',
      date: 'ocupationalEffectiveDateCoverage',
      expiration: 'ocupationalExpirationDate',
    },
  },
  {
    title: 'Physical damage insurance on trailer',
    names: {
      policy: 'physicalPolicyNo',
      amount: 'physicalAmount',
      insurer: 'physicalNameInsurer',
      date: 'physicalEffectiveDateCoverage',
      expiration: 'physicalExpirationDate',
    },
  },
  {
    title: 'Passenger insurance',
    names: {
      policy: 'passegerPolicyNo',
      amount: 'passegerAmount',
      insurer: 'passegerNameInsurer',
      date: 'passegerEffectiveDateCoverage',
      expiration: 'passegerExpirationDate',
    },
  },
];

type PolicyProps = {
  control: C;
  names: PolicyNames;
  getValues: UseFormGetValues<DriverFormValues>;
  setValue: UseFormSetValue<DriverFormValues>;
};

/** A description under the input, so the inputs of a row stay aligned. */
const DESCRIPTION_BELOW: Array<'label' | 'input' | 'description' | 'error'> = [
  'label',
  'input',
  'description',
  'error',
];

/** A policy: its number, amount and insurer, then its effective date with the expiration beside it. */
function PolicyBlock({ control, names, getValues, setValue }: PolicyProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <FormTextField control={control} name={names.policy} label="Policy No." withAsterisk />
        <FormTextField
          control={control}
          name={names.amount}
          type="number"
          label="Amount (USD)"
          withAsterisk
        />
        {names.insurer ? (
          <FormTextField control={control} name={names.insurer} label="Name of insurer" withAsterisk />
        ) : null}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <FormDateField
          control={control}
          name={names.date}
          label="Effective date of coverage"
          withAsterisk
          onChange={(effective) => {
            const expiration = defaultPolicyExpiration(effective, getValues(names.expiration));
            if (expiration)
              setValue(names.expiration, expiration, { shouldDirty: true, shouldValidate: true });
          }}
        />
        <FormDateField
          control={control}
          name={names.expiration}
          label="Expiration date"
          description="Empty: one year after the effective date"
          inputWrapperOrder={DESCRIPTION_BELOW}
        />
      </SimpleGrid>
    </>
  );
}

/** The six policies, each its own section; the first carries the `#insurance` anchor. */
export function PolicySections(props: Omit<PolicyProps, 'names'>) {
  return POLICIES.map((policy, index) => (
    <Section key={policy.title} title={policy.title} withDivider id={index === 0 ? 'insurance' : undefined}>
      <PolicyBlock {...props} names={policy.names} />
    </Section>
  ));
}

const CDL_CLASS_OPTIONS = CDL_CLASSES.map((c) => ({ value: c, label: `Class ${c}` }));

/** Commercial driver's licence and DOT medical certificate: optional, watched once dated. */
export function CdlSection({ control }: { control: C }) {
  return (
    <Section
      title="Commercial driver's licence and medical certificate"
      description="Optional; once a date is entered it is watched, and a passed one blocks dispatch."
      withDivider
      id="cdl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <FormTextField control={control} name="cdl_number" label="CDL number" maxLength={30} />
        <FormTextField
          control={control}
          name="cdl_state"
          label="CDL state"
          placeholder="TX"
          maxLength={2}
          description="Two letters"
          inputWrapperOrder={DESCRIPTION_BELOW}
        />
        <FormSelectField
          control={control}
          name="cdl_class"
          label="CDL class"
          placeholder="Select a class"
          data={CDL_CLASS_OPTIONS}
          clearable
        />
        <FormDateField control={control} name="cdl_expiration" label="CDL expiration" />
        <FormDateField
          control={control}
          name="medical_certificate_expiration"
          label="Medical certificate expiration"
          description="DOT medical certificate"
          inputWrapperOrder={DESCRIPTION_BELOW}
        />
      </SimpleGrid>
    </Section>
  );
}
