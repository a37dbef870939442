import { loginResponse } from '@fletx/contract/auth';
import { messageOnly } from '@fletx/contract/errors';
import { idParams } from '@fletx/contract/ids';
import {
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorMessages,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
  twoFactorVerifyBody,
} from '@fletx/contract/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../lib/refresh-cookie';
import { forCaller } from '../../lib/route-kinds';
import { okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import { answerTokens } from './auth.routes';
import type { AuthService } from './auth.service';
import type { TwoFactorService } from './two-factor.service';

/** What a user holds to the set-up by the carrier's rule may still reach (`staffSetup`). */
const route = routeOptions({ tags: ['auth'], access: 'staffSetup' });

type Opts = { auth: AuthService; twoFactor: TwoFactorService };

/** /api/auth/2fa/* (docs/product.md "Two-factor sign-in"). */
export const twoFactorRoutes: FastifyPluginAsyncZod<Opts> = async (app, { auth, twoFactor }) => {
  app.get(
    '/',
    route({
      summary: 'Whether two-factor sign-in is on for me, required by the carrier, and my recovery codes left',
      response: okOr(twoFactorStatusResponse),
    }),
    forCaller(twoFactorMessages.status, (userId) => twoFactor.status(userId)),
  );

  app.post(
    '/setup',
    route({
      summary:
        'Start the set-up: a new secret (replacing a pending one) and its otpauth:// URL for a QR code',
      response: okOr(twoFactorSetupResponse, 409),
    }),
    forCaller(twoFactorMessages.setupStarted, (userId) => twoFactor.setup(userId)),
  );

  app.post(
    '/enable',
    route({
      summary: 'Confirm the set-up with a code from the app; answers the 10 recovery codes, shown once',
      body: twoFactorEnableBody,
      response: okOr(twoFactorEnableResponse, 400, 409),
    }),
    async (request) => ({
      message: twoFactorMessages.enabled,
      data: { recoveryCodes: await twoFactor.enable(principalOf(request).userId, request.body.code) },
    }),
  );

  app.post(
    '/disable',
    route({
      access: 'staff',
      summary: 'Turn two-factor sign-in off, with the password and a code (from the app, or a recovery code)',
      body: twoFactorDisableBody,
      response: okOr(messageOnly, 400, 409, 429),
    }),
    async (request) => {
      const { password, code } = request.body;
      await twoFactor.disable(principalOf(request).userId, password, code, request.ip);
      return { message: twoFactorMessages.disabled };
    },
  );

  app.post(
    '/verify',
    route({
      access: 'public',
      summary: "The login's second step: its challenge and a code from the app (or a recovery code)",
      body: twoFactorVerifyBody,
      response: okOr(loginResponse, 400, 429),
    }),
    async (request, reply) =>
      answerTokens(
        reply,
        twoFactorMessages.verified,
        await auth.verifyTwoFactor(request.body, clientOf(request)),
      ),
  );
};

/**
 * DELETE /api/user/{id}/two-factor (docs/product.md "Two-factor sign-in"): beside `DELETE /api/user/{id}/sessions`,
 * what Admin Users does for a person who lost their phone and their recovery codes.
 */
export const userTwoFactorRoutes: FastifyPluginAsyncZod<Opts> = async (app, { twoFactor }) => {
  app.delete(
    '/:id/two-factor',
    route({
      access: 'manageUsers',
      tags: ['users'],
      summary:
        "Turn a back-office user's two-factor sign-in off (a lost phone and lost recovery codes); 409 when it is not on",
      params: idParams,
      response: okOr(messageOnly, 400, 404, 409),
    }),
    async (request) => {
      await twoFactor.turnOffFor(request.params.id);
      return { message: twoFactorMessages.turnedOffForUser };
    },
  );
};
