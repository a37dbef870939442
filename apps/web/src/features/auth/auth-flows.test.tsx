import { PRODUCT_TAGLINE } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, makeTokenSet, renderApp, stubFetch } from '../../../test/test-utils';
import { getAccessToken, getUserInfo } from '../../lib/session';

/** The calls besides the sign-in again from the refresh cookie that opening the login area makes. */
const beyondRestore = (calls: FetchCall[]) => calls.filter((call) => call.url !== '/api/auth/refresh');

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Log in' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('login screen', () => {
  it('shows the form and the product tagline', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_TAGLINE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/login/validation-email',
    );
  });

  it("refuses empty fields with 'The fields must not be empty' and calls nothing", async () => {
    const { calls } = stubFetch(() => jsonResponse({}));
    renderApp('/login/auth');
    const user = await fillLogin('', '');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emptyLoginFields);
    expect(beyondRestore(calls)).toEqual([]);
  });

  it('refuses a user outside the carriers group even when the server lets them in', async () => {
    const { calls } = stubFetch((call) =>
      call.url === '/api/auth/login'
        ? jsonResponse({ message: 'ok', data: makeTokenSet({ groups: ['drivers'], role: 'Driver' }) })
        : jsonResponse({ message: 'ok' }),
    );
    renderApp('/login/auth');
    const user = await fillLogin('driver@fletx.test', 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(messages.roleNotAllowed)).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(beyondRestore(calls)[0]?.body).toEqual({ name: 'driver@fletx.test', password: 'Secret#123' });
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/auth/logout'));
  });

  it("shows the server's message when the login fails", async () => {
    stubFetch(() =>
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: messages.invalidCredentials }, 401),
    );
    renderApp('/login/auth');
    const user = await fillLogin('ana@fletx.test', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidCredentials);
  });

  it('stores the session and opens Admin Users with the full name in the header', async () => {
    const tokens = makeTokenSet({ givenName: 'Grace', familyName: 'Hopper' });
    stubFetch((call) =>
      call.url === '/api/auth/refresh'
        ? jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'no cookie' }, 401)
        : jsonResponse({ message: 'Welcome', data: tokens }),
    );
    const { router } = renderApp('/login/auth');
    const user = await fillLogin('grace@fletx.test', 'Secret#123');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fletx/dispatchers-admin-users');
    expect(screen.getByTestId('user-full-name')).toHaveTextContent('Grace Hopper');
    // In memory only: no token in web storage.
    expect(getAccessToken()).toBe(tokens.accessToken.jwtToken);
    expect(getUserInfo()).toMatchObject({ name: 'Grace', givenName: 'Hopper' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('shows the success banner given in the query', async () => {
    renderApp(`/login/auth?success&message=${encodeURIComponent(messages.passwordChanged)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordChanged);
  });
});

describe('forgot password', () => {
  it("alerts 'You must provide an email address' for an empty email", async () => {
    const { calls } = stubFetch(() => jsonResponse({}));
    renderApp('/login/validation-email');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.provideEmail)).toBeInTheDocument();
    expect(beyondRestore(calls)).toEqual([]);
  });

  it('sends the code, alerts and opens the change-password screen', async () => {
    const { calls } = stubFetch(() => jsonResponse({ message: messages.codeSent }));
    const { router } = renderApp('/login/validation-email');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana@fletx.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(messages.emailSent('ana@fletx.test'))).toBeInTheDocument();
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/change-pass');
    expect(router.state.location.search).toBe('?email=ana%40fletx.test');
    expect(beyondRestore(calls)[0]).toMatchObject({
      url: '/api/auth/forgotpassword',
      body: { username: 'ana@fletx.test' },
    });
  });

  it('Cancel goes back to the login screen', async () => {
    const { router } = renderApp('/login/validation-email');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/auth');
  });

  it("alerts the server's message on failure", async () => {
    stubFetch(() =>
      jsonResponse({ statusCode: 429, error: 'TooManyRequests', message: messages.tooManyAttempts(15) }, 429),
    );
    renderApp('/login/validation-email');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana@fletx.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.tooManyAttempts(15))).toBeInTheDocument();
  });
});

describe('change password', () => {
  async function fillChangePassword(code: string, password: string, confirm: string) {
    const user = userEvent.setup();
    if (code) await user.type(await screen.findByLabelText('Code'), code);
    if (password) await user.type(screen.getByLabelText('New Password'), password);
    if (confirm) await user.type(screen.getByLabelText('Re-enter your new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Send' }));
  }

  it("alerts 'Email error' without the email query", async () => {
    renderApp('/login/change-pass');
    await screen.findByLabelText('Code');
    await fillChangePassword('123456', 'Str0ng#Pass', 'Str0ng#Pass');
    expect(await screen.findByText(messages.emailError)).toBeInTheDocument();
  });

  it('checks the rules in order before calling the server', async () => {
    const { calls } = stubFetch(() => jsonResponse({ message: 'ok' }));
    renderApp('/login/change-pass?email=ana%40fletx.test');
    await screen.findByLabelText('Code');

    await fillChangePassword('', 'weak', 'other');
    expect(await screen.findByText(messages.allFieldsNotEmpty)).toBeInTheDocument();

    await fillChangePassword('123456', '', '');
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(beyondRestore(calls)).toEqual([]);
  });

  it('shows the help text and refuses a weak password', async () => {
    renderApp('/login/change-pass?email=ana%40fletx.test');
    expect(await screen.findByText(/Longer than 8 characters/)).toBeInTheDocument();
    await fillChangePassword('123456', 'weakpass', 'weakpass');
    expect(await screen.findByText(messages.passwordRequirements)).toBeInTheDocument();
  });

  it('on success returns to the login screen with the success banner', async () => {
    const { calls } = stubFetch(() => jsonResponse({ message: messages.passwordChanged }));
    const { router } = renderApp('/login/change-pass?email=ana%40fletx.test');
    await screen.findByLabelText('Code');
    await fillChangePassword('123456', 'Str0ng#Pass', 'Str0ng#Pass');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('login-success-banner')).toHaveTextContent(messages.passwordChanged);
    expect(router.state.location.pathname).toBe('/login/auth');
    expect(beyondRestore(calls)[0]).toMatchObject({
      url: '/api/auth/confirmPassword',
      body: {
        username: 'ana@fletx.test',
        code: '123456',
        newPassword: 'Str0ng#Pass',
        confirmNewPassword: 'Str0ng#Pass',
      },
    });
  });
});
