import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTrailerTypeOptions } from '../../lib/form-options';
import { FormBrokerField, type FormBrokerFieldProps } from './broker-field';
import { CargoFields, type CargoFieldsProps } from './cargo-fields';
import { FormFields } from './form-fields';
import { FormTextField } from './form-text-field';
import { StopFields, type StopFieldsProps } from './stop-fields';

type Name<T extends FieldValues> = FieldPathByValue<T, string>;

export type TripFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** The form's names of the fields (bookings and loads name them differently on the wire). */
  names: { idNumber: Name<T>; broker: Name<T>; distance: Name<T>; cargo: CargoFieldsProps<T, TOut>['names'] };
  stops: Pick<StopFieldsProps<T, TOut>, 'names'>;
  broker?: Pick<FormBrokerFieldProps<T, TOut>, 'current' | 'description' | 'inputWrapperOrder'>;
};

/**
 * The trip of the booking and load forms: its ID, broker and distance, its stops and its cargo (the trip rate
 * with its rate per mile).
 */
export function TripFields<T extends FieldValues, TOut>({
  control,
  names,
  stops,
  broker,
}: TripFieldsProps<T, TOut>) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <FormTextField control={control} name={names.idNumber} label="ID number" withAsterisk />
        <FormBrokerField control={control} name={names.broker} {...broker} />
        <FormTextField control={control} name={names.distance} type="number" label="Distance (miles)" />
      </SimpleGrid>
      <StopFields control={control} {...stops} />
      <CargoFields control={control} names={names.cargo} distance={names.distance} />
    </>
  );
}

export type TrailerFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  names: { type: Name<T>; dimensions: Name<T> };
  cols: SimpleGridProps['cols'];
};

/** The trailer type and dimensions the booking and load forms ask for. */
export function TrailerFields<T extends FieldValues, TOut>({
  control,
  names,
  cols,
}: TrailerFieldsProps<T, TOut>) {
  const trailerOptions = useTrailerTypeOptions();
  return (
    <SimpleGrid cols={cols} spacing="sm">
      <FormFields
        control={control}
        fields={[
          {
            kind: 'select',
            name: names.type,
            label: 'Trailer type',
            placeholder: 'Select a trailer type',
            data: trailerOptions,
            withAsterisk: true,
          },
          { name: names.dimensions, label: 'Trailer dimensions', placeholder: '53 ft' },
        ]}
      />
    </SimpleGrid>
  );
}
