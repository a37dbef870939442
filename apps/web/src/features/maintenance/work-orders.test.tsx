import { staleRecordMessage } from '@fletx/contract/audit';
import type { Inspection } from '@fletx/contract/inspections';
import { type WorkOrder, workOrderMessages } from '@fletx/contract/work-orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fleetAnswer } from '../../../test/sample-equipment';
import { inspectionReport } from '../../../test/sample-maintenance';
import {
  type FetchCall,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  tableShowing,
} from '../../../test/test-utils';
import { versionedResponse } from '../../../test/versioned-record';

/** A stale save's 412 as the API words it (docs/product.md "Stale edits"). */
const STALE = staleRecordMessage('Ana Ruiz', 'work order', '24/11/2026 10:42 UTC');

const order = (over: Partial<WorkOrder> = {}): WorkOrder => ({
  id: 12,
  status: 'open',
  unit: { type: 'truck', id: 4 },
  unitType: 'truck',
  unitId: 4,
  unitNumber: 'U-7',
  vendor: 'Main Street Diesel',
  odometer: 120_500,
  lines: [
    {
      kind: 'part',
      description: 'Oil filter',
      quantity: 3,
      unitPrice: 19.99,
      total: 59.97,
      totalCents: 5997,
    },
  ],
  total: 59.97,
  totalCents: 5997,
  scheduleIds: [],
  defectIds: [],
  notes: null,
  downtimeHours: null,
  openedAt: '2026-11-20T09:00:00.000Z',
  startedAt: null,
  doneAt: null,
  doneBy: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

const page = <T,>(items: T[]) => ({ message: 'OK', data: { items, total: items.length, page: 1, take: 10 } });

/**
 * The server: work orders, the unit's (empty) schedules, the inspections `reports` answers for the address asked
 * (none by default), a fleet of 150 trucks; `onChange` answers POST and PUT.
 */
function stubServer(
  onChange?: (call: FetchCall) => Response,
  reports: (url: string) => Inspection[] = () => [],
) {
  return stubFetch((call) => {
    if (call.method !== 'GET' && onChange) return onChange(call);
    const fleet = fleetAnswer(150, call.url);
    if (fleet) return fleet;
    if (call.url.startsWith('/api/maintenance/work-orders/12'))
      return versionedResponse({ message: 'OK', data: order() }, 7);
    if (call.url.startsWith('/api/maintenance/work-orders'))
      return jsonResponse(
        page([order(), order({ id: 13, status: 'done', doneAt: '2026-11-22T10:00:00.000Z' })]),
      );
    if (call.url.startsWith('/api/inspections')) return jsonResponse(page(reports(call.url)));
    if (call.url.startsWith('/api/maintenance/')) return jsonResponse(page([]));
    if (call.url.startsWith('/api/vehicle/') || call.url.startsWith('/api/trailer/'))
      return jsonResponse({ message: 'OK', data: { items: [], meta: { itemCount: 0 } } });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

beforeEach(() => {
  storeSession();
});

const changes = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST' || c.method === 'PUT');

describe('work orders (docs/product.md "Maintenance")', () => {
  it('lists them on the Maintenance screen, the status filter in the address and asked for', async () => {
    const server = stubServer();
    const { router } = renderApp('/fletx/maintenance?tab=work-orders&status=open');
    const table = await tableShowing('Work orders', 'WO-12');
    expect(within(table).getAllByText('Main Street Diesel')).toHaveLength(2);
    expect(within(table).getAllByText('$59.97')).toHaveLength(2);
    expect(within(table).getAllByText('120,500 mi')).toHaveLength(2);
    // The pickers offer no unit here: the unit is named by the order's answer (unitNumber), never `#id`.
    expect(within(table).getAllByText('Truck U-7')).toHaveLength(2);
    expect(router.state.location.search).toBe('?tab=work-orders&status=open');
    expect(
      server.calls.some((c) => c.url.includes('/maintenance/work-orders?') && c.url.includes('status=open')),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Download work-orders as CSV' })).toBeInTheDocument();
  });

  it("names the order's unit on its page by its answer, its form offering the unit by that name", async () => {
    stubServer();
    renderApp('/fletx/work-order?id=12');
    const form = await screen.findByRole('form', { name: 'Work order form' });
    expect(await screen.findByText('Truck U-7')).toBeInTheDocument();
    expect(within(form).getByDisplayValue('U-7')).toHaveAccessibleName(/^Truck/);
  });

  it('names the unit of a new order opened from its page by its number, wherever it is in the fleet', async () => {
    const server = stubServer();
    renderApp('/fletx/work-order?unitType=truck&unitId=30');
    const form = await screen.findByRole('form', { name: 'Work order form' });
    // Truck 30 is past the first 100 of the 150 (newest first): read by its id.
    expect(await within(form).findByDisplayValue('U-30 · KS 30')).toHaveAccessibleName(/^Truck/);
    expect(server.calls.filter((c) => c.url === '/api/vehicle/find/30')).toHaveLength(1);
  });

  it("offers the unit's open defects however old: the reports with one open, or one this order repairs", async () => {
    // The unit's newest reports are clean (two a day bury an open defect under 100 reports in some fifty
    // days); the report with the open defect is found by the filter, not among the newest.
    const server = stubServer(undefined, (url) =>
      url.includes('defects=open') ? [inspectionReport()] : [inspectionReport({ id: 40, defects: [] })],
    );
    renderApp('/fletx/work-order?id=12');
    const form = await screen.findByRole('form', { name: 'Work order form' });
    expect(
      await within(form).findByRole('checkbox', { name: /Air leak at the rear axle/ }),
    ).toBeInTheDocument();
    const asked = server.calls.filter((c) => c.url.startsWith('/api/inspections?')).map((c) => c.url);
    expect(asked).toEqual([expect.stringMatching(/unitType=truck&unitId=4.*defects=open&workOrderId=12/)]);
  });

  it("totals the lines as they are typed, with the contract's cents", async () => {
    stubServer();
    renderApp('/fletx/work-order?unitType=truck&unitId=4');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Work order form' });
    await user.type(within(form).getByLabelText('Line 1 description'), 'Oil filter');
    await user.clear(within(form).getByLabelText('Line 1 quantity'));
    await user.type(within(form).getByLabelText('Line 1 quantity'), '3');
    await user.type(within(form).getByLabelText('Line 1 unit price'), '19.99');
    expect(screen.getByTestId('line-1-total')).toHaveTextContent('$59.97');
    await user.click(within(form).getByRole('button', { name: 'Add line' }));
    await user.clear(within(form).getByLabelText('Line 2 quantity'));
    await user.type(within(form).getByLabelText('Line 2 quantity'), '1.5');
    await user.type(within(form).getByLabelText('Line 2 unit price'), '0.35');
    // 1.5 × 0.35 = 0.525: half up to 53 cents, never a binary fraction.
    expect(screen.getByTestId('line-2-total')).toHaveTextContent('$0.53');
    expect(screen.getByTestId('work-order-total')).toHaveTextContent('Total $60.50');
    await user.type(within(form).getByLabelText('Line 2 unit price'), '1');
    expect(screen.getByTestId('line-2-total')).toHaveTextContent('—');
    expect(screen.getByTestId('work-order-total')).toHaveTextContent('Total $59.97');
  });

  it("shows the contract's messages under the fields, sending nothing, and the API's refusal under its line", async () => {
    const message = workOrderMessages.quantity;
    const server = stubServer(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'ValidationError',
          message,
          details: [{ path: 'body.lines.0.quantity', message }],
        },
        400,
      ),
    );
    renderApp('/fletx/work-order?unitType=truck&unitId=4');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Work order form' });
    await user.type(within(form).getByLabelText('Line 1 unit price'), '-1');
    await user.click(within(form).getByRole('button', { name: 'Create work order' }));
    expect(await within(form).findByText(workOrderMessages.description)).toBeInTheDocument();
    expect(within(form).getByText(workOrderMessages.unitPrice)).toBeInTheDocument();
    expect(changes(server.calls)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Line 1 description'), 'Oil filter');
    await user.clear(within(form).getByLabelText('Line 1 unit price'));
    await user.type(within(form).getByLabelText('Line 1 unit price'), '19.99');
    await user.click(within(form).getByRole('button', { name: 'Create work order' }));
    const quantity = within(form).getByLabelText('Line 1 quantity');
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(changes(server.calls)[0]?.body).toMatchObject({
      unitType: 'truck',
      unitId: 4,
      lines: [{ kind: 'part', description: 'Oil filter', quantity: 1, unitPrice: 19.99 }],
    });
  });

  it('moves an open order to in progress with its version (If-Match); a 412 shows the stale-record alert', async () => {
    let answered = false;
    const server = stubServer(() => {
      if (answered)
        return jsonResponse({ statusCode: 412, error: 'PreconditionFailed', message: STALE }, 412);
      answered = true;
      return versionedResponse(
        {
          message: workOrderMessages.updated,
          data: order({ status: 'in_progress', startedAt: '2026-11-21T08:00:00.000Z' }),
        },
        8,
      );
    });
    renderApp('/fletx/work-order?id=12');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Work order form' });
    await user.click(within(form).getByRole('button', { name: /Start work/ }));
    await waitFor(() => expect(changes(server.calls)).toHaveLength(1));
    const put = changes(server.calls)[0];
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('/api/maintenance/work-orders/12');
    expect(put?.headers.get('If-Match')).toBe('"7"');
    expect(put?.body).toMatchObject({ status: 'in_progress', unitType: 'truck', unitId: 4 });

    const next = await screen.findByRole('button', { name: /Mark done/ });
    await user.click(next);
    expect(await screen.findByTestId('stale-record-alert')).toHaveTextContent(STALE);
    expect(changes(server.calls)[1]?.headers.get('If-Match')).toBe('"8"');
    expect(changes(server.calls)[1]?.body).toMatchObject({ status: 'done' });
  });

  it('shows a done order read only, with no way to move it', async () => {
    stubFetch((call) =>
      call.url.startsWith('/api/maintenance/work-orders/12')
        ? jsonResponse({ message: 'OK', data: order({ status: 'done', doneAt: '2026-11-22T10:00:00.000Z' }) })
        : jsonResponse(page([])),
    );
    renderApp('/fletx/work-order?id=12');
    const form = await screen.findByRole('form', { name: 'Work order form' });
    expect(within(form).getByText(/a done order is final/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Line 1 description')).toBeDisabled();
    expect(
      within(form).queryByRole('button', { name: /^(Save|Start work|Mark done)$/ }),
    ).not.toBeInTheDocument();
  });
});
