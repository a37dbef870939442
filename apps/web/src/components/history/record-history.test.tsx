import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditEntry, auditPage } from '../../../test/sample-audit';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../test/test-utils';
import { formatDateTime } from '../../lib/format';
import { fieldLabel } from './audit-format';
import { RecordHistory } from './record-history';

describe('RecordHistory (docs/product.md "Audit trail")', () => {
  it("lists the record's entries newest first: when, who, action and each field's before → after", async () => {
    storeSession({ role: 'Admin user' });
    const { calls } = stubFetch(() =>
      auditPage([
        auditEntry(2, {
          changes: [
            { field: 'gps_company', before: 'Samsara', after: 'Geotab' },
            { field: 'permitNewjersey', before: null, after: 'NJ-4410' },
            { field: 'engineRepaired', before: false, after: true },
          ],
        }),
        auditEntry(1, { actorName: 'Ben Ode', action: 'create', summary: 'Truck E2E 1 created' }),
      ]),
    );
    renderWithProviders(<RecordHistory entityType="truck" entityId={12} />);

    const table = await screen.findByRole('table', { name: 'History' });
    await within(table).findByText('Ana Ruiz');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, newest, oldest] = rows;
    expect(newest).toHaveTextContent(formatDateTime('2026-11-24T10:31:00.000Z', { seconds: false }));
    expect(newest).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}Ana Ruiz/);
    expect(newest).toHaveTextContent('Updated');
    expect(newest).toHaveTextContent('GPS company: Samsara → Geotab');
    expect(newest).toHaveTextContent('Permit newjersey: — → NJ-4410');
    expect(newest).toHaveTextContent('Engine repaired: No → Yes');
    expect(oldest).toHaveTextContent('Ben Ode');
    expect(oldest).toHaveTextContent('Created');
    expect(oldest).toHaveTextContent('Truck E2E 1 created');
    expect(calls[0]?.url).toBe('/api/audit?entityType=truck&entityId=12&page=1&take=10');
  });

  it("folds a record's first values and a long list of changes under a button", async () => {
    storeSession();
    const fields = ['vin_number', 'year', 'unit_number', 'gps_company', 'odometers', 'brand'];
    stubFetch(() =>
      auditPage([
        auditEntry(2, {
          changes: fields.map((field, i) => ({ field, before: `old ${i}`, after: `new ${i}` })),
        }),
        auditEntry(1, {
          action: 'create',
          changes: fields.map((field, i) => ({ field, before: null, after: `v${i}` })),
        }),
      ]),
    );
    renderWithProviders(<RecordHistory entityType="truck" entityId={12} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Show 3 more changes')).toBeInTheDocument();
    expect(screen.getAllByTestId('history-change')).toHaveLength(3);
    expect(screen.queryByText('v0')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the 6 values it started with' }));
    expect(screen.getAllByTestId('history-change')).toHaveLength(9);
    expect(screen.getAllByTestId('history-change')[3]).toHaveTextContent(/^VIN number: v0$/);
    await user.click(screen.getByRole('button', { name: 'Show 3 more changes' }));
    expect(screen.getAllByTestId('history-change')).toHaveLength(12);
    expect(screen.getAllByRole('button', { name: 'Show fewer' })).toHaveLength(2);
  });

  it('pages through a long history', async () => {
    storeSession();
    const { calls } = stubFetch((call) =>
      call.url.includes('page=2')
        ? auditPage([auditEntry(1, { summary: 'The first change' })], 11, 2)
        : auditPage(
            Array.from({ length: 10 }, (_, i) => auditEntry(11 - i, { summary: `Change ${11 - i}` })),
            11,
          ),
    );
    renderWithProviders(<RecordHistory entityType="truck" entityId={12} />);
    expect(await screen.findByText('Change 11')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The first change')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toContain('page=2');
  });

  it("says 'No changes recorded yet' when there is none, and shows an error it could not load", async () => {
    storeSession();
    stubFetch(() => auditPage([]));
    const view = renderWithProviders(<RecordHistory entityType="broker" entityId={4} />);
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
    view.unmount();

    stubFetch(() =>
      jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'You are not allowed to do this.' }, 403),
    );
    renderWithProviders(<RecordHistory entityType="broker" entityId={4} />);
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });

  it('is not shown to a Dispatcher, and asks nothing', async () => {
    storeSession({ role: 'Dispatcher' });
    const { calls } = stubFetch(() => auditPage([]));
    renderWithProviders(
      <>
        <p>Truck information</p>
        <RecordHistory entityType="truck" entityId={12} />
      </>,
    );
    expect(await screen.findByText('Truck information')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'History' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('fieldLabel', () => {
  it('names fields as words', () => {
    expect(fieldLabel('licenseplate_number')).toBe('Licenseplate number');
    expect(fieldLabel('gps_company')).toBe('Gps company');
    expect(fieldLabel('daysToPay')).toBe('Days to pay');
    expect(fieldLabel('contacts[12].phone')).toBe('Contacts #12 › Phone');
  });
});
