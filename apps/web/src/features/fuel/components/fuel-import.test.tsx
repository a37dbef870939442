import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/test-utils';
import { FuelImport } from './fuel-import';

/** A new layout: the app guessed the date's and the gallons' columns, not the unit's, state's or amount's. */
const NEW_LAYOUT = {
  layout: null,
  needsMapping: true,
  headers: ['Txn Date', 'Truck', 'Jurisdiction', 'Qty', 'Total'],
  suggested: { date: 'Txn Date', gallons: 'Qty' },
  imported: 0,
  duplicates: 0,
  errors: [],
};

/** Mantine's FileInput is a button over a hidden file input: the input takes the upload. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('the fuel import of a new layout (docs/product.md "Fuel")', () => {
  it("shows a column's error once the person tried to import or left the field, not before any choice", async () => {
    const { calls } = stubFetch(() => jsonResponse({ message: 'Map the columns', data: NEW_LAYOUT }));
    renderWithProviders(<FuelImport />);
    const user = userEvent.setup();
    const csv = new File(['Txn Date,Truck\n'], 'card.csv', { type: 'text/csv' });
    await user.upload(fileInput(), csv);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const importMapped = await screen.findByRole('button', { name: 'Import with this mapping' });
    expect(screen.queryByText('Choose its column')).toBeNull();

    await user.click(importMapped);
    expect(await screen.findAllByText('Choose its column')).toHaveLength(3);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('marks a field the person left empty, and only that one', async () => {
    stubFetch(() => jsonResponse({ message: 'Map the columns', data: NEW_LAYOUT }));
    renderWithProviders(<FuelImport />);
    const user = userEvent.setup();
    await user.upload(fileInput(), new File(['x'], 'card.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.click(await screen.findByRole('combobox', { name: /Unit \/ truck number/ }));
    await user.keyboard('{Escape}');
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('Choose its column')).toHaveLength(1));
  });
});
