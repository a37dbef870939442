import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { RecordGate } from './record-gate';

describe('RecordGate', () => {
  it('shows a record that did not load as every page does: a red alert titled so, with the reason', () => {
    const failed = { isError: true, error: new Error('This truck does not exist.'), data: undefined };
    renderWithProviders(
      <RecordGate what="truck" queries={[failed]}>
        {() => null}
      </RecordGate>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The truck could not be loaded.');
    expect(alert).toHaveTextContent('This truck does not exist.');
  });
});
