import { messages } from '@fletx/contract/messages';
import { can, GROUPS, isCarrier, type Permission } from '@fletx/contract/roles';
import { twoFactorMessages } from '@fletx/contract/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import type { Principal } from '../lib/principal';
import { requestScope } from '../lib/request-scope';
import type { TokenSigner } from '../modules/auth/tokens';
import type { AccountAccess } from '../modules/users/users.service';

/** Where the access check reads the account behind a token (UsersService: cached, docs/decisions/0018). */
export interface AccountLookup {
  accessOf(userId: number): Promise<AccountAccess | null>;
}

/** Whether an access token's session is still live (SessionsService: kept until its end is announced). */
export interface SessionLookup {
  isLive(sessionId: number, userId: number): Promise<boolean>;
}

/** Whether the carrier's rule holds a user to setting up two-factor sign-in first (TwoFactorService). */
export interface SecondFactorRule {
  mustSetUp(userId: number, group: string): Promise<boolean>;
}

/**
 * Who may call a route. Every `/api` route must declare one in `config.access`; the app refuses to start
 * otherwise, and a test walks every route to prove the guard.
 * - `public`: anyone; `staff`: any back-office user; a Permission: back-office users whose role has it;
 * - `staffSetup`: any back-office user, even one the carrier's rule holds to setting up two-factor sign-in
 *   first (who reaches nothing else: docs/product.md "Two-factor sign-in");
 * - `driver`: drivers only (the driver API).
 */
export type Access = 'public' | 'staff' | 'staffSetup' | 'driver' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every `/api` route with its access rule, as registered (the route-walk test reads it). */
    routeAccess: Array<{ method: string; url: string; access: Access }>;
  }
}

/** `Authorization` holds the access token, bare or as `Bearer <token>`. */
export function readToken(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value);
  return (match?.[1] ?? value).trim() || undefined;
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export const accessPlugin = fp<{
  signer: TokenSigner;
  accounts: AccountLookup;
  sessions: SessionLookup;
  secondFactor: SecondFactorRule;
}>(
  async (app: FastifyInstance, { signer, accounts, sessions, secondFactor }) => {
    app.decorateRequest('principal', null);
    const routeAccess: FastifyInstance['routeAccess'] = [];
    app.decorate('routeAccess', routeAccess);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      if (method === 'HEAD') return;
      const access = route.config?.access;
      if (!access) throw new Error(`Route ${method} ${route.url} declares no access rule (config.access).`);
      routeAccess.push({ method, url: route.url, access });
    });

    const check = async (request: FastifyRequest, access: Exclude<Access, 'public'>) => {
      const token = readToken(request.headers.authorization);
      if (!token) throw unauthorized(messages.invalidToken);
      const verified = await signer.verifyAccess(token);
      if (verified === 'expired') throw new AppError('SessionExpired', messages.sessionExpired);
      if (verified === 'invalid') throw unauthorized(messages.invalidToken);
      // Access follows the account, not the token: a deleted account or ended sessions (token version moved
      // on) are refused, and the account's current role and group decide (docs/decisions/0018). The token's
      // own session must be live: kept per process until any process announces its end (decision 0034); a
      // token issued before sessions names none.
      const { sessionId } = verified;
      const [account, live] = await Promise.all([
        accounts.accessOf(verified.userId),
        sessionId === undefined || sessions.isLive(sessionId, verified.userId),
      ]);
      if (!account || account.tokenVersion !== verified.tokenVersion || !live)
        throw unauthorized(messages.invalidToken);
      const principal: Principal = {
        userId: verified.userId,
        role: account.role,
        groups: [account.group],
        ...(sessionId === undefined ? {} : { sessionId }),
      };
      request.principal = principal;
      const scope = requestScope.current();
      if (scope) scope.actorId = principal.userId;
      const isDriver = principal.groups.includes(GROUPS.drivers);
      if (access === 'driver') {
        if (!isDriver) throw forbidden();
        return;
      }
      if (!isCarrier(principal.groups)) throw forbidden();
      // Free while the carrier does not require two factors (its rule is cached like the account).
      if (access !== 'staffSetup' && (await secondFactor.mustSetUp(principal.userId, account.group)))
        throw new AppError('TwoFactorSetupRequired', twoFactorMessages.setupRequired);
      if (access !== 'staff' && access !== 'staffSetup' && !can(principal.role, access)) throw forbidden();
    };

    // A callback hook, so that a public route (the health check) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') {
        done();
        return;
      }
      check(request, access).then(() => done(), done);
    });
  },
  { name: 'access' },
);
