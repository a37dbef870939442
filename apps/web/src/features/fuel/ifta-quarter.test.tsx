import { staleRecordMessage } from '@fletx/contract/audit';
import { type IftaReport, quarterOf } from '@fletx/contract/ifta';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iftaReport, texasCredit } from '../../../test/sample-fuel';
import { type FetchCall, jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';
import { callsTo, versionedRecord } from '../../../test/versioned-record';

const report = iftaReport;

/** The server: an open Q1 2026 and its (empty) rates; `onPost` answers the close, the reopen and the import. */
function stubServer(onPost: (call: FetchCall) => Response, shown: IftaReport = report()) {
  return stubFetch((call) => {
    if (call.method === 'POST') return onPost(call);
    if (call.url.startsWith('/api/ifta/rates'))
      return jsonResponse({ message: 'OK', data: { year: 2026, quarter: 1, closed: false, rates: [] } });
    if (call.url.startsWith('/api/ifta')) return jsonResponse({ message: 'OK', data: shown });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

beforeEach(() => {
  storeSession();
});

describe('the IFTA quarter (docs/product.md "IFTA")', () => {
  it("closes the quarter and shows the API's message in the success popup", async () => {
    const server = stubServer(() =>
      jsonResponse({
        message: 'Q1 2026 is closed.',
        data: report({ closed: true, closedAt: '2026-04-02T10:05:00Z' }),
      }),
    );
    renderApp('/fletx/ifta?year=2026&quarter=1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close quarter' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent('Q1 2026 is closed.');
    expect(server.calls.find((c) => c.method === 'POST')?.url).toBe('/api/ifta/close?year=2026&quarter=1');
  });

  it('offers no Close quarter before the quarter has ended (the API refuses it)', async () => {
    const { year, quarter } = quarterOf(new Date());
    stubServer(() => jsonResponse({ message: 'OK' }), report({ year, quarter }));
    renderApp(`/fletx/ifta?year=${year}&quarter=${quarter}`);
    expect(await screen.findByRole('table', { name: 'IFTA jurisdictions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close quarter' })).not.toBeInTheDocument();
  });

  it('writes a credit as all money is written: -$6.60, never in parentheses', async () => {
    const oklahoma = { ...texasCredit, code: 'OK', netGallons: 33, rate: 0.19, tax: 6.27 };
    const shown = report({ jurisdictions: [texasCredit, oklahoma], totalMiles: 1500, totalTax: -0.33 });
    stubServer(() => jsonResponse({ message: 'OK' }), shown);
    renderApp('/fletx/ifta?year=2026&quarter=1');
    const table = await screen.findByRole('table', { name: 'IFTA jurisdictions' });
    expect(within(table).getByRole('row', { name: /^TX/ })).toHaveTextContent('-$6.60');
    expect(within(table).getByRole('row', { name: /^OK/ })).toHaveTextContent('$6.27');
    expect(within(table).getByRole('row', { name: /^Totals/ })).toHaveTextContent('-$0.33');
    expect(within(table).getByRole('row', { name: /^TX/ })).not.toHaveTextContent('($');
  });

  it("names a gap's truck by the unit number the report gives (its id in a quarter closed before it did)", async () => {
    const gap = { loadId: 31, from: '2026-02-02T01:00:00Z', to: '2026-02-02T05:00:00Z', miles: 80 };
    const gaps = [
      { ...gap, truckId: 4, truckNumber: 'U-4', suggestedMiles: null },
      { ...gap, truckId: 6, suggestedMiles: null },
    ];
    stubServer(() => jsonResponse({ message: 'OK' }), report({ gaps }));
    renderApp('/fletx/ifta?year=2026&quarter=1');
    const list = await screen.findByRole('list', { name: 'Gaps' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]),
    ).toEqual(['Truck U-4, load #31', 'Truck #6, load #31']);
  });

  it("shows the API's refusal of a close in the error popup", async () => {
    stubServer(() =>
      jsonResponse({ statusCode: 409, error: 'Conflict', message: 'Not yet: the quarter runs.' }, 409),
    );
    renderApp('/fletx/ifta?year=2026&quarter=1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close quarter' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Not yet: the quarter runs.',
    );
  });

  it("imports a rates CSV and shows the API's message in the success popup", async () => {
    const server = stubServer(() =>
      jsonResponse({
        message: '2 rates imported.',
        data: { year: 2026, quarter: 1, closed: false, rates: [] },
      }),
    );
    renderApp('/fletx/ifta?year=2026&quarter=1');
    const pick = await screen.findByRole('button', { name: 'Import a CSV (jurisdiction,rate)' });
    expect(pick).toHaveTextContent('Choose a CSV file');
    expect(screen.getByRole('combobox', { name: 'Add a jurisdiction' })).toHaveAttribute(
      'placeholder',
      'State or province',
    );
    // Mantine's FileInput is a button over a hidden file input: the file goes to that input.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.setup().upload(input, new File(['TX,0.2\nOK,0.19\n'], 'rates.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent('2 rates imported.');
    expect(server.calls.find((c) => c.method === 'POST')?.url).toBe(
      '/api/ifta/rates/import?year=2026&quarter=1',
    );
  });

  describe("an open quarter's return", () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const noPost = () => jsonResponse({ message: 'OK', data: report() });

    it.each([
      ['2026-04-10T12:00:00Z', 'Open · return due in 20 days'],
      ['2026-03-01T12:00:00Z', 'Open'],
      ['2026-05-01T12:00:00Z', 'Open · return past due'],
    ])('on %s says "%s"', async (now, badge) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
      stubServer(noPost);
      renderApp('/fletx/ifta?year=2026&quarter=1');
      expect(await screen.findByText(badge, { exact: true })).toBeInTheDocument();
    });

    it('says nothing of it once the quarter is closed', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T12:00:00Z') });
      stubServer(noPost, report({ closed: true, closedAt: '2026-04-20T10:00:00Z' }));
      renderApp('/fletx/ifta?year=2026&quarter=1');
      expect(await screen.findByText(/^Closed/)).toBeInTheDocument();
      expect(screen.queryByText(/past due/)).not.toBeInTheDocument();
    });
  });
});

describe('the quarter\'s rates: stale edits (docs/product.md "Stale edits")', () => {
  const STALE = staleRecordMessage('Ana Ruiz', "quarter's rates", '02/04/2026 10:20 UTC');
  const RATES = '/api/ifta/rates?year=2026&quarter=1';
  const ratesOf = (rate: number) => ({
    year: 2026,
    quarter: 1,
    closed: false,
    rates: [{ code: 'TX', rate }],
  });

  function stubRates() {
    const rates = versionedRecord({ data: ratesOf(0.2), version: 2, stale: STALE });
    const server = stubFetch((call) => {
      if (call.url === RATES && call.method === 'GET') return rates.read();
      if (call.url === RATES && call.method === 'PUT') {
        const sent = (call.body as { rates: Array<{ code: string; rate: number }> }).rates;
        return rates.change(call, 'The rates have been saved.', { ...ratesOf(0), rates: sent });
      }
      if (call.url.startsWith('/api/ifta')) return jsonResponse({ message: 'OK', data: report() });
      return jsonResponse({ message: 'OK', data: [] });
    });
    return {
      ...server,
      anaSaves: () => rates.savedElsewhere(ratesOf(0.25)),
      puts: () => callsTo(server.calls, 'PUT', RATES),
      gets: () => callsTo(server.calls, 'GET', RATES),
    };
  }

  async function typeRate(user: ReturnType<typeof userEvent.setup>, rate: string) {
    const input = screen.getByLabelText('Rate TX');
    await user.clear(input);
    await user.type(input, rate);
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
  }

  it('saves twice from the answers, then keeps what was typed on a 412 with who changed them and Reload', async () => {
    const server = stubRates();
    renderApp('/fletx/ifta?year=2026&quarter=1');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Rate TX')).toHaveValue('0.2000');
    const reads = server.gets().length;

    await typeRate(user, '0.21');
    await waitFor(() => expect(screen.getByLabelText('Rate TX')).toHaveValue('0.2100'));
    await typeRate(user, '0.22');
    await waitFor(() => expect(screen.getByLabelText('Rate TX')).toHaveValue('0.2200'));
    expect(server.puts().ifMatch).toEqual(['"2"', '"3"']);
    expect(server.gets()).toHaveLength(reads);

    server.anaSaves();
    await typeRate(user, '0.23');
    const alert = await screen.findByTestId('stale-record-alert');
    expect(alert).toHaveTextContent(STALE);
    expect(server.puts().ifMatch).toEqual(['"2"', '"3"', '"4"']);
    expect(screen.getByLabelText('Rate TX')).toHaveValue('0.23');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Rate TX')).toHaveValue('0.2500'));
    expect(screen.queryByTestId('stale-record-alert')).not.toBeInTheDocument();
    await typeRate(user, '0.24');
    await waitFor(() => expect(server.puts().ifMatch).toEqual(['"2"', '"3"', '"4"', '"5"']));
  });
});
