import { messages } from '@fletx/contract/messages';
import { IMPORT_SAMPLE_CSV, type ImportRow, importMessages } from '@fletx/contract/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

const row = (line: number, email: string, errors: string[] = []): ImportRow => ({
  line,
  first_name: 'Olivia',
  last_name: `Martinez ${line}`,
  email,
  phone: '3055550101',
  role: 'Dispatcher',
  assigned_drivers: [],
  errors,
});

const csvFile = () => new File([IMPORT_SAMPLE_CSV], 'users.csv', { type: 'text/csv' });

beforeEach(() => storeSession());

describe('Add users', () => {
  it('shows each row with its problems, can show the rows to fix alone, and keeps Save disabled', async () => {
    const rows = [
      row(2, 'good@example.com'),
      row(3, 'not-an-email', ['email: The email is invalid']),
      row(4, 'taken@example.com', [importMessages.emailExists]),
    ];
    stubFetch(() => jsonResponse({ message: 'OK', data: { rows, created: 0, invalid: 2 } }));
    renderApp('/fletx/add-users');
    const user = userEvent.setup();
    expect(
      await screen.findByText(/Only CSV files can be uploaded\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('CSV file'), csvFile());

    const table = await screen.findByRole('table', { name: 'Users in the file' });
    const bad = within(table).getByText('not-an-email').closest('tr');
    expect(bad).not.toBeNull();
    expect(within(bad as HTMLElement).getByText('email: The email is invalid')).toBeInTheDocument();
    const good = within(table).getByText('good@example.com').closest('tr') as HTMLElement;
    expect(within(good).getByText('Ready')).toBeInTheDocument();
    expect(screen.getByText('2 rows to fix')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByText('Rows to fix'));
    expect(within(table).queryByText('good@example.com')).not.toBeInTheDocument();
    expect(within(table).getByText('taken@example.com')).toBeInTheDocument();
  });

  it('previews a clean file, saves it and shows the confirmation card', async () => {
    const rows = [row(2, 'olivia@example.com'), row(3, 'noah@example.com')];
    const { calls } = stubFetch((call) =>
      call.url.includes('dryRun=true')
        ? jsonResponse({ message: 'OK', data: { rows, created: 0, invalid: 0 } })
        : jsonResponse({ message: messages.usersEmailSent, data: { rows: [], created: 2, invalid: 0 } }),
    );
    renderApp('/fletx/add-users');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    expect(await screen.findByText('All rows ready')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.usersEmailSent)).toBeInTheDocument();
    // The header's bell asks for notifications on its own; only the import calls matter here.
    const imports = calls.filter((c) => c.url.startsWith('/api/user/import'));
    expect(imports.map((c) => c.url)).toEqual(['/api/user/import?dryRun=true', '/api/user/import']);
    expect(imports[1]?.body).toBeInstanceOf(FormData);
  });

  it('refuses a file that is not CSV without calling the server', async () => {
    const { calls } = stubFetch(() => jsonResponse({}));
    renderApp('/fletx/add-users');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('CSV file'),
      new File(['%PDF-1.4'], 'users.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Only CSV files can be uploaded.', { selector: 'p' })).toBeInTheDocument();
    // Nothing was sent: the shell's own reads (notifications, two-factor status) are GETs.
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
