// Read in Chicago: `*.chicago.test.tsx` run with TZ=America/Chicago (the project web-chicago, vitest.config.ts).
import type { AuditChange, AuditEntityType, AuditValue } from '@fletx/contract/audit';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditEntry, auditPage } from '../../../test/sample-audit';
import { renderWithProviders, storeSession, stubFetch } from '../../../test/test-utils';
import { RecordHistory } from './record-history';

/** The lines the History panel writes for one update of a record of `entityType` (read in Chicago). */
async function linesOf(entityType: AuditEntityType, changes: AuditChange[]): Promise<string[]> {
  storeSession();
  stubFetch(() => auditPage([auditEntry(1, { entityType, changes })]));
  renderWithProviders(<RecordHistory entityType={entityType} entityId={12} />);
  await screen.findByRole('table', { name: 'History' });
  return (await screen.findAllByTestId('history-change')).map((line) => line.textContent ?? '');
}

type Case = [
  what: string,
  entityType: AuditEntityType,
  changes: [string, AuditValue, AuditValue][],
  lines: string[],
];

/** Each kind of value: the changes of one entry (field, before, after) and the lines it reads as. */
const CASES: Case[] = [
  [
    "an instant in the viewer's date and time",
    'workOrder',
    [['doneAt', '2026-11-21T09:15:00.000Z', '2026-11-21T14:00:00.000Z']],
    ['Done at: 21/11/2026 03:15:00 → 21/11/2026 08:00:00'],
  ],
  [
    'a calendar date as dd/MM/yyyy, never a day off',
    'truck',
    [['licenseplate_expiration', '2026-11-21', '2027-01-01']],
    ['License plate expiration: 21/11/2026 → 01/01/2027'],
  ],
  [
    "a stop's window times on the facility's clock, as Load details shows them (not in the viewer's zone)",
    'load',
    [
      ['open_time_pickup', '2026-11-21T14:00:00.000Z', '2026-11-21T15:30:00.000Z'],
      ['close_time_delivery', null, '2026-11-22T06:00:00.000Z'],
    ],
    ['Pickup open time: 21/11/2026 14:00 → 21/11/2026 15:30', 'Delivery close time: — → 22/11/2026 06:00'],
  ],
  [
    'money in dollars and in whole cents, yes/no beside it',
    'load',
    [
      ['freight_company', 1880, 2050.5],
      ['statement.gross', 232500, 241005],
      ['statement.quickPay', false, true],
    ],
    [
      'Trip rate: $1,880.00 → $2,050.50',
      'Statement › Gross: $2,325.00 → $2,410.05',
      'Statement › Quick pay: No → Yes',
    ],
  ],
  [
    'money sent as decimal text',
    'driver',
    [
      ['extraData.driverpolicy.data.physicalAmount', '60000.00', '75000.00'],
      ['extraData.driverinformation.data.extraStopPay', '25', '50'],
    ],
    ['Insurance › Physical amount: $60,000.00 → $75,000.00', 'Extra stop pay: $25.00 → $50.00'],
  ],
  [
    'an enumeration as the label the lists use, without the name kept beside its id',
    'load',
    [
      ['loadbook_status_id', 2, 4],
      ['status_name', 'New', 'Accepted'],
      ['trailer_type', 1, 3],
      ['trailer_type_name', 'Dry Van', 'Reefer'],
    ],
    ['Status: New → Accepted', 'Trailer type: Dry Van → Reefer'],
  ],
  [
    "a list of an enumeration's values as their labels",
    'broker',
    [['checkCalls.events', 'dispatched', 'dispatched, late']],
    ['Check calls › Events: Dispatched → Dispatched, Running late'],
  ],
  [
    'the raw value of a field it does not know, or of a value that is not of its kind',
    'maintenanceSchedule',
    [
      ['lastDoneAt', 'soon', '2026-03-01'],
      ['task', 'annual_inspection', 'Wash the reefer'],
      ['colour', 'white', 'red'],
    ],
    ['Last done on: soon → 01/03/2026', 'Task: Annual inspection → Wash the reefer', 'Colour: white → red'],
  ],
];

describe('the History panel writes each value as the app shows that field (docs/product.md "The History panel")', () => {
  it.each(CASES)('%s', async (_what, entityType, changes, lines) => {
    const recorded = changes.map(([field, before, after]) => ({ field, before, after }));
    expect(await linesOf(entityType, recorded)).toEqual(lines);
  });
});
