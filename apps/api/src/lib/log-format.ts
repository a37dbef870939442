import pino, { type DestinationStream } from 'pino';
import type { PrettyOptions } from 'pino-pretty';

/**
 * How the server's log lines look (docs/decisions/0037-start-and-logs.md): JSON lines for machines (a log
 * collector, a file, a pipe), one readable line a record for a person at a terminal. LOG_FORMAT chooses;
 * unset, standard output being a terminal (TTY) chooses pretty.
 */
export type LogFormat = 'json' | 'pretty';

export function chooseLogFormat(setting: LogFormat | undefined, stdoutIsTty: boolean | undefined): LogFormat {
  return setting ?? (stdoutIsTty ? 'pretty' : 'json');
}

/** The fields of a request's record (lib/request-log.ts) that its pretty line shows in its own words. */
const REQUEST_KEYS = ['req', 'res', 'responseTime', 'user', 'reqId'];

interface RequestRecord {
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  user?: string | number;
}

/**
 * The message of a record's pretty line. A request's: `GET /api/loads 200 <ms> ms user 17` (the user is the
 * signed-in one's id, when known); a request's error adds its message; any other record: its message.
 */
export function requestMessage(record: RequestRecord): string {
  const { req, res, responseTime, user, msg = '' } = record;
  if (!req) return msg;
  const parts = [req.method, req.url];
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`${Math.round(responseTime)} ms`);
  if (user !== undefined && user !== null) parts.push(`user ${user}`);
  const line = parts.filter(Boolean).join(' ');
  return msg && msg !== 'request completed' ? `${line} — ${msg}` : line;
}

/** pino-pretty's options for Fletx's lines: local time of day, level, message, other fields on one line. */
export const prettyOptions = (colorize: boolean): PrettyOptions => ({
  colorize,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: ['pid', 'hostname', ...REQUEST_KEYS].join(','),
  singleLine: true,
  messageFormat: (record) => requestMessage(record as RequestRecord),
});

/**
 * pino-pretty's line maker for `colorize`. The package is loaded only when pretty lines are chosen: a server
 * logging JSON lines never needs it, and it is a good part of an idle server's memory (docs/performance.md
 * "Session 22").
 */
async function prettyFormat(colorize: boolean): Promise<(json: string) => string> {
  const { prettyFactory } = await import('pino-pretty');
  return prettyFactory(prettyOptions(colorize));
}

/** One pino record (its JSON text, as pino writes it) turned into its pretty line, as a terminal shows it. */
export async function prettyLine(json: string, colorize = false): Promise<string> {
  return (await prettyFormat(colorize))(json);
}

/** A pino destination writing pretty lines to standard output, synchronously (a person reads them). */
async function prettyStdout(): Promise<DestinationStream> {
  const format = await prettyFormat(Boolean(process.stdout.isTTY));
  const out = pino.destination({ dest: 1, sync: true });
  return { write: (json: string) => out.write(format(json)) };
}

/**
 * Where the server's loggers write: `app` for the request log, `main` for start-up and the rest. JSON: the
 * request log written asynchronously (lines that come while a write is under way go out together in the
 * next; docs/performance.md "Session 13"), pino writing what is left when the process exits; pretty: both
 * written at once, the terminal being read by a person, not by a collector under load.
 */
export async function logDestinations(
  format: LogFormat,
): Promise<{ main?: DestinationStream; app: DestinationStream }> {
  if (format === 'json') return { app: pino.destination({ dest: 1, sync: false }) };
  const pretty = await prettyStdout();
  return { main: pretty, app: pretty };
}
