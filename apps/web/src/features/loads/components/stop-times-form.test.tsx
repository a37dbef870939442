import { stopTimeMessages } from '@fletx/contract/stop-times';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../../test/test-utils';
import { StopTimesForm } from './stop-times-form';

/** The office's correction of load 25's delivery as the API answers it, with its version as ETag. */
const record = (version: number, times: { arrivedAt: string | null; departedAt: string | null }) => {
  const set = (at: string | null) => (at ? { by: 'Dee Spatch', at: '2026-11-21T10:00:00.000Z' } : null);
  const data = {
    stop: 'delivery',
    ...times,
    arrivedSet: set(times.arrivedAt),
    departedSet: set(times.departedAt),
    version,
  };
  return new Response(JSON.stringify({ message: 'OK', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: `"${version}"` },
  });
};
const NONE = { arrivedAt: null, departedAt: null };
const DRIVER = { arrivedAt: '2026-11-20T15:10:00.000Z', departedAt: '2026-11-20T15:40:00.000Z' };

/** The form over a server whose PUT answers `put` (by default: saved at version 1, as sent). */
function serve(put?: (body: { arrivedAt: string | null; departedAt: string | null }) => Response) {
  let saved: { arrivedAt: string | null; departedAt: string | null } | null = null;
  return stubFetch((call) => {
    if (call.url === '/api/loads/25/stops/delivery/times' && call.method === 'PUT') {
      if (put) return put(call.body as typeof NONE);
      saved = call.body as typeof NONE;
      return record(1, saved);
    }
    if (call.url === '/api/loads/25/stops/delivery/times') return record(saved ? 1 : 0, saved ?? NONE);
    return jsonResponse({ message: 'OK', data: [] });
  });
}

function renderForm(timeZone: 'America/Chicago' | 'America/New_York' = 'America/Chicago') {
  storeSession();
  renderWithProviders(
    <StopTimesForm loadId={25} stop="delivery" driver={DRIVER} timeZone={timeZone} onClose={() => {}} />,
  );
  return {
    arrived: () => screen.getByLabelText(/^Arrived/),
    left: () => screen.getByLabelText(/^Left/),
  };
}

const puts = (calls: ReturnType<typeof serve>['calls']) => calls.filter((c) => c.method === 'PUT');

describe('Edit times of a stop (docs/decisions/0067-stop-times-corrected-by-the-office.md)', () => {
  it('reads the times on the carrier’s clock and saves them as instants, with the version read', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    const form = renderForm();
    expect(await screen.findByText('Not corrected yet')).toBeInTheDocument();
    expect(form.arrived()).toHaveAccessibleDescription(/Driver's step: 20\/11\/2026/);
    await user.type(form.arrived(), '20/11/2026 08:00');
    await user.type(form.left(), '20/11/2026 13:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    // 08:00 in Chicago in November (CST, UTC−6) is 14:00 UTC.
    expect(puts(calls)[0]?.body).toEqual({
      arrivedAt: '2026-11-20T14:00:00.000Z',
      departedAt: '2026-11-20T19:30:00.000Z',
    });
    expect(puts(calls)[0]?.headers.get('If-Match')).toBe('"0"');
  });

  it('shows each rule’s message under its field and sends nothing', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    const form = renderForm();
    await screen.findByText('Not corrected yet');
    await user.type(form.arrived(), '20/11/2026 13:00');
    await user.type(form.left(), '20/11/2026 12:59');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(stopTimeMessages.order)).toBeInTheDocument();
    expect(form.left()).toHaveAttribute('aria-invalid', 'true');
    expect(form.arrived()).not.toHaveAttribute('aria-invalid', 'true');

    // The departure alone, before the driver's arrival (09:10 in Chicago).
    await user.clear(form.arrived());
    await user.clear(form.left());
    await user.type(form.left(), '20/11/2026 09:00');
    await user.tab();
    expect(await screen.findByText(stopTimeMessages.order)).toBeInTheDocument();

    await user.clear(form.left());
    await user.type(form.arrived(), '20/11/2040 09:00');
    await user.tab();
    expect(await screen.findByText(stopTimeMessages.future)).toBeInTheDocument();
    expect(form.arrived()).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the API’s message for a field under it', async () => {
    serve(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'BadRequest',
          message: stopTimeMessages.beforeLoad,
          details: [{ path: 'body.arrivedAt', message: stopTimeMessages.beforeLoad }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    const form = renderForm();
    await screen.findByText('Not corrected yet');
    await user.type(form.arrived(), '01/01/2026 08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(stopTimeMessages.beforeLoad)).toBeInTheDocument();
    expect(form.arrived()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a 412 says who saved since; Reload fills the form with the saved times', async () => {
    const message = "Dee Spatch changed this stop's times at 21/11/2026 10:00. Reload to see the changes.";
    let stale = true;
    stubFetch((call) => {
      if (call.method === 'PUT')
        return jsonResponse({ statusCode: 412, error: 'PreconditionFailed', message }, 412);
      return stale ? record(0, NONE) : record(1, { arrivedAt: '2026-11-20T14:00:00.000Z', departedAt: null });
    });
    storeSession();
    const user = userEvent.setup();
    const form = renderForm();
    await screen.findByText('Not corrected yet');
    await user.type(form.left(), '20/11/2026 13:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    stale = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(form.arrived()).toHaveValue('20/11/2026 08:00'));
    expect(form.left()).toHaveValue('');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('Clear takes the driver’s steps again: both times null', async () => {
    let version = 2;
    const { calls } = stubFetch((call) => {
      if (call.method === 'PUT') return record(++version, NONE);
      return record(version, {
        arrivedAt: '2026-11-20T14:00:00.000Z',
        departedAt: '2026-11-20T19:30:00.000Z',
      });
    });
    const user = userEvent.setup();
    const form = renderForm('America/New_York');
    // 14:00 UTC on New York's clock (EST, UTC−5).
    await waitFor(() => expect(form.arrived()).toHaveValue('20/11/2026 09:00'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual(NONE);
    expect(puts(calls)[0]?.headers.get('If-Match')).toBe('"2"');
  });
});
