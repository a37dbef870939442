import type { DriverFormBody } from '@fletx/contract/drivers';
import { PAY_RULE_KINDS, PAY_RULE_LABELS, type PayRuleKind } from '@fletx/contract/pay-rules';
import { SimpleGrid } from '@mantine/core';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Section } from '../../../components/cards/section';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { DriverFormValues } from './driver-form-values';

type C = Control<DriverFormValues, unknown, DriverFormBody>;

const KINDS = [
  { value: '', label: 'Product fee 15 % (default)' },
  ...PAY_RULE_KINDS.map((kind) => ({ value: kind, label: PAY_RULE_LABELS[kind] })),
];

/** What the rate field is called for each kind (docs/product.md "Driver pay rules"). */
const RATE_LABELS: Readonly<Record<PayRuleKind, { label: string; description: string }>> = {
  percent: { label: 'Driver keeps (% of gross)', description: '85 is the same as the 15 % fee' },
  perMile: { label: 'Dollars per mile', description: 'Loaded and deadhead miles, e.g. 0.62' },
  perLoadedMile: { label: 'Dollars per loaded mile', description: 'Without deadhead, e.g. 0.65' },
  flat: { label: 'Dollars per load', description: 'The same amount for every load' },
};

/** The driver's pay rule, extra-stop pay and detention per hour; the rate shows once a rule is chosen. */
export function PaySection({
  control,
  setValue,
}: {
  control: C;
  setValue: UseFormSetValue<DriverFormValues>;
}) {
  const kind = useWatch({ control, name: 'payRule.kind' }) as PayRuleKind | '';
  const rate = kind ? RATE_LABELS[kind] : null;
  return (
    <Section title="Pay" description="How settlements pay this driver" withDivider id="pay">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <FormSelectField
          control={control}
          name="payRule.kind"
          label="Pay rule"
          data={KINDS}
          allowDeselect={false}
          onChange={(next) => {
            if (!next) setValue('payRule.rate', '', { shouldValidate: true });
          }}
        />
        {rate ? (
          <FormTextField
            control={control}
            name="payRule.rate"
            type="number"
            label={rate.label}
            description={rate.description}
            withAsterisk
          />
        ) : null}
        <FormTextField
          control={control}
          name="extraStopPay"
          type="number"
          label="Extra stop pay ($)"
          description="Each stop beyond pickup and delivery"
        />
        <FormTextField
          control={control}
          name="detentionPerHour"
          type="number"
          label="Detention pay ($ per hour)"
          description="Beyond 2 free hours at a stop"
        />
      </SimpleGrid>
    </Section>
  );
}
