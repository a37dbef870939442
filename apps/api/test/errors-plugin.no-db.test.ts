import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../src/plugins/errors';

/**
 * The one error handler (plugins/errors.ts) on what PostgreSQL throws when two saves meet: pg's error carries
 * the SQLSTATE as `code`, and drizzle wraps it as the `cause` of its own error. Thrown by a bare route, since
 * no request can make the database choose its deadlock victim on cue.
 */
const app = Fastify();

/** A drizzle-like failure around pg's error with `code`. */
function databaseFailure(code: string): Error {
  const driver = Object.assign(new Error(`driver error ${code}`), { code });
  return new Error('Failed query: update "vehicles" …', { cause: driver });
}

beforeAll(async () => {
  await app.register(errorsPlugin);
  app.get('/fails/:code', async (request) => {
    throw databaseFailure((request.params as { code: string }).code);
  });
  await app.ready();
});

afterAll(() => app.close());

describe('saves that met another at once', () => {
  it.each([
    ['40P01', 'a deadlock'],
    ['40001', 'a serialization failure'],
  ])('%s (%s) is a 409 to try again, not a 500', async (code) => {
    const r = await app.inject({ method: 'GET', url: `/fails/${code}` });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message:
        'Another change to the same records was saved at the same moment, so this one was not. Try again.',
    });
  });

  it('any other failure of the database stays a 500 without its text', async () => {
    const r = await app.inject({ method: 'GET', url: '/fails/XX000' });
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain('vehicles');
  });
});
