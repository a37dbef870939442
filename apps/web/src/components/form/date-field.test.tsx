import { fieldMessages } from '@fletx/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/test-utils';
import { FormDateField } from './date-field';

const schema = z.object({
  coverage: z.string().min(1, fieldMessages.required),
  lease: z.string(),
});
type Values = z.infer<typeof schema>;

/** A form with a required and an optional date; shows what the form holds. */
function SampleForm({
  defaults,
  onValid,
}: {
  defaults?: Partial<Values>;
  onValid?: (values: Values) => void;
}) {
  const { control, handleSubmit, watch } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { coverage: '', lease: '', ...defaults },
  });
  return (
    <form onSubmit={handleSubmit((values) => onValid?.(values))} noValidate>
      <FormDateField control={control} name="coverage" label="Date of coverage" withAsterisk />
      <FormDateField control={control} name="lease" label="Lease agreement date" />
      <output data-testid="coverage">{JSON.stringify(watch('coverage'))}</output>
      <output data-testid="lease">{JSON.stringify(watch('lease'))}</output>
      <Button type="submit">Save</Button>
    </form>
  );
}

const held = (name: string) => JSON.parse(screen.getByTestId(name).textContent ?? 'null');

describe('FormDateField', () => {
  it('takes a date typed as dd/MM/yyyy and holds it as yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    const input = screen.getByLabelText(/^Date of coverage/);
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await user.type(input, '15/01/2026');
    expect(held('coverage')).toBe('2026-01-15');
    await user.tab();
    expect(input).toHaveValue('15/01/2026');
  });

  it('also understands d/M/yyyy and ISO yyyy-MM-dd, and shows them as dd/MM/yyyy', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    const coverage = screen.getByLabelText(/^Date of coverage/);
    const lease = screen.getByLabelText('Lease agreement date');

    await user.type(coverage, '2026-01-15');
    expect(held('coverage')).toBe('2026-01-15');
    await user.type(lease, '5/3/2026');
    expect(held('lease')).toBe('2026-03-05');
    await user.tab();
    expect(coverage).toHaveValue('15/01/2026');
    expect(lease).toHaveValue('05/03/2026');
  });

  it('refuses an impossible date: the value stays empty and the rule message shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    const input = screen.getByLabelText(/^Date of coverage/);

    await user.type(input, '31/02/2026');
    expect(held('coverage')).toBe('');
    await user.tab();
    expect(input).toHaveValue('');
    expect(await screen.findByText(fieldMessages.required)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the last real date when the text typed over it is not one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm defaults={{ coverage: '2026-03-05' }} />);
    const input = screen.getByLabelText(/^Date of coverage/);
    const overwrite = (text: string) =>
      user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: 10 });

    await overwrite('30/13/2026');
    await user.tab();
    expect(held('coverage')).toBe('2026-03-05');
    expect(input).toHaveValue('05/03/2026');

    await overwrite('29/02/2027');
    await user.tab();
    expect(held('coverage')).toBe('2026-03-05');

    await overwrite('29/02/2028');
    await user.tab();
    expect(held('coverage')).toBe('2028-02-29');
    expect(input).toHaveValue('29/02/2028');
  });

  it('shows a stored yyyy-MM-dd value as dd/MM/yyyy', () => {
    renderWithProviders(<SampleForm defaults={{ coverage: '2026-03-05', lease: '2025-12-31' }} />);
    expect(screen.getByLabelText(/^Date of coverage/)).toHaveValue('05/03/2026');
    expect(screen.getByLabelText('Lease agreement date')).toHaveValue('31/12/2025');
  });

  it('sets the value to empty when cleared, by the clear button or by deleting the text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm defaults={{ coverage: '2026-03-05', lease: '2025-12-31' }} />);

    // Only the optional field has a clear button.
    expect(screen.getAllByRole('button', { name: 'Clear date' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(held('lease')).toBe('');
    expect(screen.getByLabelText('Lease agreement date')).toHaveValue('');

    const coverage = screen.getByLabelText(/^Date of coverage/);
    await user.clear(coverage);
    expect(held('coverage')).toBe('');
    await user.tab();
    expect(coverage).toHaveValue('');
    expect(await screen.findByText(fieldMessages.required)).toBeInTheDocument();
  });

  it('takes a day picked from the calendar and submits yyyy-MM-dd strings', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<SampleForm defaults={{ coverage: '2026-01-15' }} onValid={onValid} />);
    const input = screen.getByLabelText(/^Date of coverage/);

    await user.click(input);
    await user.click(screen.getByRole('button', { name: '20 January 2026' }));
    expect(held('coverage')).toBe('2026-01-20');
    expect(input).toHaveValue('20/01/2026');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ coverage: '2026-01-20', lease: '' });
  });
});
