import { LOAD_TYPES } from '@fletx/contract/bookings';
import { SimpleGrid } from '@mantine/core';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Section } from '../cards/section';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';
import { FormTextareaField } from './form-textarea-field';

const loadTypeOptions = LOAD_TYPES.map((t) => ({ value: t, label: t }));

type CargoField = 'productName' | 'tripRate' | 'loadType' | 'weight' | 'instructions';

export type CargoFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** The form's names of the fields (bookings and loads name them differently on the wire). */
  names: Record<CargoField, FieldPathByValue<T, string>>;
};

/** The "Cargo details" section of the booking and load forms. */
export function CargoFields<T extends FieldValues, TOut>({ control, names }: CargoFieldsProps<T, TOut>) {
  return (
    <Section title="Cargo details" withDivider>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <FormTextField control={control} name={names.productName} label="Product name" />
        <FormTextField control={control} name={names.tripRate} type="number" label="Trip rate (USD)" />
        <FormSelectField
          control={control}
          name={names.loadType}
          label="Load type"
          placeholder="FTL or LTL"
          data={loadTypeOptions}
        />
        <FormTextField control={control} name={names.weight} type="number" label="Weight (lbs)" />
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
