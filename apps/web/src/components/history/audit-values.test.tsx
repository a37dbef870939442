import '../../../test/viewer-zone';
import type { AuditChange, AuditEntityType } from '@fletx/contract/audit';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditEntry, auditPage } from '../../../test/sample-audit';
import { renderWithProviders, storeSession, stubFetch } from '../../../test/test-utils';
import { RecordHistory } from './record-history';

/** The lines the History panel writes for one update of a record of `entityType` (read in Chicago). */
async function linesOf(entityType: AuditEntityType, changes: AuditChange[]): Promise<string[]> {
  storeSession();
  stubFetch(() => auditPage([auditEntry(1, { entityType, changes })]));
  const view = renderWithProviders(<RecordHistory entityType={entityType} entityId={12} />);
  await screen.findByRole('table', { name: 'History' });
  const lines = (await screen.findAllByTestId('history-change')).map((line) => line.textContent ?? '');
  view.unmount();
  return lines;
}

const change = (field: string, before: AuditChange['before'], after: AuditChange['after']) => ({
  field,
  before,
  after,
});

describe('the History panel writes each value as the app shows that field (docs/product.md "The History panel")', () => {
  it("writes an instant in the viewer's date and time", async () => {
    expect(
      await linesOf('workOrder', [change('doneAt', '2026-11-21T09:15:00.000Z', '2026-11-21T14:00:00.000Z')]),
    ).toEqual(['Done at: 21/11/2026 03:15:00 → 21/11/2026 08:00:00']);
  });

  it('writes a calendar date as dd/MM/yyyy, never a day off', async () => {
    expect(await linesOf('truck', [change('licenseplate_expiration', '2026-11-21', '2027-01-01')])).toEqual([
      'License plate expiration: 21/11/2026 → 01/01/2027',
    ]);
  });

  it("writes a stop's window times on the facility's clock, as Load details does (not the viewer's zone)", async () => {
    expect(
      await linesOf('load', [
        change('open_time_pickup', '2026-11-21T14:00:00.000Z', '2026-11-21T15:30:00.000Z'),
        change('close_time_delivery', null, '2026-11-22T06:00:00.000Z'),
      ]),
    ).toEqual([
      'Pickup open time: 21/11/2026 14:00:00 → 21/11/2026 15:30:00',
      'Delivery close time: — → 22/11/2026 06:00:00',
    ]);
  });

  it('writes money as dollars: amounts in dollars, decimal text and whole cents', async () => {
    expect(
      await linesOf('load', [
        change('freight_company', 1880, 2050.5),
        change('statement.gross', 232500, 241005),
        change('statement.quickPay', false, true),
      ]),
    ).toEqual([
      'Trip rate: $1,880.00 → $2,050.50',
      'Statement › Gross: $2,325.00 → $2,410.05',
      'Statement › Quick pay: No → Yes',
    ]);
    expect(
      await linesOf('driver', [change('extraData.driverpolicy.data.physicalAmount', '60000.00', '75000.00')]),
    ).toContain('Extra data › Driverpolicy › Data › Physical amount: $60,000.00 → $75,000.00');
  });

  it('writes an enumeration as the label the lists use, leaving out the name beside its id', async () => {
    expect(
      await linesOf('load', [
        change('loadbook_status_id', 2, 4),
        change('status_name', 'New', 'Accepted'),
        change('trailer_type', 1, 3),
        change('trailer_type_name', 'Dry Van', 'Reefer'),
      ]),
    ).toEqual(['Status: New → Accepted', 'Trailer type: Dry Van → Reefer']);
    expect(await linesOf('broker', [change('checkCalls.events', 'dispatched', 'dispatched, late')])).toEqual([
      'Check calls › Events: Dispatched → Dispatched, Running late',
    ]);
  });

  it('writes the raw value of a field it does not know, or of a value that is not of its kind', async () => {
    expect(
      await linesOf('maintenanceSchedule', [
        change('lastDoneAt', 'soon', '2026-03-01'),
        change('task', 'annual_inspection', 'Wash the reefer'),
        change('colour', 'white', 'red'),
      ]),
    ).toEqual([
      'Last done on: soon → 01/03/2026',
      'Task: Annual inspection → Wash the reefer',
      'Colour: white → red',
    ]);
  });
});
