import { twoFactorMessages } from '@fletx/contract/two-factor';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type FetchCall,
  jsonResponse,
  makeTokenSet,
  renderApp,
  stubFetch,
} from '../../../../test/test-utils';
import { getAccessToken } from '../../../lib/session';

const CHALLENGE = 'challenge-from-the-login';

/** The server of a user with two-factor sign-in: the login answers a challenge, verify what `verify` says. */
function serverWithTwoFactor(verify: (call: FetchCall) => Response) {
  return stubFetch((call) => {
    if (call.url === '/api/auth/login')
      return jsonResponse({
        message: 'Enter the code',
        data: { twoFactorRequired: true, challenge: CHALLENGE },
      });
    if (call.url === '/api/auth/2fa/verify') return verify(call);
    if (call.url === '/api/auth/2fa')
      return jsonResponse({ message: 'OK', data: { enabled: true, required: false, recoveryCodesLeft: 9 } });
    return jsonResponse({ message: 'OK' });
  });
}

async function passPasswordStep() {
  const user = userEvent.setup();
  renderApp('/login/auth');
  await screen.findByRole('button', { name: 'Log in' });
  await user.type(screen.getByLabelText('Email'), 'grace@fletx.test');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('form', { name: 'Two-factor sign-in form' });
  return user;
}

describe('the login code step', () => {
  it('asks for the 6-digit code after the password and keeps no token until it is right', async () => {
    const { calls } = serverWithTwoFactor(() =>
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: twoFactorMessages.wrongCode }, 401),
    );
    const user = await passPasswordStep();
    const field = screen.getByLabelText('6-digit code');
    expect(getAccessToken()).toBeNull();

    // A malformed code is refused under the field, without a call.
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(twoFactorMessages.codeFormat)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(twoFactorMessages.codeFormat);
    expect(calls.filter((c) => c.url === '/api/auth/2fa/verify')).toHaveLength(0);

    // The server's refusal is shown under the field too.
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(twoFactorMessages.wrongCode)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(twoFactorMessages.wrongCode);
    expect(calls.find((c) => c.url === '/api/auth/2fa/verify')?.body).toEqual({
      challenge: CHALLENGE,
      code: '123456',
    });
    expect(getAccessToken()).toBeNull();
  });

  it('signs in with a recovery code instead, and opens the back office', async () => {
    const tokens = makeTokenSet({ givenName: 'Grace', familyName: 'Hopper' });
    const { calls } = serverWithTwoFactor(() => jsonResponse({ message: 'Login successful', data: tokens }));
    const user = await passPasswordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-2345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Users' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/2fa/verify')?.body).toEqual({
      challenge: CHALLENGE,
      recoveryCode: 'ABCD2345',
    });
    await waitFor(() => expect(getAccessToken()).toBe(tokens.accessToken.jwtToken));
  });
});
