import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { iftaReport } from '../../../test/sample-fuel';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

// 21:00 in Chicago on 31 December 2026 (03:00 UTC on 1 January 2027), before the screen's module is read.
vi.hoisted(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-01T03:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  storeSession();
});

describe("the IFTA screen's quarter", () => {
  it("opens on the carrier's current quarter: Q4 2026 on 31 December evening in Chicago", async () => {
    const server = stubFetch((call) => {
      if (call.url.startsWith('/api/carrier-settings/time-zone'))
        return jsonResponse({ message: 'OK', data: { timeZone: 'America/Chicago' } });
      if (call.url.startsWith('/api/ifta/rates'))
        return jsonResponse({ message: 'OK', data: { year: 2026, quarter: 4, closed: false, rates: [] } });
      if (call.url.startsWith('/api/ifta'))
        return jsonResponse({ message: 'OK', data: iftaReport({ year: 2026, quarter: 4 }) });
      return jsonResponse({ message: 'OK', data: [] });
    });
    renderApp('/fletx/ifta');
    await waitFor(() => expect(server.calls.map((c) => c.url)).toContain('/api/carrier-settings/time-zone'));
    expect(await screen.findAllByDisplayValue('Q4')).not.toHaveLength(0);
    await waitFor(() => expect(server.calls.map((c) => c.url)).toContain('/api/ifta?year=2026&quarter=4'));
  });
});
