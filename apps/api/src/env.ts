import net from 'node:net';
import path from 'node:path';
import { tileSource } from '@fletx/contract/map-tiles';
import { z } from 'zod';
import { parseS3Url } from './lib/s3-storage';
import { parseImapUrl } from './modules/intake/intake.mail-parts';

/** The password README's quick start publishes: anyone may try it on a server reachable from outside. */
export const PUBLISHED_ADMIN_PASSWORD = 'Fletx#Admin2026';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** A setting read by `parse`, whose thrown message becomes the setting's issue (a URL with its parts checked). */
const parsedBy = <T>(parse: (value: string) => T) =>
  z.string().transform((value, ctx) => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/**
 * TRUST_PROXY: whose `X-Forwarded-For` sets the client address (README "Configuration"). Unset or `false`:
 * nobody's; `true`: any sender's; else a comma-separated list of the proxies' addresses, CIDRs or
 * proxy-addr's range names. No hop count: it cannot tell the proxy from a client that reaches the server
 * directly (Fastify ignores one for that reason), so it is refused rather than silently doing nothing.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): boolean | string[] => {
    const v = value.trim();
    if (v === 'false') return false;
    if (v === 'true') return true;
    const entries = v.split(',').map((e) => e.trim());
    if (!/^\d+$/.test(v) && entries.every((e) => e && isAddressOrRange(e))) return entries;
    ctx.addIssue({
      code: 'custom',
      message: /^\d+$/.test(v)
        ? "TRUST_PROXY takes the proxies' addresses or CIDRs, not a hop count (anyone reaching the server directly could choose their address)"
        : 'TRUST_PROXY must be true, false or a comma-separated list of addresses/CIDRs',
    });
    return z.NEVER;
  });

/** The process environment, parsed once (docs/product.md "Operation"). Nothing else reads process.env. */
const envSchema = z
  .object({
    /** Only `production` changes anything: the safe defaults of a server others can reach (below). */
    NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    /**
     * Keep the statements the repositories build once prepared on their connection, or in the embedded
     * database (db/statements.ts, db/pglite-client.ts). `0`
     * behind a pooler that hands a session's statements to other clients (PgBouncer in transaction mode before
     * 1.21).
     */
    DATABASE_PREPARED_STATEMENTS: z
      .enum(['0', '1', 'true', 'false'])
      .default('1')
      .transform((v) => v === '1' || v === 'true'),
    ADMIN_EMAIL: z.string().email().default('admin@fletx.app'),
    ADMIN_PASSWORD: z.string().min(9).default(PUBLISHED_ADMIN_PASSWORD),
    /** Unset: on for the embedded database in development, off on PostgreSQL or in production. */
    SEED_DEMO: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Fletx <no-reply@fletx.app>'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `json` or `pretty` (lib/log-format.ts); unset: pretty when standard output is a terminal, else JSON lines. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    WEB_DIST: z.string().optional(),
    /** Where people outside reach the web app (tracking links, check-call mails); unset: http://localhost:3000. */
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
    TRUST_PROXY: trustProxy,
    /**
     * The map tiles' URL template (Leaflet's `{s}`, `{z}`, `{x}`, `{y}`): the web build shows tiles from it
     * and the Content-Security-Policy lets images come from its host (plugins/security-headers.ts).
     */
    TILE_URL: z
      .string()
      .refine((v) => tileSource(v) !== undefined, {
        message:
          'TILE_URL must be an http(s) URL template like https://{s}.tile.example.org/{z}/{x}/{y}.png, or a path on this server',
      })
      .optional(),
    /** Embedded database only: how many daily backups `DATA_DIR/backups` keeps (0: no daily backup). */
    BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
    /** Uploaded files in an S3-compatible bucket (lib/s3-storage.ts): https://<key>:<secret>@<host>/<bucket>. */
    FILES_S3_URL: parsedBy(parseS3Url).optional(),
    /** The session token of temporary credentials for FILES_S3_URL (an IAM role's), unless the URL carries one. */
    AWS_SESSION_TOKEN: z.string().optional(),
    /** The UTC hour of the daily compliance digest mail (docs/product.md "Compliance"). */
    COMPLIANCE_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(6),
    /**
     * PostgreSQL only: how many server processes share the port (src/workers.ts), one per core at most; the
     * embedded database lives in one process.
     */
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * Rate confirmations mailed in (modules/intake/intake.mailbox.ts): each PDF or picture attached to an
     * unseen message of this mailbox becomes a draft. imaps://user:pass@host/INBOX, or imap:// (STARTTLS).
     */
    INTAKE_IMAP_URL: parsedBy(parseImapUrl).optional(),
    /** 1: accept the IMAP server's certificate unverified (a self-signed one on a test server). */
    INTAKE_IMAP_INSECURE: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    /** How often the mailbox is searched for unseen mail besides IDLE's news (and on servers without IDLE). */
    INTAKE_IMAP_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /**
     * An OpenAI-compatible API (modules/intake/intake.llm.ts) asked for the fields of a rate confirmation the
     * rules left uncertain: its base URL, e.g. http://127.0.0.1:8080/v1. Unset: no model is asked.
     */
    INTAKE_LLM_URL: z
      .url({
        protocol: /^https?$/,
        error: 'INTAKE_LLM_URL must be an http(s) URL, e.g. http://127.0.0.1:8080/v1',
      })
      .optional(),
    /** The model's name as that API knows it; required with INTAKE_LLM_URL. */
    INTAKE_LLM_MODEL: z.string().optional(),
    /** Its bearer token, when it asks for one. Never logged. */
    INTAKE_LLM_KEY: z.string().optional(),
    /** How long a document's question may take before the rules' reading is kept without the model. */
    INTAKE_LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
    /**
     * An OSRM-compatible route service (modules/miles/planned-miles.ts) for the loads' planned miles and the
     * gaps' suggested miles, by its base URL (GET <url>/route/v1/driving/…). Unset: straight line × road factor.
     */
    ROUTING_URL: z
      .url({ protocol: /^https?$/, error: 'ROUTING_URL must be an http(s) URL, e.g. http://127.0.0.1:5000' })
      .optional(),
    /** How long one route may take before the estimate stands. */
    ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  })
  .superRefine((env, ctx) => {
    if (env.WORKERS > 1 && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: "more than one process needs DATABASE_URL (the embedded database is one process's)",
      });
    if (env.INTAKE_LLM_URL && !env.INTAKE_LLM_MODEL)
      ctx.addIssue({
        code: 'custom',
        path: ['INTAKE_LLM_MODEL'],
        message: "INTAKE_LLM_URL needs INTAKE_LLM_MODEL, the model's name as that API knows it",
      });
    if (exposed(env) && env.ADMIN_PASSWORD === PUBLISHED_ADMIN_PASSWORD)
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message:
          'the published default password (README) is refused with DATABASE_URL or NODE_ENV=production. ' +
          "Start with a password of your own, e.g. ADMIN_PASSWORD='<9+ characters>' npm start: the first " +
          'user gets it on an empty database.',
      });
  });

/** Every setting read from the environment, in the order of the schema (.env.example lists each). */
export const ENV_KEYS: readonly string[] = Object.keys(envSchema.shape);

/**
 * A server meant for others (PostgreSQL, or NODE_ENV=production): no published password and no demo data
 * unless asked for. The embedded database in development keeps the quick start's friendly defaults.
 */
const exposed = (env: { DATABASE_URL?: string | undefined; NODE_ENV?: string | undefined }) =>
  env.DATABASE_URL !== undefined || env.NODE_ENV === 'production';

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & { DATA_DIR: string; SEED_DEMO: boolean };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const { FILES_S3_URL: s3, AWS_SESSION_TOKEN: sessionToken } = parsed.data;
  const files = s3 && sessionToken && !s3.sessionToken ? { ...s3, sessionToken } : s3;
  return {
    ...parsed.data,
    FILES_S3_URL: files,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    // Unset, links point where this server listens, so a tracking link opens on a server started with PORT.
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
    SEED_DEMO: parsed.data.SEED_DEMO ?? !exposed(parsed.data),
  };
}
