import { fieldMessages } from '@fletx/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { held, sampleFormOf } from '../../../test/date-form';
import { renderWithProviders } from '../../../test/test-utils';
import { FormDateField } from './date-field';
import { FormDateTimeField } from './date-time-field';

/**
 * What both date field kinds do with what is typed in their required field, as
 * docs/decisions/0013-dates-typed-as-shown.md has it: they show `placeholder`, hold the text `shown` as
 * `value` and show it back as typed; they refuse `impossible`: nothing held, the rule message shown.
 */
describe.each([
  {
    name: 'FormDateField',
    Field: FormDateField,
    noun: 'date',
    label: 'Date of coverage',
    placeholder: 'dd/mm/yyyy',
    shown: '15/01/2026',
    value: '2026-01-15',
    impossible: '31/02/2026',
  },
  {
    name: 'FormDateTimeField',
    Field: FormDateTimeField,
    noun: 'date-time',
    label: 'Pickup open time',
    placeholder: 'dd/mm/yyyy hh:mm',
    shown: '15/02/2026 08:00',
    value: '2026-02-15T08:00',
    impossible: '31/02/2026 08:00',
  },
])('$name', ({ Field, noun, label, placeholder, shown, value, impossible }) => {
  const SampleForm = sampleFormOf(Field, { required: label, optional: 'Other' });
  const input = () => screen.getByLabelText(new RegExp(`^${label}`));

  it(`takes a ${noun} typed as ${placeholder} and holds it as ${value}`, async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    expect(input()).toHaveAttribute('placeholder', placeholder);

    await user.type(input(), shown);
    expect(held('required')).toBe(value);
    await user.tab();
    expect(input()).toHaveValue(shown);
  });

  it(`refuses an impossible ${noun}: the value stays empty and the rule message shows`, async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);

    await user.type(input(), impossible);
    expect(held('required')).toBe('');
    await user.tab();
    expect(input()).toHaveValue('');
    expect(await screen.findByText(fieldMessages.required)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });
});
