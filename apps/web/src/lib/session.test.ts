import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJwt, makeTokenSet, nowSeconds, storeSession } from '../../test/test-utils';
import {
  clearSession,
  decodeJwtPayload,
  getFullName,
  getSessionStatus,
  getTokenExp,
  getUserInfo,
  isTokenExpired,
  msUntilExpiry,
  SESSION_KEYS,
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

  it('tells whether the stored session is active, expired or absent', () => {
    expect(getSessionStatus()).toBe('none');
    storeSession({ expiresIn: 600 });
    expect(getSessionStatus()).toBe('active');
    localStorage.setItem(SESSION_KEYS.accessToken, makeJwt({ exp: nowSeconds() - 5 }));
    expect(getSessionStatus()).toBe('expired');
  });
});

describe('stored session', () => {
  it('stores the four keys, with the first name in name and the last name in givenName', () => {
    const tokens = makeTokenSet({ givenName: 'Grace', familyName: 'Hopper', role: 'Dispatcher' });
    const user = saveSession(tokens);

    expect(localStorage.getItem(SESSION_KEYS.idToken)).toBe(tokens.idToken);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe(tokens.accessToken.jwtToken);
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBe(tokens.refreshToken.token);
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
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('logout clears all local storage', () => {
    storeSession();
    localStorage.setItem('somethingElse', '1');
    clearSession();
    expect(localStorage.length).toBe(0);
  });
});
