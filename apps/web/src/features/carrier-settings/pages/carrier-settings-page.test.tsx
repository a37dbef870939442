import { staleRecordMessage } from '@fletx/contract/audit';
import type { CarrierSettings } from '@fletx/contract/carrier-settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { callsTo, versionedRecord } from '../../../../test/versioned-record';

const STALE = staleRecordMessage('Ana Ruiz', 'carrier settings', '30/11/2026 09:12 UTC');

/** The settings as saved: a carrier in Dallas without factoring, logo or two-factor rule. */
const saved: CarrierSettings = {
  name: 'Red River Haulers LLC',
  timeZone: 'America/Chicago',
  address: '4100 Alpha Rd',
  hasLogo: false,
  city: 'Dallas',
  factoring: null,
  state: 'TX',
  requireTwoFactor: false,
  zipCode: '75244',
  trackingExactPosition: false,
  phone: '2145550199',
  configured: true,
  email: 'billing@redriver.example',
  updatedAt: '2026-11-29T10:00:00.000Z',
  mcNumber: 'MC-778812',
  dotNumber: '',
  remitTo: '',
};

/**
 * The server as the API answers (docs/product.md "Stale edits"): the settings at a version; a save or a logo
 * change whose If-Match is not the stored version answers 412. `anaSaves()` is someone's save made elsewhere.
 */
function stubServer(start = 3) {
  const settings = versionedRecord({ data: saved, version: start, stale: STALE });
  const server = stubFetch((call) => {
    if (call.url === '/api/carrier-settings' && call.method === 'GET') return settings.read();
    if (call.url === '/api/carrier-settings' && call.method === 'PUT') {
      const next = { ...settings.stored, ...(call.body as Partial<CarrierSettings>) };
      return settings.change(call, 'The carrier settings have been saved.', next);
    }
    if (call.url === '/api/carrier-settings/logo' && call.method === 'POST')
      return settings.change(call, 'The logo has been saved.', { ...settings.stored, hasLogo: true });
    if (call.url === '/api/carrier-settings/logo')
      return new Response(new Blob(['png']), { status: 200, headers: { 'Content-Type': 'image/png' } });
    return jsonResponse({ message: 'OK', data: [] });
  });
  return {
    ...server,
    anaSaves: () => settings.savedElsewhere({ ...settings.stored, city: 'Fort Worth' }),
    puts: () => callsTo(server.calls, 'PUT', '/api/carrier-settings'),
    gets: () => callsTo(server.calls, 'GET', '/api/carrier-settings'),
    uploads: () => callsTo(server.calls, 'POST', '/api/carrier-settings/logo'),
  };
}

beforeEach(() => {
  storeSession();
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:logo');
});

const PATH = '/fletx/settings/carrier';

/** Types `text` over the carrier name and saves. */
async function saveName(user: ReturnType<typeof userEvent.setup>, text: string) {
  const name = screen.getByLabelText(/Carrier name/);
  await user.clear(name);
  await user.type(name, text);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Carrier settings: stale edits (docs/product.md "Stale edits")', () => {
  it('keeps the form on a 412, shows who changed it with Reload, then saves twice without reading again', async () => {
    const server = stubServer();
    renderApp(PATH);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Carrier name/)).toHaveValue('Red River Haulers LLC');

    server.anaSaves();
    await saveName(user, 'Red River West');
    const alert = await screen.findByTestId('stale-record-alert');
    expect(alert).toHaveTextContent('Your changes were not saved');
    expect(alert).toHaveTextContent(STALE);
    expect(server.puts().ifMatch).toEqual(['"3"']);
    expect(screen.getByLabelText(/Carrier name/)).toHaveValue('Red River West');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Dallas');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('Fort Worth'));
    expect(screen.queryByTestId('stale-record-alert')).not.toBeInTheDocument();
    const reads = server.gets().length;

    await saveName(user, 'Red River West');
    expect(await screen.findByText('The carrier settings have been saved.')).toBeInTheDocument();
    await saveName(user, 'Red River South');
    await waitFor(() => expect(server.puts()).toHaveLength(3));
    expect(server.puts().ifMatch).toEqual(['"3"', '"4"', '"5"']);
    expect(server.puts()[2]?.body).toMatchObject({ name: 'Red River South', city: 'Fort Worth' });
    // The second save used the first one's answer: the settings were not read again.
    expect(server.gets()).toHaveLength(reads);
    expect(screen.queryByTestId('stale-record-alert')).not.toBeInTheDocument();
  });

  it('sends the form’s version with a new logo and saves the typed changes with the logo’s answer', async () => {
    const server = stubServer(7);
    const { container } = renderApp(PATH);
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Carrier name/);
    await user.clear(name);
    await user.type(name, 'Typed Before The Logo');

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo has been saved.')).toBeInTheDocument();
    expect(server.uploads().ifMatch).toEqual(['"7"']);
    // The typed name stays; the save goes from the logo's version.
    expect(screen.getByLabelText(/Carrier name/)).toHaveValue('Typed Before The Logo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The carrier settings have been saved.')).toBeInTheDocument();
    expect(server.puts().ifMatch).toEqual(['"8"']);
    expect(screen.queryByTestId('stale-record-alert')).not.toBeInTheDocument();
  });

  it('shows the stale alert, not a popup, when the logo is refused because the settings changed', async () => {
    const server = stubServer();
    const { container } = renderApp(PATH);
    const user = userEvent.setup();
    await screen.findByLabelText(/Carrier name/);
    server.anaSaves();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByTestId('stale-record-alert')).toHaveTextContent(STALE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Carrier settings: the words an admin reads (session 47 walk)', () => {
  it('says the time zone sets every day the office sees, and names the Carrier user type as the screens do', async () => {
    storeSession({ role: 'Admin user' });
    stubServer();
    renderApp(PATH);
    expect(await screen.findByLabelText(/Carrier name/)).toHaveValue('Red River Haulers LLC');
    expect(
      screen.getByText(
        "Every day the office sees starts at this zone's midnight: the dispatch board, invoice due dates, compliance and maintenance.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Only a Carrier user may change this.')).toBeInTheDocument();
  });
});
