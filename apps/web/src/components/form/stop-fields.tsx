import type { Stop } from '@fletx/contract/stops';
import { US_STATE_OPTIONS } from '@fletx/contract/us-states';
import { SimpleGrid } from '@mantine/core';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Section } from '../cards/section';
import { FormDateTimeField } from './date-time-field';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';
import { ZIP_INPUT } from './input-rules';

/** The fields of a stop (pickup or delivery) that the booking and load forms show, in their order. */
const STOP_FORM_FIELDS = [
  'openTime',
  'closeTime',
  'nameLocation',
  'postalCode',
  'stateCode',
  'city',
  'phone',
] as const;
type StopFormField = (typeof STOP_FORM_FIELDS)[number];

/** The form's names of a stop's fields: the wire names (the contract's `bookingStopKeys`, `loadStopKeys`). */
export type StopFieldNames = Record<StopFormField, string>;

/** The form values of one stop, text as typed. */
export type StopFormValues<K extends StopFieldNames> = { [F in StopFormField as K[F]]: string };

/** An ISO UTC timestamp as the date-time input's value (yyyy-MM-ddTHH:mm; wall-clock times kept in UTC). */
const toDateTimeInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : '');

/** The form values of one stop of the booking or load being edited (empty ones for a new one). */
export function toStopFormValues<K extends StopFieldNames>(
  names: K,
  record?: Partial<Record<K[StopFormField], string | null>>,
): StopFormValues<K> {
  const value = (field: StopFormField) => record?.[names[field] as K[StopFormField]];
  const values: Record<string, string> = {};
  for (const field of STOP_FORM_FIELDS) {
    values[names[field]] =
      field === 'openTime' || field === 'closeTime' ? toDateTimeInput(value(field)) : (value(field) ?? '');
  }
  return values as StopFormValues<K>;
}

const stateOptions = US_STATE_OPTIONS.map((o) => ({ ...o }));
const STOP_TITLES: Record<Stop, string> = { pickup: 'Pickup', delivery: 'Delivery' };

type StopSectionProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  stop: Stop;
  names: { [F in StopFormField]: FieldPathByValue<T, string> };
};

/** A stop's section of the booking and load forms: times, facility, contact phone, ZIP, state and city. */
function StopSection<T extends FieldValues, TOut>({ control, stop, names }: StopSectionProps<T, TOut>) {
  const title = STOP_TITLES[stop];
  /** The pickup's times are required, the delivery's not. */
  const timesRequired = stop === 'pickup';
  return (
    <Section title={title} withDivider>
      <SimpleGrid cols={2} spacing="sm">
        <FormDateTimeField
          control={control}
          name={names.openTime}
          label={`${title} open time`}
          withAsterisk={timesRequired}
        />
        <FormDateTimeField
          control={control}
          name={names.closeTime}
          label={`${title} close time`}
          withAsterisk={timesRequired}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <FormTextField control={control} name={names.nameLocation} label={`${title} facility name`} />
        <FormTextField
          control={control}
          name={names.phone}
          type="phone"
          label={`${title} contact phone`}
          placeholder="Digits only"
          autoComplete="off"
        />
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="sm">
        <FormTextField
          control={control}
          name={names.postalCode}
          label={`${title} ZIP code`}
          {...ZIP_INPUT}
          withAsterisk
        />
        <FormSelectField
          control={control}
          name={names.stateCode}
          label={`${title} state`}
          placeholder="State"
          data={stateOptions}
          searchable
          withAsterisk
        />
        <FormTextField control={control} name={names.city} label={`${title} city`} withAsterisk />
      </SimpleGrid>
    </Section>
  );
}

export type StopFieldsProps<T extends FieldValues, TOut> = Omit<
  StopSectionProps<T, TOut>,
  'stop' | 'names'
> & {
  names: Record<Stop, StopSectionProps<T, TOut>['names']>;
};

/** The pickup and delivery sections side by side (the booking and load forms). */
export function StopFields<T extends FieldValues, TOut>({ names, ...rest }: StopFieldsProps<T, TOut>) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <StopSection {...rest} stop="pickup" names={names.pickup} />
      <StopSection {...rest} stop="delivery" names={names.delivery} />
    </SimpleGrid>
  );
}
