import { fieldMessages } from '@fletx/contract/messages';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { held, sampleFormOf } from '../../../test/date-form';
import { renderWithProviders } from '../../../test/test-utils';
import { FormDateTimeField } from './date-time-field';

/** A required and an optional date-time, as a stop's times. */
const SampleForm = sampleFormOf(FormDateTimeField, {
  required: 'Pickup open time',
  optional: 'Delivery close time',
});

const openTime = () => screen.getByLabelText(/^Pickup open time/);
const closeTime = () => screen.getByLabelText('Delivery close time');

describe('FormDateTimeField', () => {
  it('takes the ISO text a datetime-local input is filled with, and shows it as dd/MM/yyyy HH:mm', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);

    await user.type(openTime(), '2026-02-15T08:00');
    expect(held('required')).toBe('2026-02-15T08:00');
    await user.tab();
    expect(openTime()).toHaveValue('15/02/2026 08:00');

    // Filled at once, as Playwright's fill() does; d/M/yyyy H:mm is understood too.
    fireEvent.change(closeTime(), { target: { value: '5/3/2026 7:05' } });
    expect(held('optional')).toBe('2026-03-05T07:05');
    fireEvent.blur(closeTime());
    expect(closeTime()).toHaveValue('05/03/2026 07:05');
  });

  it('shows a stored value as dd/MM/yyyy HH:mm on the 24-hour clock', () => {
    renderWithProviders(
      <SampleForm defaults={{ required: '2026-02-15T08:00', optional: '2026-12-31T23:45' }} />,
    );
    expect(openTime()).toHaveValue('15/02/2026 08:00');
    expect(closeTime()).toHaveValue('31/12/2026 23:45');
  });

  it('refuses an impossible time and a date without its time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    const input = openTime();

    await user.type(input, '15/02/2026 25:00');
    expect(held('required')).toBe('');
    // A date without its time is not a value either.
    fireEvent.change(input, { target: { value: '15/02/2026' } });
    expect(held('required')).toBe('');
  });

  it('keeps the last real date-time when the text typed over it is not one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm defaults={{ required: '2026-02-15T08:00' }} />);
    const input = openTime();

    await user.type(input, '15/02/2026 24:00', { initialSelectionStart: 0, initialSelectionEnd: 16 });
    expect(held('required')).toBe('2026-02-15T08:00');
    await user.tab();
    expect(input).toHaveValue('15/02/2026 08:00');
    expect(screen.queryByText(fieldMessages.required)).not.toBeInTheDocument();
  });

  it('sets the value to empty when cleared, by deleting the text or by the clear button', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SampleForm defaults={{ required: '2026-02-15T08:00', optional: '2026-02-16T13:00' }} />,
    );

    await user.clear(openTime());
    expect(held('required')).toBe('');
    await user.tab();
    expect(openTime()).toHaveValue('');
    expect(await screen.findByText(fieldMessages.required)).toBeInTheDocument();

    // Only the optional field has a clear button.
    await user.click(screen.getByRole('button', { name: 'Clear date and time' }));
    expect(held('optional')).toBe('');
    expect(closeTime()).toHaveValue('');
  });

  it('keeps the time when a day is picked from the calendar (00:00 when there is none)', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<SampleForm defaults={{ required: '2026-02-15T08:30' }} onValid={onValid} />);

    await user.click(openTime());
    await user.click(screen.getByRole('button', { name: '20 February 2026' }));
    expect(held('required')).toBe('2026-02-20T08:30');
    expect(openTime()).toHaveValue('20/02/2026 08:30');

    // An empty field's calendar opens on this month.
    const tenth = dayjs().date(10);
    await user.click(closeTime());
    await user.click(screen.getByRole('button', { name: tenth.format('D MMMM YYYY') }));
    expect(held('optional')).toBe(`${tenth.format('YYYY-MM-DD')}T00:00`);
    expect(closeTime()).toHaveValue(`${tenth.format('DD/MM/YYYY')} 00:00`);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({
      required: '2026-02-20T08:30',
      optional: `${tenth.format('YYYY-MM-DD')}T00:00`,
    });
  });
});
