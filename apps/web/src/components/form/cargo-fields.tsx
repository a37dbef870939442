import { LOAD_TYPES } from '@fletx/contract/bookings';
import { SimpleGrid } from '@mantine/core';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Section } from '../cards/section';
import { FormFields } from './form-fields';
import { FormTextareaField } from './form-textarea-field';

const loadTypeOptions = LOAD_TYPES.map((t) => ({ value: t, label: t }));

type CargoField = 'productName' | 'tripRate' | 'loadType' | 'weight' | 'instructions';

export type CargoFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** The form's names of the fields (bookings and loads name them differently on the wire). */
  names: Record<CargoField, FieldPathByValue<T, string>>;
  /** Under the trip rate: its rate per mile, as typed (trip-fields.tsx). */
  tripRateHint?: string | null;
};

/** The "Cargo details" section of the booking and load forms. */
export function CargoFields<T extends FieldValues, TOut>({
  control,
  names,
  tripRateHint,
}: CargoFieldsProps<T, TOut>) {
  return (
    <Section title="Cargo details" withDivider>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <FormFields
          control={control}
          fields={[
            { name: names.productName, label: 'Product name' },
            {
              name: names.tripRate,
              type: 'number',
              label: 'Trip rate (USD)',
              // Under the input, so the row's other inputs stay level with it.
              description: tripRateHint ?? undefined,
              inputWrapperOrder: ['label', 'input', 'description', 'error'],
            },
            {
              kind: 'select',
              name: names.loadType,
              label: 'Load type',
              placeholder: 'FTL or LTL',
              data: loadTypeOptions,
            },
            { name: names.weight, type: 'number', label: 'Weight (lbs)' },
          ]}
        />
      </SimpleGrid>
      <FormTextareaField
        control={control}
        name={names.instructions}
        label="Instructions"
        autosize
        minRows={2}
      />
    </Section>
  );
}
