import { fieldMessages } from '@fletx/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { held, sampleFormOf } from '../../../test/date-form';
import { renderWithProviders } from '../../../test/test-utils';
import { DateField, FormDateField } from './date-field';

/** A required date of coverage and an optional lease agreement date. */
const SampleForm = sampleFormOf(FormDateField, {
  required: 'Date of coverage',
  optional: 'Lease agreement date',
});

describe('FormDateField', () => {
  it('also understands d/M/yyyy and ISO yyyy-MM-dd, and shows them as dd/MM/yyyy', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    const coverage = screen.getByLabelText(/^Date of coverage/);
    const lease = screen.getByLabelText('Lease agreement date');

    await user.type(coverage, '2026-01-15');
    expect(held('required')).toBe('2026-01-15');
    await user.type(lease, '5/3/2026');
    expect(held('optional')).toBe('2026-03-05');
    await user.tab();
    expect(coverage).toHaveValue('15/01/2026');
    expect(lease).toHaveValue('05/03/2026');
  });

  it('keeps the last real date when the text typed over it is not one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm defaults={{ required: '2026-03-05' }} />);
    const input = screen.getByLabelText(/^Date of coverage/);
    const overwrite = (text: string) =>
      user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: 10 });

    await overwrite('30/13/2026');
    await user.tab();
    expect(held('required')).toBe('2026-03-05');
    expect(input).toHaveValue('05/03/2026');

    await overwrite('29/02/2027');
    await user.tab();
    expect(held('required')).toBe('2026-03-05');

    await overwrite('29/02/2028');
    await user.tab();
    expect(held('required')).toBe('2028-02-29');
    expect(input).toHaveValue('29/02/2028');
  });

  it('shows a stored yyyy-MM-dd value as dd/MM/yyyy', () => {
    renderWithProviders(<SampleForm defaults={{ required: '2026-03-05', optional: '2025-12-31' }} />);
    expect(screen.getByLabelText(/^Date of coverage/)).toHaveValue('05/03/2026');
    expect(screen.getByLabelText('Lease agreement date')).toHaveValue('31/12/2025');
  });

  it('sets the value to empty when cleared, by the clear button or by deleting the text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm defaults={{ required: '2026-03-05', optional: '2025-12-31' }} />);

    // Only the optional field has a clear button.
    expect(screen.getAllByRole('button', { name: 'Clear date' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(held('optional')).toBe('');
    expect(screen.getByLabelText('Lease agreement date')).toHaveValue('');

    const coverage = screen.getByLabelText(/^Date of coverage/);
    await user.clear(coverage);
    expect(held('required')).toBe('');
    await user.tab();
    expect(coverage).toHaveValue('');
    expect(await screen.findByText(fieldMessages.required)).toBeInTheDocument();
  });

  it('takes a day picked from the calendar and submits yyyy-MM-dd strings', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<SampleForm defaults={{ required: '2026-01-15' }} onValid={onValid} />);
    const input = screen.getByLabelText(/^Date of coverage/);

    await user.click(input);
    await user.click(screen.getByRole('button', { name: '20 January 2026' }));
    expect(held('required')).toBe('2026-01-20');
    expect(input).toHaveValue('20/01/2026');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ required: '2026-01-20', optional: '' });
  });
});

/**
 * A list filter whose page draws a new date later than it is asked for (as a router's transition does): the
 * date asked for waits until "Draw it"; "Show 04/07/2026" passes a date of the parent's own.
 */
function LateFilter() {
  const [drawn, setDrawn] = useState('2026-03-05');
  const [asked, setAsked] = useState('2026-03-05');
  return (
    <>
      <DateField label="Pickup from" value={drawn} onChange={setAsked} />
      <button type="button" onClick={() => setDrawn(asked)}>
        Draw it
      </button>
      <button type="button" onClick={() => setDrawn('2026-07-04')}>
        Show 04/07/2026
      </button>
    </>
  );
}

describe('DateField', () => {
  it('keeps a typed date on blur until its value catches up, then follows the value passed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LateFilter />);
    const input = screen.getByLabelText('Pickup from');

    await user.type(input, '16/02/2027', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    await user.tab();
    expect(input).toHaveValue('16/02/2027');

    await user.click(screen.getByRole('button', { name: 'Draw it' }));
    expect(input).toHaveValue('16/02/2027');

    await user.click(screen.getByRole('button', { name: 'Show 04/07/2026' }));
    expect(input).toHaveValue('04/07/2026');
  });
});
