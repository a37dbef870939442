import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import { chooseLogFormat, logDestinations, prettyLine, requestMessage } from '../src/lib/log-format';

/** The log's two faces (lib/log-format.ts): JSON lines for machines, one readable line for a person. */
describe('the log format', () => {
  it('is pretty at a terminal and JSON lines elsewhere, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat(undefined, undefined)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('is read from LOG_FORMAT, json or pretty, a bad value refused', () => {
    expect(loadEnv({}).LOG_FORMAT).toBeUndefined();
    expect(loadEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => loadEnv({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });

  it('keeps the JSON request log asynchronous and shares one pretty writer', async () => {
    const json = await logDestinations('json');
    expect(json.main).toBeUndefined();
    expect(json.app.constructor.name).toBe('SonicBoom');
    const pretty = await logDestinations('pretty');
    expect(pretty.main).toBe(pretty.app);
  });
});

describe('a pretty line', () => {
  const time = new Date(2026, 10, 28, 9, 5, 7, 42).getTime();
  const request = {
    level: 30,
    time,
    pid: 4242,
    hostname: 'box',
    reqId: 'req-7',
    req: {
      method: 'GET',
      url: '/api/loadbook/countLoads',
      host: 'localhost:3000',
      remoteAddress: '127.0.0.1',
    },
    res: { statusCode: 200 },
    responseTime: 12.4,
    user: 17,
    msg: 'request completed',
  };

  it('shows a request as time, level, method, path, status, time taken and user, on one line', async () => {
    expect(await prettyLine(JSON.stringify(request))).toBe(
      '[09:05:07.042] INFO: GET /api/loadbook/countLoads 200 12 ms user 17\n',
    );
  });

  it('leaves the user out when nobody was signed in', async () => {
    const { user: _, ...anonymous } = request;
    expect(await prettyLine(JSON.stringify({ ...anonymous, res: { statusCode: 401 } }))).toBe(
      '[09:05:07.042] INFO: GET /api/loadbook/countLoads 401 12 ms\n',
    );
  });

  it("adds a failed request's message after its request", () => {
    expect(requestMessage({ ...request, user: undefined, msg: 'request errored' })).toBe(
      'GET /api/loadbook/countLoads 200 12 ms — request errored',
    );
  });

  it('shows any other record as its message and its other fields', async () => {
    const line = await prettyLine(
      JSON.stringify({
        level: 30,
        time,
        pid: 1,
        hostname: 'box',
        database: 'pglite',
        msg: 'migrations applied',
      }),
    );
    expect(line).toBe('[09:05:07.042] INFO: migrations applied {"database":"pglite"}\n');
  });
});
