import { errorResponse } from '@fletx/contract/errors';
import { healthResponse } from '@fletx/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Ready when migrations ran and the database answers',
        response: { 200: healthResponse, 503: errorResponse },
      },
    },
    async () => {
      try {
        await ping();
      } catch {
        throw new AppError('ServiceUnavailable', 'The database does not answer.');
      }
      return { status: 'ok' as const };
    },
  );
};
