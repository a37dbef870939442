import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from '../src/modules/health/health.routes';
import { sharedProbe } from '../src/modules/health/shared-probe';
import { errorsPlugin } from '../src/plugins/errors';

/** GET /api/health under load (docs/performance.md "Health under load"): one database probe for many callers. */
describe('the shared health probe', () => {
  it('runs one check for callers that come while it runs, and keeps a success for a while', async () => {
    let runs = 0;
    let clock = 0;
    const probe = sharedProbe(
      async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      1000,
      () => clock,
    );
    await Promise.all(Array.from({ length: 50 }, () => probe()));
    expect(runs).toBe(1);
    clock = 999;
    await probe();
    expect(runs).toBe(1);
    clock = 1001;
    await probe();
    expect(runs).toBe(2);
  });

  it('keeps no failure: every caller of a failed run sees it, the next caller checks again', async () => {
    let fail = true;
    let runs = 0;
    const probe = sharedProbe(
      async () => {
        runs++;
        if (fail) throw new Error('down');
      },
      1000,
      () => 0,
    );
    const answers = await Promise.allSettled([probe(), probe()]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
    fail = false;
    await probe();
    expect(runs).toBe(2);
  });

  it('answers 200 ok, or 503 with the message when the database does not answer', async () => {
    let up = true;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(healthRoutes, {
      database: {
        ping: async () => {
          if (!up) throw new Error('down');
        },
      },
    });
    up = false;
    const down = await app.inject({ method: 'GET', url: '/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ statusCode: 503, message: 'The database does not answer.' });
    up = true;
    const ok = await app.inject({ method: 'GET', url: '/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
