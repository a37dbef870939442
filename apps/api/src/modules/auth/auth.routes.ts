import {
  confirmPasswordBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  logoutBody,
  meResponse,
  refreshBody,
} from '@fletx/contract/auth';
import { errorResponse, messageOnly } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/access';
import type { AuthService } from './auth.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };

/** POST /api/auth/* (spec fleet-users-drivers-trucks §7 Auth; DESIGN.md "Login and tokens"). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in to the back office (carriers group only)',
        body: loginBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) => ({ message: 'Login successful', data: await auth.login(request.body, request.ip) }),
  );

  app.get(
    '/me',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in back-office user',
        response: { 200: meResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await auth.me(principalOf(request).userId) }),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a fresh token set (the old refresh token dies)',
        body: refreshBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Token refreshed',
      data: await auth.refresh(request.body.refreshToken, 'back-office'),
    }),
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh token and every token rotated from it',
        body: logoutBody,
        response: { 200: messageOnly, 400: errorResponse },
      },
    },
    async (request) => {
      await auth.logout(request.body.refreshToken);
      return { message: messages.loggedOut };
    },
  );

  app.post(
    '/forgotpassword',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Email a 6-digit recovery code (valid 15 minutes, single use, 5 tries)',
        body: forgotPasswordBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.username, request.ip);
      return { message: messages.codeSent };
    },
  );

  app.post(
    '/confirmPassword',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a recovery code',
        body: confirmPasswordBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await auth.confirmPassword(request.body, request.ip);
      return { message: messages.passwordChanged };
    },
  );
};
