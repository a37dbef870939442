import type { ReportDetail } from '@fletx/contract/reports';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

const report = (position: { lat: number | null; lon: number | null }): ReportDetail => ({
  id: 5,
  loadbook_id: 31,
  report_type_id: 2,
  report_type_name: 'Cancellation request',
  created_at: '2026-05-04T12:00:00.000Z',
  status_report_id: 1,
  status_name: 'Pending',
  modified_by: null,
  modified_at: null,
  kind: null,
  text: 'Family emergency, I need to go home.',
  ...position,
  id_number: 'LD-58551',
  loadbook_status_id: 15,
  driver_id: 9,
  driver_name: 'Michael Thompson',
  comments: [],
});

function showAlert(position: { lat: number | null; lon: number | null }) {
  storeSession({ role: 'Carriers' });
  stubFetch((call) =>
    call.url.startsWith('/api/loadbook/loadbookreport/findById/5')
      ? jsonResponse({ message: 'OK', data: report(position) })
      : jsonResponse({ message: 'OK', data: [] }),
  );
  renderApp('/fletx/alerts?id=5');
}

describe('the alert page\'s map (docs/product.md "Alert page")', () => {
  it('says no position was sent instead of a map of somewhere else', async () => {
    showAlert({ lat: null, lon: null });
    const place = await screen.findByRole('region', { name: 'Map of where it happened' });
    expect(place).toHaveTextContent('No position sent');
    expect(place.querySelector('.leaflet-container')).toBeNull();
  });

  it('maps the place the report was sent from', async () => {
    showAlert({ lat: 32.7767, lon: -96.797 });
    const place = await screen.findByRole('region', { name: 'Map of where it happened' });
    expect(place.querySelector('.leaflet-container')).not.toBeNull();
    expect(place).not.toHaveTextContent('No position sent');
  });
});
