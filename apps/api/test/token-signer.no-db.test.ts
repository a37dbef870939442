import { ACCESS_TOKEN_TTL_SECONDS } from '@fletx/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSigner } from '../src/modules/auth/tokens';

const subject = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@fletx.test',
  role: 'Dispatcher',
  group: 'carriers',
  tokenVersion: 2,
};

describe('TokenSigner.verifyAccess with its memory of verified tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a token seen before as the first time, until its expiry, then "expired"', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z') });
    const signer = new TokenSigner('a-secret-of-at-least-32-characters-long!');
    const { accessToken } = await signer.sign(subject);
    const expected = { userId: 7, role: 'Dispatcher', groups: ['carriers'], tokenVersion: 2 };
    expect(await signer.verifyAccess(accessToken)).toEqual(expected);
    expect(await signer.verifyAccess(accessToken)).toEqual(expected);

    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await signer.verifyAccess(accessToken)).toEqual(expected);
    vi.setSystemTime(Date.now() + 2000);
    expect(await signer.verifyAccess(accessToken)).toBe('expired');
    expect(await signer.verifyAccess(accessToken)).toBe('expired');
  });

  it('never takes a token it did not verify: another signature, another secret, an altered payload', async () => {
    const signer = new TokenSigner('a-secret-of-at-least-32-characters-long!');
    const { accessToken, idToken } = await signer.sign(subject);
    expect(await signer.verifyAccess(accessToken)).not.toBe('invalid');

    const [header, payload, signature] = accessToken.split('.');
    const altered = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    altered['custom:role'] = 'Admin user';
    const forged = `${header}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
    expect(await signer.verifyAccess(forged)).toBe('invalid');
    expect(await signer.verifyAccess(`${accessToken.slice(0, -2)}xx`)).toBe('invalid');
    expect(await signer.verifyAccess(idToken)).toBe('invalid');
    const other = new TokenSigner('another-secret-of-at-least-32-characters');
    expect(await other.verifyAccess(accessToken)).toBe('invalid');
  });
});
