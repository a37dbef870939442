import { MAINTENANCE_TEMPLATES, maintenanceMessages } from '@fletx/contract/maintenance';
import type { TruckListRow } from '@fletx/contract/trucks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_UNITS, truckRow as sampleTruckRow, trailerRecord } from '../../../test/sample-equipment';
import { inspectionReport, schedule } from '../../../test/sample-maintenance';
import {
  type FetchCall,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  tableShowing,
} from '../../../test/test-utils';

const schedules = [
  schedule(1, {}),
  schedule(2, {
    task: 'annual_inspection',
    everyMiles: null,
    everyDays: 365,
    dueAt: '2026-12-05',
    dueMiles: null,
    state: 'due_soon',
    warnings: [{ by: 'days', left: 7, within: 7, message: maintenanceMessages.dueInDays(7) }],
  }),
  schedule(3, {
    unitType: 'trailer',
    unitId: 9,
    unitNumber: 'TR-52',
    task: 'brakes',
    blocksDispatch: true,
    state: 'overdue',
    warnings: [{ by: 'miles', left: -1200, within: null, message: maintenanceMessages.overdueMiles(1200) }],
  }),
];

const inspection = inspectionReport();

const truckRow = sampleTruckRow();

const page = <T,>(items: T[]) => ({ message: 'OK', data: { items, total: items.length, page: 1, take: 10 } });

/** The server; the pickers find `trucks` (truck 4, U-7) and no trailer, trailer 9 (TR-52) is read by its id. */
function stubServer(onPost?: (call: FetchCall) => Response, trucks: TruckListRow[] = [truckRow]) {
  return stubFetch((call) => {
    if (call.url === '/api/trailer/find/9') return jsonResponse({ message: 'OK', data: trailerRecord() });
    if (call.url.startsWith('/api/trailer/')) return jsonResponse(NO_UNITS);
    if (call.url.startsWith('/api/vehicle/'))
      return jsonResponse({
        message: 'OK',
        data: { items: trucks, meta: { page: 1, take: 100, itemCount: trucks.length, pageCount: 1 } },
      });
    if (call.url.startsWith('/api/maintenance/templates'))
      return jsonResponse({ message: 'OK', data: MAINTENANCE_TEMPLATES });
    if (call.method === 'POST' && call.url.startsWith('/api/maintenance/schedules') && onPost)
      return onPost(call);
    if (call.url.startsWith('/api/maintenance/schedules')) return jsonResponse(page(schedules));
    if (call.method === 'POST' && call.url.startsWith('/api/maintenance/odometer') && onPost)
      return onPost(call);
    if (call.url.startsWith('/api/maintenance/odometer')) return jsonResponse(page([]));
    if (call.url.startsWith('/api/inspections/31')) return jsonResponse({ message: 'OK', data: inspection });
    if (call.url.startsWith('/api/inspections')) return jsonResponse(page([inspection]));
    return jsonResponse({ message: 'OK', data: [] });
  });
}

/** The body of the one POST, once it was sent. */
async function postedBody(calls: FetchCall[]) {
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  return calls.find((c) => c.method === 'POST')?.body;
}

beforeEach(() => {
  storeSession();
});

