import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { SelectField } from './select-field';

const STATES = [
  { value: 'OK', label: 'OK — Oklahoma' },
  { value: 'TN', label: 'TN — Tennessee' },
  { value: 'TX', label: 'TX — Texas' },
];

/** A searchable state select that shows what it holds. */
function StateSelect() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SelectField label="Pickup state" data={STATES} searchable value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('a searchable SelectField', () => {
  it('takes the first option matching what is typed on Enter, as a person typing a state expects', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StateSelect />);
    const input = screen.getByRole('combobox', { name: 'Pickup state' });
    await user.type(input, 'TX');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('TX');
    expect(input).toHaveValue('TX — Texas');

    await user.clear(input);
    await user.type(input, 'ten');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('TN');
  });

  it('takes nothing when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StateSelect />);
    await user.type(screen.getByRole('combobox', { name: 'Pickup state' }), 'ZZ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
