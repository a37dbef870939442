import { LOAD_TYPES } from '@fletx/contract/bookings';
import { SimpleGrid } from '@mantine/core';
import { type Control, type FieldPathByValue, type FieldValues, useWatch } from 'react-hook-form';
import { ratePerMileText } from '../../lib/rate-per-mile';
import { Section } from '../cards/section';
import { FormFields } from './form-fields';
import { FormTextField } from './form-text-field';
import { FormTextareaField } from './form-textarea-field';

const loadTypeOptions = LOAD_TYPES.map((t) => ({ value: t, label: t }));

type CargoField = 'productName' | 'tripRate' | 'loadType' | 'weight' | 'instructions';
type Name<T extends FieldValues> = FieldPathByValue<T, string>;

export type CargoFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** The form's names of the fields (bookings and loads name them differently on the wire). */
  names: Record<CargoField, Name<T>>;
  /** The trip's distance field: the trip rate shows its rate per mile over it as both are typed. */
  distance: Name<T>;
};

/** A number field's text as typed: null while empty or not a number. */
function typedNumber(text: unknown): number | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The trip rate, with its rate per mile under it once the rate and the distance are typed
 * (apps/web/src/lib/rate-per-mile.ts). It alone watches the two, so typing redraws no other field.
 */
function TripRateField<T extends FieldValues, TOut>({
  control,
  name,
  distance,
}: {
  control: Control<T, unknown, TOut>;
  name: Name<T>;
  distance: Name<T>;
}) {
  const [rate, miles] = useWatch({ control, name: [name, distance] }) as unknown[];
  const hint = ratePerMileText(typedNumber(rate), typedNumber(miles));
  return (
    <FormTextField
      control={control}
      name={name}
      type="number"
      label="Trip rate (USD)"
      description={hint ?? undefined}
      // Under the input, so the row's other inputs stay level with it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

/** The "Cargo details" section of the booking and load forms. */
export function CargoFields<T extends FieldValues, TOut>({
  control,
  names,
  distance,
}: CargoFieldsProps<T, TOut>) {
  return (
    <Section title="Cargo details" withDivider>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <FormTextField control={control} name={names.productName} label="Product name" />
        <TripRateField control={control} name={names.tripRate} distance={distance} />
        <FormFields
          control={control}
          fields={[
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