async function openAddSchedule() {
  renderApp('/fletx/maintenance');
  await screen.findByRole('table', { name: 'Maintenance schedules' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add schedule' }));
  const form = await screen.findByRole('form', { name: 'Add schedule' });
  return { user, form };
}

/** Chooses truck 4 in the form's Truck picker, by its unit number. */
async function chooseTruck(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByRole('combobox', { name: /^Truck/ }), 'U-7');
  await user.click(await screen.findByRole('option', { name: 'U-7 · TX1234' }));
}

async function fillFromTemplate(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await chooseTruck(user, form);
  await user.click(within(form).getByRole('combobox', { name: 'Template' }));
  await user.click(await screen.findByRole('option', { name: 'Oil and filter' }));
  await user.type(within(form).getByLabelText(/Last done on/), '2026-05-01');
  await user.type(within(form).getByLabelText(/Odometer when last done/), '120000');
}

describe('the Maintenance screen (docs/product.md "Maintenance")', () => {
  it('shows each schedule with its state and why', async () => {
    stubServer();
    renderApp('/fletx/maintenance');
    const table = await tableShowing('Maintenance schedules', 'Oil and filter');
    expect(within(table).getByText('OK')).toBeInTheDocument();
    expect(within(table).getByText('Due soon')).toBeInTheDocument();
    expect(within(table).getByText('Due in 7 days')).toBeInTheDocument();
    expect(within(table).getByText('Overdue')).toBeInTheDocument();
    expect(within(table).getByText('Overdue by 1,200 mi')).toBeInTheDocument();
    // Each unit is named by its answer, never by its record's id.
    expect(within(table).getByText('Trailer TR-52')).toBeInTheDocument();
    expect(within(table).getAllByText('Truck U-7')).toHaveLength(2);
    expect(within(table).queryByText(/#\d/)).not.toBeInTheDocument();
    expect(within(table).getByText('Blocks dispatch')).toBeInTheDocument();
    // The odometer when it was last done, for the schedules by miles only: an annual inspection has none.
    expect(within(table).getAllByText('10/01/2026 · 100,000 mi')).toHaveLength(2);
    expect(within(table).getByText('10/01/2026')).toBeInTheDocument();
  });

  it("shows no odometer on a schedule by days only, as its Last done shows none (a trailer's is no '0 mi')", async () => {
    stubServer();
    renderApp('/fletx/maintenance');
    const table = await tableShowing('Maintenance schedules', 'Oil and filter');
    const annual = within(table).getByRole('row', { name: /Annual inspection/ });
    const odometerAt = within(table)
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent === 'Odometer');
    expect(within(annual).getAllByRole('cell')[odometerAt]).toHaveTextContent(/^—$/);
    const oil = within(table).getAllByRole('row', { name: /Oil and filter/ })[0];
    expect(within(oil as HTMLElement).getAllByRole('cell')[odometerAt]).toHaveTextContent(/\d mi$/);
  });

  it('keeps the Odometer column on a laptop: no card width leaves it out', async () => {
    stubServer();
    renderApp('/fletx/maintenance');
    const table = await tableShowing('Maintenance schedules', 'Oil and filter');
    const odometer = within(table).getByRole('columnheader', { name: 'Odometer' });
    // A column the table may leave out carries its hideBelow class (data-table.module.css).
    expect(odometer.className).not.toMatch(/hideBelow/);
  });

  it('names each unit by its number, as elsewhere, and filters by a unit chosen by its number', async () => {
    const server = stubServer(undefined, [truckRow]);
    renderApp('/fletx/maintenance');
    const table = await tableShowing('Maintenance schedules', 'Oil and filter');
    // Truck 4's unit number is U-7: never its record's id beside it.
    expect(await within(table).findAllByText('Truck U-7')).toHaveLength(2);
    expect(within(table).queryByText(/Truck 4/)).not.toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Edit Oil and filter of Truck U-7' }),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'U-7 · TX1234' }));
    await waitFor(() =>
      expect(
        server.calls.some(
          (c) => c.url.startsWith('/api/maintenance/schedules') && /unitType=truck&unitId=4\b/.test(c.url),
        ),
      ).toBe(true),
    );
  });

  it('offers only the active units in the form (the server refuses a deleted one), every unit in the Unit filter', async () => {
    const server = stubServer();
    const { user, form } = await openAddSchedule();
    const unitLists = () =>
      server.calls
        .map((c) => c.url)
        .filter((url) => url.startsWith('/api/vehicle/?') || url.startsWith('/api/trailer/findBySize/?'));
    await user.click(within(form).getByRole('combobox', { name: /^Truck/ }));
    await screen.findByRole('option', { name: 'U-7 · TX1234' });
    expect(unitLists()).toEqual(['/api/vehicle/?page=1&take=20&status=Active&order=number']);
    await user.type(within(form).getByRole('combobox', { name: /^Truck/ }), 'U-7');
    await waitFor(() =>
      expect(unitLists()).toContain('/api/vehicle/?page=1&take=20&search=U-7&status=Active&order=number'),
    );
    await user.click(within(form).getByRole('combobox', { name: 'Unit type' }));
    await user.click(await screen.findByRole('option', { name: 'Trailer' }));
    await user.click(within(form).getByRole('combobox', { name: /^Trailer/ }));
    await waitFor(() =>
      expect(unitLists()).toContain('/api/trailer/findBySize/?page=1&take=20&status=Active&order=number'),
    );
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const before = unitLists().length;
    await user.click(screen.getByRole('combobox', { name: 'Unit' }));
    await waitFor(() => expect(unitLists().length).toBeGreaterThan(before));
    expect(unitLists().slice(before)).toEqual(
      expect.arrayContaining([
        '/api/vehicle/?page=1&take=20&order=number',
        '/api/trailer/findBySize/?page=1&take=20&order=number',
      ]),
    );
  });

  it("shows an edited schedule's unit by the name its answer gives, wherever it is in the fleet", async () => {
    stubServer();
    renderApp('/fletx/maintenance');
    const table = await tableShowing('Maintenance schedules', 'Trailer TR-52');
    await userEvent.setup().click(within(table).getByRole('button', { name: /^Edit .* of Trailer TR-52$/ }));
    const form = await screen.findByRole('form', { name: 'Edit schedule' });
    expect(within(form).getByDisplayValue('TR-52')).toHaveAccessibleName(/^Trailer/);
  });

  it("names the filters' unit from the address, read by its id, in the filter and the Odometer tab", async () => {
    const server = stubServer();
    renderApp('/fletx/maintenance?tab=odometer&unitType=trailer&unitId=9');
    expect(await screen.findByText('Record a reading for Trailer TR-52')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('TR-52 · TX 952')).toHaveAccessibleName('Unit');
    expect(screen.getByRole('table', { name: 'Odometer readings of Trailer TR-52' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url === '/api/trailer/find/9')).toHaveLength(1);
  });

  it('keeps the state filter in the address and asks for it', async () => {
    const server = stubServer();
    const { router } = renderApp('/fletx/maintenance?state=overdue');
    await screen.findByRole('table', { name: 'Maintenance schedules' });
    expect(router.state.location.search).toBe('?state=overdue');
    await waitFor(() =>
      expect(
        server.calls.some((c) => c.url.includes('/maintenance/schedules') && c.url.includes('state=overdue')),
      ).toBe(true),
    );
  });

  it('adds a schedule from a template: the template fills the task and interval, the body is posted', async () => {
    const server = stubServer(() =>
      jsonResponse({ message: maintenanceMessages.created, data: schedules[0] }, 201),
    );
    const { user, form } = await openAddSchedule();
    await fillFromTemplate(user, form);
    expect(within(form).getByLabelText(/^Task/)).toHaveValue('oil_filter');
    expect(within(form).getByLabelText(/Every \(miles\)/)).toHaveValue('25000');
    expect(within(form).getByLabelText(/Every \(days\)/)).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await postedBody(server.calls)).toEqual({
      unitType: 'truck',
      unitId: 4,
      task: 'oil_filter',
      everyMiles: 25_000,
      everyDays: null,
      lastDoneAt: '2026-05-01',
      lastDoneMiles: 120_000,
      blocksDispatch: false,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add schedule' })).not.toBeInTheDocument());
  });

  it('offers the trucks by unit number and plate, and names them in the table', async () => {
    const server = stubServer(
      () => jsonResponse({ message: maintenanceMessages.created, data: schedules[0] }, 201),
      [truckRow],
    );
    const { user, form } = await openAddSchedule();
    expect(await screen.findAllByText('Truck U-7')).toHaveLength(2);
    await user.click(within(form).getByRole('combobox', { name: /^Truck/ }));
    await user.click(await screen.findByRole('option', { name: 'U-7 · TX1234' }));
    await user.type(within(form).getByLabelText(/^Task/), 'wash');
    await user.type(within(form).getByLabelText(/Every \(days\)/), '30');
    await user.type(within(form).getByLabelText(/Last done on/), '2026-05-01');
    await user.type(within(form).getByLabelText(/Odometer when last done/), '120000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await postedBody(server.calls)).toMatchObject({
      unitType: 'truck',
      unitId: 4,
    });
  });

  it("shows the API's refusal under its field", async () => {
    const message = maintenanceMessages.unitNotFound('truck');
    stubServer(() =>
      jsonResponse(
        { statusCode: 400, error: 'ValidationError', message, details: [{ path: 'body.unitId', message }] },
        400,
      ),
    );
    const { user, form } = await openAddSchedule();
    await fillFromTemplate(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const field = within(form).getByRole('combobox', { name: /^Truck/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('form', { name: 'Add schedule' })).toBeInTheDocument();
  });

  it('saves an edited schedule with the version the list showed (If-Match)', async () => {
    const server = stubFetch((call) =>
      call.method === 'PUT'
        ? jsonResponse({ statusCode: 412, error: 'PreconditionFailed', message: 'Someone changed it' }, 412)
        : call.url.startsWith('/api/maintenance/schedules')
          ? jsonResponse(page(schedules))
          : jsonResponse(page([])),
    );
    renderApp('/fletx/maintenance');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Maintenance schedules' });
    await user.click(
      (await within(table).findAllByRole('button', { name: /^Edit Oil and filter/ }))[0] as HTMLElement,
    );
    const form = await screen.findByRole('form', { name: 'Edit schedule' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('stale-record-alert')).toHaveTextContent('Someone changed it');
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/maintenance/schedules/1');
    expect(put?.headers.get('If-Match')).toBe('"3"');
  });

  it("refuses a schedule with neither miles nor days with the contract's message, sending nothing", async () => {
    const server = stubServer();
    const { user, form } = await openAddSchedule();
    await chooseTruck(user, form);
    await user.type(within(form).getByLabelText(/^Task/), 'wash');
    await user.type(within(form).getByLabelText(/Last done on/), '2026-05-01');
    await user.type(within(form).getByLabelText(/Odometer when last done/), '120000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(maintenanceMessages.neitherInterval)).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for an empty "Last done on" in the words of its picker, not the API\'s yyyy-MM-dd', async () => {
    const server = stubServer();
    const { user, form } = await openAddSchedule();
    await fillFromTemplate(user, form);
    await user.clear(within(form).getByLabelText(/Last done on/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(maintenanceMessages.lastDoneAtPicked)).toBeInTheDocument();
    expect(within(form).queryByText(maintenanceMessages.lastDoneAt)).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for an emptied "Read at" as a day and time, not as an ISO instant', async () => {
    const server = stubServer();
    renderApp('/fletx/maintenance?tab=odometer&unitType=truck&unitId=4');
    const form = await screen.findByRole('form', { name: 'Record an odometer reading' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/Odometer \(mi\)/), '1200');
    await user.clear(within(form).getByLabelText(/Read at/));
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await within(form).findByText(maintenanceMessages.atPicked)).toBeInTheDocument();
    expect(within(form).queryByText(maintenanceMessages.at)).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("records an odometer reset with its reason for the filters' unit", async () => {
    const server = stubServer((call) =>
      jsonResponse(
        { message: maintenanceMessages.recordedReset, data: { id: 1, ...(call.body as object) } },
        201,
      ),
    );
    renderApp('/fletx/maintenance?tab=odometer&unitType=truck&unitId=4');
    const form = await screen.findByRole('form', { name: 'Record an odometer reading' });
    expect(await screen.findByText('No readings')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/Odometer \(mi\)/), '1200');
    await user.click(within(form).getByRole('switch', { name: /Reset/ }));
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await within(form).findByText(maintenanceMessages.resetReason)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Reason for the reset/), 'Cluster replaced');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await postedBody(server.calls)).toEqual({
      unitType: 'truck',
      unitId: 4,
      miles: 1200,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/),
      reset: { reason: 'Cluster replaced' },
    });
  });

  it('lists the inspection reports with their defects and the out-of-service marker', async () => {
    stubServer();
    renderApp('/fletx/maintenance?tab=inspections');
    const table = await tableShowing('Inspection reports', 'Pre-trip');
    expect(within(table).getByText('Truck 4 · Trailer 9')).toBeInTheDocument();
    expect(within(table).getByText('Out of service')).toBeInTheDocument();
  });
});

describe("an inspection's page", () => {
  it('shows the items, the defects with severity and state, and the signature', async () => {
    stubServer();
    renderApp('/fletx/inspections/31');
    const defects = await screen.findByRole('table', { name: 'Defects' });
    await waitFor(() => expect(within(defects).getByText('Air leak at the rear axle')).toBeInTheDocument());
    expect(within(defects).getAllByText('Out of service').length).toBeGreaterThan(0);
    expect(within(defects).getByText('Open')).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Inspected items' });
    expect(within(items).getByText('Defective')).toBeInTheDocument();
    expect(within(items).getByText('Soft pedal')).toBeInTheDocument();
    expect(screen.getByText('Cora Lee')).toBeInTheDocument();
  });
});
