import { DOCUMENT_TYPE, type DocumentInfo, defectPhotoName, ENTITY_TYPE } from '@fletx/contract/documents';
import { INSPECTION_ITEMS, type Inspection } from '@fletx/contract/inspections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

const inspection: Inspection = {
  id: 31,
  kind: 'pre_trip',
  driverId: 5,
  truckId: 4,
  trailerId: null,
  odometer: 184_620,
  signature: 'Cora Lee',
  at: '2026-11-27T13:00:00.000Z',
  createdAt: '2026-11-27T13:00:02.000Z',
  items: INSPECTION_ITEMS.map((item) => ({ item, ok: item !== 'tires', note: null })),
  defects: [
    {
      id: 77,
      unitType: 'truck',
      unitId: 4,
      item: 'tires',
      note: 'Sidewall cut',
      severity: 'out_of_service',
      status: 'open',
      repairedAt: null,
      repairedBy: null,
      workOrderId: null,
    },
  ],
};

const photo = (id: number, originalName: string): DocumentInfo => ({
  id,
  entityTypeId: ENTITY_TYPE.inspection,
  entityId: 31,
  documentType: DOCUMENT_TYPE.defectPhoto,
  originalName,
  mimeType: 'image/jpeg',
  size: 1200,
  uploadedBy: { id: 5, name: 'Cora Lee' },
  createdAt: '2026-11-27T13:05:00.000Z',
});

function stubServer() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/inspections/31/pdf'))
      return new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
    if (call.url.startsWith('/api/inspections/31')) return jsonResponse({ message: 'OK', data: inspection });
    if (call.url.startsWith('/api/documents/list-files'))
      return jsonResponse({
        message: 'OK',
        data: [photo(9, 'yard.jpg'), photo(8, defectPhotoName(77, 'tire.jpg'))],
      });
    if (call.url.includes('/download'))
      return new Response(new Blob([new Uint8Array([0xff, 0xd8])]), {
        headers: { 'Content-Type': 'image/jpeg' },
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

describe("an inspection's photos and its DVIR", () => {
  beforeEach(() => {
    storeSession();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the photos under their defect, opens one large, and downloads the DVIR PDF', async () => {
    const { calls } = stubServer();
    renderApp('/fletx/inspections/31');
    const open = await screen.findByRole('button', { name: 'Open the photo: Tires: Sidewall cut' });
    // Each part of the report under its name.
    for (const name of ['Defects', 'Photos', 'Inspected items'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the photo: Inspection photo' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/api/documents/list-files?entityTypeId=7&entityId=31'))).toBe(
      true,
    );
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Tires: Sidewall cut' });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Tires: Sidewall cut' })).toBeInTheDocument(),
    );
    expect(within(dialog).getByText(/Cora Lee/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Download DVIR (PDF)' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/inspections/31/pdf'))).toBe(true));
  });
});
