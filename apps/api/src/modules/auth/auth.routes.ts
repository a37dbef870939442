import { confirmPasswordBody, forgotPasswordBody, loginBody, meResponse } from '@fletx/contract/auth';
import { messageOnly } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import { staffLoginResponse, twoFactorMessages } from '@fletx/contract/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doorRoutes } from '../../lib/door-routes';
import { clientOf, doorHandlers, tokenAnswer } from '../../lib/refresh-cookie';
import { forCaller } from '../../lib/route-kinds';
import { okOr, routeOptions } from '../../lib/route-options';
import type { AuthService } from './auth.service';

const route = routeOptions({ tags: ['auth'], access: 'public' });

type Opts = { auth: AuthService };

/**
 * The one way the back office's routes answer a fresh token set (login, refresh, the second login step): the
 * set in the body, its refresh token in the HttpOnly cookie (lib/refresh-cookie.ts).
 */
export const answerTokens = tokenAnswer('back-office');

/** POST /api/auth/* (docs/product.md "Login and tokens"). */
export const authRoutes: FastifyPluginAsyncZod<Opts> = async (app, { auth }) => {
  const door = doorHandlers(auth, 'back-office');
  app.post(
    '/login',
    route({
      summary: 'Log in to the back office (carriers group only)',
      description:
        'A user with two-factor sign-in gets `{ twoFactorRequired: true, challenge }` and no token: the ' +
        'second step is POST /api/auth/2fa/verify.',
      body: loginBody,
      response: okOr(staffLoginResponse, 400, 429),
    }),
    async (request, reply) => {
      const data = await auth.login(request.body, clientOf(request));
      if ('challenge' in data) return { message: twoFactorMessages.challengeIssued, data };
      return answerTokens(reply, 'Login successful', data);
    },
  );

  app.get(
    '/me',
    route({
      access: 'staffSetup',
      summary: 'The logged-in back-office user',
      response: okOr(meResponse),
    }),
    forCaller('OK', (userId) => auth.me(userId)),
  );

  doorRoutes(app, route, door, {
    refresh:
      'Exchange the refresh token (its cookie, or the body’s) for a fresh token set (the old refresh token dies)',
    logout: 'End every session of the refresh token’s user (its cookie, or the body’s) and clear the cookie',
  });

  app.post(
    '/forgotpassword',
    route({
      summary: 'Email a 6-digit recovery code (valid 15 minutes, single use, 5 tries)',
      body: forgotPasswordBody,
      response: okOr(messageOnly, 400, 429),
    }),
    async (request) => {
      await auth.forgotPassword(request.body.username, request.ip);
      return { message: messages.codeSent };
    },
  );

  app.post(
    '/confirmPassword',
    route({
      summary: 'Set a new password with a recovery code',
      body: confirmPasswordBody,
      response: okOr(messageOnly, 400, 429),
    }),
    async (request) => {
      await auth.confirmPassword(request.body, request.ip);
      return { message: messages.passwordChanged };
    },
  );
};
