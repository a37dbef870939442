import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/test-utils';
import { LoadMiles } from './loads-table';

const cell = (load: Parameters<typeof LoadMiles>[0]['load']) => {
  renderWithProviders(
    <div data-testid="miles">
      <LoadMiles load={load} />
    </div>,
  );
  return screen.getByTestId('miles');
};

describe('the loads list’s Miles (docs/product.md "Miles of a load")', () => {
  it('shows the actual miles once delivered, rounded, over the word actual', async () => {
    const miles = cell({ actualMiles: 2115.8, plannedMiles: 2474, plannedMilesEstimated: true });
    expect(await screen.findByText('2,116')).toBeInTheDocument();
    expect(miles).toHaveTextContent('2,116actual');
  });

  it('shows the planned miles before, "~" for the straight-line estimate', async () => {
    const estimated = cell({ actualMiles: null, plannedMiles: 517.2, plannedMilesEstimated: true });
    expect(await screen.findByText('~517')).toBeInTheDocument();
    expect(estimated).toHaveTextContent('~517planned');
  });

  it('shows a routed plan without "~"', () => {
    const routed = cell({ actualMiles: null, plannedMiles: 499.6, plannedMilesEstimated: false });
    expect(routed).toHaveTextContent(/^500planned$/);
  });

  it('shows a dash when no miles are known (never 0)', () => {
    const none = cell({ actualMiles: null, plannedMiles: null, plannedMilesEstimated: true });
    expect(none).toHaveTextContent(/^—$/);
  });
});
