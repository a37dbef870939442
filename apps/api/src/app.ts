import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES } from './api-routes';
import type { Database } from './db/client';
import type { Env } from './env';
import { type AnswerWriting, answerSerializerCompiler } from './lib/answer-serializer';
import type { Clock } from './lib/clock';
import { notFound } from './lib/errors';
import type { Mailer } from './lib/mailer';
import { OneLinePerRequest } from './lib/request-log';
import type { S3Location } from './lib/s3-storage';
import type { IntakeLlmConfig } from './modules/intake/intake.llm';
import { startIntakeMailbox } from './modules/intake/intake.mailbox';
import { terminateOcr } from './modules/intake/reading/index';
import type { RoutingOptions } from './modules/miles/miles.service';
import { accessPlugin } from './plugins/access';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin, routerRefusal } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { inputGuardPlugin } from './plugins/input-guard';
import { recordVersionsPlugin } from './plugins/record-versions';
import { requestScopePlugin } from './plugins/request-scope';
import { contentSecurityPolicy, securityHeadersPlugin } from './plugins/security-headers';
import { createServices, type Services } from './services';

const NOT_FOUND_LIMIT = { max: 120, windowSeconds: 60 };

/** Built files under `/assets/` carry a hash of their content in their name: a new build, a new name. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ServeOptions {
  logger?: FastifyServerOptions['logger'];
  /**
   * Which proxies' `X-Forwarded-For` to believe for `request.ip` (rate limits are keyed on it): none by
   * default; `true` (any), a hop count, or addresses/CIDRs (env `TRUST_PROXY`).
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The built web app; served with an SPA fallback when the folder exists. */
  webDist?: string;
  /** How answers are written (lib/answer-serializer.ts): `compiled` by default, `compared` in the API tests. */
  answers?: AnswerWriting;
  /** The map tiles' URL template (env `TILE_URL`, default OpenStreetMap's): the policy lets its images in. */
  tileUrl?: string | undefined;
  /** Rate confirmations mailed in (env `INTAKE_IMAP_URL`…): watched while the app runs, when a URL is set. */
  intakeMailbox?: Pick<Env, 'INTAKE_IMAP_URL' | 'INTAKE_IMAP_INSECURE' | 'INTAKE_IMAP_POLL_SECONDS'>;
}

/** What the app needs to build its services (createServices), or a service graph already built with it. */
export type AppOptions = ServeOptions &
  (
    | { services: Services }
    | {
        database: Database;
        mailer: Mailer;
        jwtSecret: string;
        /** Uploaded files (docs/product.md "Documents"); `DATA_DIR/files`, by default `./data/files`. */
        filesDir?: string;
        /** FILES_S3_URL parsed: files in an S3-compatible bucket instead. */
        filesS3?: S3Location | undefined;
        clock?: Clock;
        /** The compliance sweep (services.ts `compliance`): the server runs it; tests call it. */
        compliance?: { autoSweep?: boolean; digestHour?: number };
        /** The model asked for uncertain fields of rate confirmations (env `INTAKE_LLM_URL`…); none unset. */
        intakeLlm?: IntakeLlmConfig | undefined;
        /** The route service for planned miles (env `ROUTING_URL`); none unset. */
        routing?: RoutingOptions | undefined;
        /** PUBLIC_URL: the address tracking links and check-call mails point to. */
        publicUrl?: string | undefined;
      }
  );

/** The HTTP app: plugins in a fixed order (external → app plugins → routes) over one service graph. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: routerRefusal(contentSecurityPolicy(options.tileUrl)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(options.answers ?? 'compiled'));

  const services =
    'services' in options
      ? options.services
      : createServices(options.database, {
          mailer: options.mailer,
          jwtSecret: options.jwtSecret,
          filesDir: options.filesDir ?? path.resolve('data', 'files'),
          filesS3: options.filesS3,
          ...(options.clock ? { clock: options.clock } : {}),
          ...(options.compliance ? { compliance: options.compliance } : {}),
          intakeLlm: options.intakeLlm,
          routing: options.routing,
          publicUrl: options.publicUrl,
          logger: app.log,
        });
  const { signer, limiter, users, outbox } = services;

  // First: every answer, an error or a 404 included, carries the headers (plugins/security-headers.ts).
  await app.register(securityHeadersPlugin, { tileUrl: options.tileUrl });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fletx API',
        version: '1.0.0',
        description:
          'Back office of a trucking carrier. Errors: `{ statusCode, error, message, details? }`. ' +
          '`Authorization` holds the access token, bare or as `Bearer <token>`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs/ui' });
  /** Multipart bodies are read by the routes that expect them, after the access check, as streams. */
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
  /**
   * The refresh token's cookie (modules/auth/refresh-cookie.ts). Only the refresh and logout routes read a
   * cookie, so the header is parsed there, not on every request (`hook: false`).
   */
  await app.register(fastifyCookie, { hook: false });

  await app.register(requestScopePlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(accessPlugin, {
    signer,
    accounts: users,
    sessions: services.sessions,
    secondFactor: services.twoFactor,
  });
  await app.register(idempotencyPlugin, { idempotency: services.idempotency });
  await app.register(recordVersionsPlugin, { audit: services.audit });

  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (request.headers.accept?.includes('text/html')) return reply.redirect('/api/docs/ui/');
    return app.swagger();
  });
  app.get('/api/docs/json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(
    async (api) => {
      await api.register(compressionPlugin);
      for (const [routes, prefix] of API_ROUTES) await api.register(routes, { prefix, ...services });
    },
    { prefix: '/api' },
  );

  const webDist = options.webDist === undefined ? undefined : path.resolve(options.webDist);
  const serveWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (serveWeb && webDist) {
    /**
     * The web build writes `.br` and `.gz` beside each file (apps/web/vite.config.ts): the one the client
     * accepts is sent (`Vary: Accept-Encoding`, the original's type, the variant's length). Hashed assets are
     * cached for a year; index.html and the other unhashed files are revalidated on each use (ETag).
     */
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(webDist, HASHED_ASSETS));
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  /** Unknown `/api` paths answer a JSON 404 (rate-limited against scanners); other GETs get the web app. */
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/api')) {
      // A missing hashed asset (a page open on an older build) is a 404, not the app's HTML as a script.
      if (
        serveWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith(HASHED_ASSETS)
      ) {
        return reply.sendFile('index.html');
      }
      throw notFound(messages.notFound);
    }
    await limiter.hit([{ key: `404:ip:${request.ip}`, rule: NOT_FOUND_LIMIT }]);
    throw notFound(`No API route ${request.method} ${url}.`);
  });

  let mailbox: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    outbox.start();
    services.checkCalls.start();
    await services.events.start();
    await services.sessions.start();
    if (services.complianceAutoSweep) {
      services.compliance.start();
      services.ifta.start(app.log);
    }
    services.intake.queue.start();
    if (options.intakeMailbox) mailbox = startIntakeMailbox(options.intakeMailbox, services.intake, app.log);
  });
  app.addHook('onClose', async () => {
    await services.compliance.stop();
    services.ifta.stop();
    await mailbox?.stop();
    await services.intake.queue.stop();
    await terminateOcr();
    await services.checkCalls.stop();
    await services.events.stop();
    await services.sessions.stop();
    await outbox.stop();
    services.mailer.close();
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
