import crypto from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@fletx/contract/constants';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Principal } from '../../lib/principal';

export interface TokenSubject {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  group: string;
  /** The account's token version (users.token_version): the access token carries it as `token_version`. */
  tokenVersion: number;
}

/** What a verified access token says, with the version it was issued under. */
export interface VerifiedAccess extends Principal {
  /** The `token_version` claim; a token issued before the claim existed counts as version 0. */
  tokenVersion: number;
  /** The `sid` claim: the session the token belongs to; absent from tokens issued before sessions. */
  sessionId?: number;
}

const ISSUER = 'fletx';

/**
 * How many verified access tokens are remembered. Every call verifies the caller's token, and its HMAC (Web
 * Crypto, an asynchronous job each time) was a large share of a small call's CPU time (docs/performance.md
 * "Where the time goes"); a token seen before is taken from here until its expiry. Revocation is not affected:
 * the access check still reads the account's token version on every call (plugins/access.ts).
 */
const VERIFIED_TOKENS_KEPT = 10_000;

export class TokenSigner {
  private readonly key: Uint8Array;
  /** Verified access tokens with their expiry (ms), oldest first. */
  private readonly verified = new Map<string, { access: VerifiedAccess; expiresAtMs: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * The id token (Cognito-shaped claims) and the access token, both HS256 JWTs. The access token names its
   * session (`sid`) when given one; the login and refresh always give it (tests and scripts sign without).
   */
  async sign(user: TokenSubject, sessionId?: number): Promise<{ idToken: string; accessToken: string }> {
    const groups = [user.group];
    // One clock reading for both tokens, so they expire together.
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
    const signed = (claims: Record<string, unknown>, jti?: string) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER);
      if (jti) jwt.setJti(jti);
      return jwt.setIssuedAt(issuedAt).setExpirationTime(expiresAt).sign(this.key);
    };
    const idToken = await signed({
      name: `${user.firstName} ${user.lastName}`.trim(),
      given_name: user.firstName,
      family_name: user.lastName,
      email: user.email,
      'cognito:groups': groups,
      'custom:role': user.role,
      token_use: 'id',
    });
    const accessToken = await signed(
      {
        'cognito:groups': groups,
        'custom:role': user.role,
        token_use: 'access',
        token_version: user.tokenVersion,
        ...(sessionId === undefined ? {} : { sid: sessionId }),
      },
      crypto.randomUUID(),
    );
    return { idToken, accessToken };
  }

  /** Verifies an access token: `expired` when only its time ran out, `invalid` for anything else. */
  async verifyAccess(token: string): Promise<VerifiedAccess | 'expired' | 'invalid'> {
    const known = this.verified.get(token);
    if (known && Date.now() < known.expiresAtMs) return known.access;
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const groups = payload['cognito:groups'];
      const userId = Number(payload.sub);
      const tokenVersion = payload.token_version ?? 0;
      const sessionId = payload.sid;
      if (
        payload.token_use !== 'access' ||
        !Array.isArray(groups) ||
        !Number.isInteger(userId) ||
        !Number.isInteger(tokenVersion) ||
        (sessionId !== undefined && !Number.isInteger(sessionId))
      )
        return 'invalid';
      const access: VerifiedAccess = {
        userId,
        role: String(payload['custom:role'] ?? ''),
        groups: groups.map(String),
        tokenVersion: tokenVersion as number,
        ...(sessionId === undefined ? {} : { sessionId: sessionId as number }),
      };
      if (payload.exp !== undefined) this.remember(token, access, payload.exp * 1000);
      return access;
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  private remember(token: string, access: VerifiedAccess, expiresAtMs: number) {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { access, expiresAtMs });
  }
}

/** An opaque refresh token: 256 random bits. */
export const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');

/** A 6-digit recovery code, uniformly drawn. */
export const newRecoveryCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
