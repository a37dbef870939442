import type { DriverLoad } from '@fletx/contract/tracking';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { freshDriverPageEachTest, renderDriverApp } from '../../../test/driver-app';
import { sampleLoad } from '../../../test/sample-load';
import { jsonResponse, makeTokenSet } from '../../../test/test-utils';
import { getDriverAccessToken } from './lib/session';

const offered: DriverLoad = { ...sampleLoad, pickup: null, delivery: null };

describe('the drivers app', () => {
  freshDriverPageEachTest();

  it('asks for a login at /driver and refuses a back-office account with the API’s 403, in words', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(
        { statusCode: 403, error: 'Forbidden', message: 'This user role is not allowed to log in' },
        403,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderDriverApp('/driver/');
    expect(await screen.findByRole('heading', { name: 'Drivers’ log in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@fletx.app');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is not a driver’s account: it cannot log in to the drivers’ app.',
    );
    expect(fetch).toHaveBeenCalledWith('/api/driver/auth/login', expect.objectContaining({ method: 'POST' }));
  });

  it('signs in again from the refresh cookie, keeps no token in storage, and accepts a load with an Idempotency-Key', async () => {
    const tokens = makeTokenSet({ groups: ['drivers'], role: 'Driver' });
    const posts: Array<{ url: string; key: string | null; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        // The app's start: the cookie (not readable here) gives the session.
        if (url === '/api/driver/auth/refresh')
          return jsonResponse({ message: 'Token refreshed', data: tokens });
        if (init?.method === 'POST') {
          posts.push({
            url,
            key: new Headers(init.headers).get('idempotency-key'),
            body: JSON.parse(String(init.body)),
          });
          return jsonResponse({
            message: 'Load status updated',
            data: { ...offered, loadbook_status_id: 4 },
          });
        }
        if (url.startsWith('/api/driver/loads'))
          return jsonResponse({ message: 'OK', data: [offered], meta: {} });
        return jsonResponse({ message: 'OK', data: [] });
      }),
    );
    renderDriverApp('/driver/loads/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept load' }));
    expect(getDriverAccessToken()).toBe(tokens.accessToken.jwtToken);
    const stored = JSON.stringify({ ...localStorage });
    expect(stored).not.toContain(tokens.accessToken.jwtToken);
    expect(stored).not.toContain(tokens.refreshToken.token);
    await waitFor(() => expect(posts).toHaveLength(1));
    const [post] = posts;
    expect(post?.url).toBe('/api/driver/loads/41/accept');
    expect(post?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({ at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(await screen.findByRole('link', { name: 'Navigate to pickup' })).toHaveAttribute(
      'href',
      expect.stringContaining('Walmart%20DC%206094'),
    );
    // The pickup has a contact phone, the delivery none: Call only for the pickup, Navigate for both.
    expect(screen.getByRole('link', { name: 'Call pickup' })).toHaveAttribute('href', 'tel:2145550100');
    expect(screen.queryByRole('link', { name: 'Call delivery' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Navigate to delivery' })).toHaveAttribute(
      'href',
      expect.stringContaining('Kroger%20Atlanta%20DC'),
    );
  });
});
