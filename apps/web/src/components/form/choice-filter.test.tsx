import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { ChoiceFilter } from './choice-filter';

const UNITS = ['truck', 'trailer'] as const;
type Unit = (typeof UNITS)[number];

function Filter({ onChange }: { onChange: (value: Unit | '') => void }) {
  const [value, setValue] = useState<Unit | ''>('');
  return (
    <ChoiceFilter
      label="Unit type"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      choices={UNITS}
      labelOf={(u) => (u === 'truck' ? 'Truck' : 'Trailer')}
      all="All units"
    />
  );
}

describe('ChoiceFilter', () => {
  it('offers all, then each value by its label, and hands back the value chosen or "" for all', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Filter onChange={onChange} />);
    const field = screen.getByLabelText('Unit type', { selector: 'input' });
    expect(field).toHaveValue('All units');

    await user.click(field);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All units',
      'Truck',
      'Trailer',
    ]);
    await user.click(screen.getByRole('option', { name: 'Trailer' }));
    expect(onChange).toHaveBeenLastCalledWith('trailer');
    expect(field).toHaveValue('Trailer');

    await user.click(field);
    await user.click(screen.getByRole('option', { name: 'All units' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
