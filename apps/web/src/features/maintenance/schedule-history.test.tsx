import { maintenanceMessages } from '@fletx/contract/maintenance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditEntry, auditPage } from '../../../test/sample-audit';
import { schedule } from '../../../test/sample-maintenance';
import {
  type FetchCall,
  jsonResponse,
  renderWithProviders,
  storeSession,
  stubFetch,
} from '../../../test/test-utils';
import { ScheduleForm } from './components/schedule-form';

const annual = schedule(2, { task: 'annual_inspection', everyMiles: null, everyDays: 365 });

/** The server: the schedule's one restart in its trail, and its save. */
function stubServer() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/audit'))
      return auditPage([
        auditEntry(5, {
          entityType: 'maintenanceSchedule',
          entityId: 2,
          summary: "Restarted: the truck's record dates its annual inspection later",
          changes: [{ field: 'lastDoneAt', before: '2025-11-24', after: '2026-01-10' }],
        }),
      ]);
    if (call.method === 'PUT') return jsonResponse({ message: maintenanceMessages.updated, data: annual });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

const auditCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/audit'));

describe('a maintenance schedule\'s History (docs/product.md "The History panel")', () => {
  it('shows under Edit schedule, in the words of the form, and reads again once the schedule is saved', async () => {
    storeSession();
    const server = stubServer();
    renderWithProviders(<ScheduleForm schedule={annual} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const history = await within(dialog).findByRole('table', { name: 'History' });
    expect(await within(history).findByTestId('history-change')).toHaveTextContent(
      /^Last done on: 24\/11\/2025 → 10\/01\/2026$/,
    );
    expect(auditCalls(server.calls)[0]?.url).toBe(
      '/api/audit?entityType=maintenanceSchedule&entityId=2&page=1&take=10',
    );
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(auditCalls(server.calls)).toHaveLength(2));
  });

  it('is there only when editing, and only for the roles that read the audit trail', async () => {
    storeSession();
    const server = stubServer();
    const add = renderWithProviders(<ScheduleForm onClose={() => {}} />);
    expect(await screen.findByRole('form', { name: 'Add schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'History' })).toBeNull();
    add.unmount();
    const edit = renderWithProviders(<ScheduleForm schedule={annual} onClose={() => {}} />);
    expect(await screen.findByRole('table', { name: 'History' })).toBeInTheDocument();
    edit.unmount();
    storeSession({ role: 'Dispatcher' });
    renderWithProviders(<ScheduleForm schedule={annual} onClose={() => {}} />);
    expect(await screen.findByRole('form', { name: 'Edit schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'History' })).toBeNull();
    expect(auditCalls(server.calls)).toHaveLength(1);
  });
});
