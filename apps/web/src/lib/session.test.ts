import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJwt, makeTokenSet, storeSession } from '../../test/test-utils';
import {
  clearSession,
  decodeJwtPayload,
  getAccessToken,
  getFullName,
  getSessionStatus,
  getTokenExp,
  getUserInfo,
  isTokenExpired,
  msUntilExpiry,
  restoreOnce,
  saveSession,
} from './session';

describe('JWT decoding', () => {
  it('reads the payload, including non-ASCII text', () => {
    const token = makeJwt({ sub: 'u-1', given_name: 'José', exp: 1_900_000_000 });
    expect(decodeJwtPayload(token)).toEqual({ sub: 'u-1', given_name: 'José', exp: 1_900_000_000 });
    expect(getTokenExp(token)).toBe(1_900_000_000);
  });

  it('returns nothing for a malformed token', () => {
    expect(decodeJwtPayload('not-a-token')).toBeUndefined();
    expect(decodeJwtPayload('a.###.c')).toBeUndefined();
    expect(getTokenExp(makeJwt({ sub: 'no-exp' }))).toBeUndefined();
    expect(getTokenExp(makeJwt({ exp: 'soon' }))).toBeUndefined();
  });
});

describe('expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('detects an expired token from its exp claim', () => {
    const now = Date.UTC(2025, 0, 1, 12);
    const exp = now / 1000;
    expect(isTokenExpired(makeJwt({ exp: exp + 60 }), now)).toBe(false);
    expect(isTokenExpired(makeJwt({ exp }), now)).toBe(true);
    expect(isTokenExpired(makeJwt({ exp: exp - 1 }), now)).toBe(true);
    expect(msUntilExpiry(makeJwt({ exp: exp + 60 }), now)).toBe(60_000);
    expect(msUntilExpiry(makeJwt({ exp: exp - 60 }), now)).toBe(0);
  });

  it('treats a token without exp as expired', () => {
    expect(isTokenExpired(makeJwt({ sub: 'x' }))).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
  });

  it('tells whether the session in memory is active, expired or absent', () => {
    expect(getSessionStatus()).toBe('none');
    storeSession({ expiresIn: 600 });
    expect(getSessionStatus()).toBe('active');
    storeSession({ expiresIn: -5 });
    expect(getSessionStatus()).toBe('expired');
  });
});

describe('the session in memory', () => {
  it('keeps the access token and the user in memory, never in web storage', () => {
    const tokens = makeTokenSet({ givenName: 'Grace', familyName: 'Hopper', role: 'Dispatcher' });
    const user = saveSession(tokens);

    expect(getAccessToken()).toBe(tokens.accessToken.jwtToken);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(user).toEqual({
      id: 'user-1',
      name: 'Grace',
      givenName: 'Hopper',
      familyName: 'Hopper',
      email: 'ada@fletx.test',
      role: 'Dispatcher',
      groups: ['carriers'],
    });
    expect(getUserInfo()).toEqual(user);
    expect(getFullName(user)).toBe('Grace Hopper');
  });

  it('refuses an unreadable id token', () => {
    const tokens = { ...makeTokenSet(), idToken: makeJwt({ sub: 'only-sub' }) };
    expect(() => saveSession(tokens)).toThrow();
    expect(getAccessToken()).toBeNull();
  });

  it('logout forgets the session, clears all local storage, and no restore from the cookie follows', async () => {
    storeSession();
    localStorage.setItem('somethingElse', '1');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(getAccessToken()).toBeNull();
    const restore = vi.fn(async () => 'refreshed');
    expect(await restoreOnce(restore)).toBeUndefined();
    expect(restore).not.toHaveBeenCalled();
  });

  it('restores once per page: every guard waits for the same attempt', async () => {
    const restore = vi.fn(async () => 'refreshed');
    const [first, second] = await Promise.all([restoreOnce(restore), restoreOnce(restore)]);
    expect([first, second, await restoreOnce(restore)]).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(restore).toHaveBeenCalledTimes(1);
  });
});
