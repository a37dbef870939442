import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/** The request log (lib/request-log.ts): one line a request, with the request, the answer's status and time. */
type Line = Record<string, unknown> & { msg?: string; req?: { url?: string } };
const lines: Line[] = [];
let completed: ((line: Line) => void) | undefined;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    logger: {
      level: 'info',
      stream: {
        write: (text: string) => {
          const line = JSON.parse(text) as Line;
          lines.push(line);
          if (line.msg === 'request completed') completed?.(line);
        },
      },
    },
  });
});
afterAll(async () => {
  await ctx?.close();
});

/** Sends a GET and answers its status and the log lines written until its request was logged as completed. */
async function logged(url: string, as?: string) {
  lines.length = 0;
  const line = new Promise<Line>((resolve) => {
    completed = resolve;
  });
  const { statusCode } = await ctx.api.get(url, as ? { as } : undefined);
  await line;
  return { statusCode, lines: [...lines] };
}

describe('request log', () => {
  it('writes one line a request: method, path, status and time', async () => {
    const { authorization, user } = await loggedInUser(ctx);
    const { statusCode, lines } = await logged('/api/loadbook/countLoads', authorization);
    expect(statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/loadbook/countLoads' },
      res: { statusCode: 200 },
      // The signed-in user's id, shown by the pretty line (lib/log-format.ts).
      user: user.id,
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
    expect(lines[0]?.reqId).toEqual(expect.any(String));
  });

  it('writes a refused request the same way', async () => {
    const { statusCode, lines } = await logged('/api/loadbook/countLoads');
    expect(statusCode).toBe(401);
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({
        req: expect.objectContaining({ url: '/api/loadbook/countLoads' }),
        res: { statusCode: 401 },
      }),
    ]);
    expect(lines.find((line) => line.msg === 'request completed')).not.toHaveProperty('user');
  });
});
