import { fieldMessages } from '@fletx/contract/messages';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { useZodForm } from '../src/lib/form';

const schema = z.object({
  required: z.string().min(1, fieldMessages.required),
  optional: z.string(),
});
export type DateFormValues = z.infer<typeof schema>;

type FieldProps = {
  control: Control<DateFormValues>;
  name: keyof DateFormValues;
  label: string;
  withAsterisk?: boolean;
};

/**
 * A form for testing a date field kind: a required field and an optional one, labelled as given; it shows
 * what the form holds (`held('required')`, `held('optional')`) and hands its valid values to `onValid`.
 */
type SampleFormProps = { defaults?: Partial<DateFormValues>; onValid?: (values: DateFormValues) => void };
type Labels = { required: string; optional: string };

export function DateSampleForm({
  Field,
  labels,
  defaults,
  onValid,
}: SampleFormProps & { Field: ComponentType<FieldProps>; labels: Labels }) {
  const { control, handleSubmit, watch } = useZodForm(schema, {
    defaultValues: { required: '', optional: '', ...defaults },
  });
  return (
    <form onSubmit={handleSubmit((values) => onValid?.(values))} noValidate>
      <Field control={control} name="required" label={labels.required} withAsterisk />
      <Field control={control} name="optional" label={labels.optional} />
      <output data-testid="required">{JSON.stringify(watch('required'))}</output>
      <output data-testid="optional">{JSON.stringify(watch('optional'))}</output>
      <Button type="submit">Save</Button>
    </form>
  );
}

/** What the sample form holds in one of its fields. */
export const held = (name: keyof DateFormValues) =>
  JSON.parse(screen.getByTestId(name).textContent ?? 'null');

/** The sample form of one date field kind, labelled as given. */
export const sampleFormOf = (Field: ComponentType<FieldProps>, labels: Labels) =>
  function SampleForm(props: SampleFormProps) {
    return <DateSampleForm Field={Field} labels={labels} {...props} />;
  };
