import { fieldMessages } from '@fletx/contract/messages';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '../src/lib/form';
import { renderWithProviders } from './test-utils';

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

/**
 * What every date field kind does with what is typed in its required field (`input()`), as
 * docs/decisions/0013-dates-typed-as-shown.md has it: it shows `placeholder`, holds `typed[0]` as `typed[1]`
 * and shows it back as typed; it refuses the `impossible` text, holding nothing and showing the rule message.
 */
export function itTakesTypedText(kind: {
  noun: string;
  SampleForm: ComponentType<SampleFormProps>;
  input: () => HTMLElement;
  placeholder: string;
  typed: [shown: string, held: string];
  impossible: string;
}) {
  const { SampleForm, input, typed } = kind;
  it(`takes a ${kind.noun} typed as ${kind.placeholder} and holds it as ${typed[1]}`, async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    expect(input()).toHaveAttribute('placeholder', kind.placeholder);

    await user.type(input(), typed[0]);
    expect(held('required')).toBe(typed[1]);
    await user.tab();
    expect(input()).toHaveValue(typed[0]);
  });

  it(`refuses an impossible ${kind.noun}: the value stays empty and the rule message shows`, async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);

    await user.type(input(), kind.impossible);
    expect(held('required')).toBe('');
    await user.tab();
    expect(input()).toHaveValue('');
    expect(await screen.findByText(fieldMessages.required)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });
}
