import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  emptyPage,
  jsonResponse,
  renderWithProviders,
  storeSession,
  stubFetch,
} from '../../../test/test-utils';
import { UnitMaintenance } from './components/unit-maintenance';

/**
 * A unit's maintenance on its page (docs/product.md "Maintenance"): New work order only for an active unit, as
 * the API takes work orders for active units only (an inactive truck's order would be refused on Create).
 */
beforeEach(() => {
  storeSession();
  stubFetch(() => jsonResponse({ message: 'OK', data: emptyPage }));
});

describe("a unit's maintenance", () => {
  it('offers New work order for an active unit, with the unit chosen', async () => {
    renderWithProviders(<UnitMaintenance unitType="truck" unitId={7} />);
    expect(await screen.findByRole('link', { name: 'New work order' })).toHaveAttribute(
      'href',
      '/fletx/work-order?unitType=truck&unitId=7',
    );
  });

  it('offers none for an inactive unit', async () => {
    renderWithProviders(<UnitMaintenance unitType="trailer" unitId={9} inactive />);
    expect(await screen.findByRole('heading', { name: 'Maintenance schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New work order' })).not.toBeInTheDocument();
  });
});
