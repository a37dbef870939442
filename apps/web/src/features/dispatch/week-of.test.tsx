import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/test-utils';
import { zonedMidnight } from './lib/week';
import { DispatchPage } from './pages/dispatch-page';

/** The board's server: Chicago's time, an empty board for any week. */
function stubServer() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/carrier-settings/time-zone'))
      return jsonResponse({ message: 'OK', data: { timeZone: 'America/Chicago' } });
    if (call.url.startsWith('/api/dispatch/board')) {
      const query = new URL(call.url, 'http://localhost').searchParams;
      return jsonResponse({
        message: 'OK',
        data: { from: query.get('from'), to: query.get('to'), drivers: [], unassigned: [] },
      });
    }
    return jsonResponse({ message: 'OK', data: [] });
  });
}

/** Whether the board was asked for the week starting at Chicago's midnight of `monday`. */
const askedWeekOf = (calls: ReadonlyArray<{ url: string }>, monday: string) =>
  calls.some(
    (c) =>
      c.url.startsWith('/api/dispatch/board') &&
      new URL(c.url, 'http://localhost').searchParams.get('from') ===
        new Date(zonedMidnight(monday, 'America/Chicago')).toISOString(),
  );

describe('the board\'s "Week of" (docs/decisions/0047-dispatch-board.md)', () => {
  it("shows the week's Monday once a day typed in it is taken: on leaving the field, or on Enter", async () => {
    const server = stubServer();
    const { router } = renderWithProviders(<DispatchPage />, { route: '/?week=2026-03-02' });
    const week = await screen.findByRole('textbox', { name: 'Week of' });
    expect(week).toHaveValue('02/03/2026');
    const user = userEvent.setup();
    const typeOver = (text: string) =>
      user.type(week, text, { initialSelectionStart: 0, initialSelectionEnd: 10 });

    // A day inside the week shown: the board stays, the field shows its Monday once left.
    await typeOver('04/03/2026');
    await user.tab();
    expect(week).toHaveValue('02/03/2026');
    expect(router.state.location.search).toBe('?week=2026-03-02');

    // A day of another week, taken by Enter: that week is asked for and its Monday shown.
    await typeOver('13/03/2026{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-03-09'));
    expect(week).toHaveValue('09/03/2026');
    await waitFor(() => expect(askedWeekOf(server.calls, '2026-03-09')).toBe(true));

    // A day picked from the calendar: the same.
    await user.click(week);
    await user.click(await screen.findByRole('button', { name: '11 March 2026' }));
    expect(week).toHaveValue('09/03/2026');
  });
});
