import crypto from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@fletx/contract/constants';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface TokenSubject {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  group: string;
}

/** What a verified access token tells about its bearer. */
export interface Principal {
  userId: number;
  role: string;
  groups: string[];
}

const ISSUER = 'fletx';

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The id token (Cognito-shaped claims) and the access token, both HS256 JWTs. */
  async sign(user: TokenSubject): Promise<{ idToken: string; accessToken: string }> {
    const groups = [user.group];
    // One clock reading for both tokens, so they expire together.
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
    const idToken = await new SignJWT({
      name: `${user.firstName} ${user.lastName}`.trim(),
      given_name: user.firstName,
      family_name: user.lastName,
      email: user.email,
      'cognito:groups': groups,
      'custom:role': user.role,
      token_use: 'id',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    const accessToken = await new SignJWT({
      'cognito:groups': groups,
      'custom:role': user.role,
      token_use: 'access',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setJti(crypto.randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { idToken, accessToken };
  }

  /** Verifies an access token: `expired` when only its time ran out, `invalid` for anything else. */
  async verifyAccess(token: string): Promise<Principal | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const groups = payload['cognito:groups'];
      const userId = Number(payload.sub);
      if (payload.token_use !== 'access' || !Array.isArray(groups) || !Number.isInteger(userId))
        return 'invalid';
      return { userId, role: String(payload['custom:role'] ?? ''), groups: groups.map(String) };
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

/** An opaque refresh token: 256 random bits. */
export const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');

/** A 6-digit recovery code, uniformly drawn. */
export const newRecoveryCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
