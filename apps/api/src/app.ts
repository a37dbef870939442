import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import { messages } from '@fletx/contract/messages';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { notFound } from './lib/errors';
import type { Mailer } from './lib/mailer';
import { RateLimiter } from './lib/rate-limiter';
import { LocalDiskStorage } from './lib/storage';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { TokenSigner } from './modules/auth/tokens';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { BookingsService } from './modules/bookings/bookings.service';
import { brokersRoutes } from './modules/brokers/brokers.routes';
import { BrokersService } from './modules/brokers/brokers.service';
import { deliveryApprovalRoutes } from './modules/delivery-approval/delivery-approval.routes';
import { DeliveryApprovalService } from './modules/delivery-approval/delivery-approval.service';
import { documentsRoutes } from './modules/documents/documents.routes';
import { DocumentsService } from './modules/documents/documents.service';
import { driverAuthRoutes } from './modules/driver-api/driver-auth.routes';
import { driverInformationRoutes, driverUserRoutes } from './modules/drivers/drivers.routes';
import { DriversService } from './modules/drivers/drivers.service';
import { dutyRoutes } from './modules/duty/duty.routes';
import { DutyService } from './modules/duty/duty.service';
import { healthRoutes } from './modules/health/health.routes';
import {
  bookingToLoadRoutes,
  financeRoutes,
  loadbookRoutes,
  loadMetricsRoutes,
} from './modules/loads/loads.routes';
import { LoadsService } from './modules/loads/loads.service';
import { MailOutbox } from './modules/mail/mail-outbox.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { NotificationsService } from './modules/notifications/notifications.service';
import { parametricsRoutes } from './modules/parametrics/parametrics.routes';
import { ParametricsService } from './modules/parametrics/parametrics.service';
import { driverReportRoutes, loadbookReportRoutes } from './modules/reports/reports.routes';
import { ReportsService } from './modules/reports/reports.service';
import { driverLoadsRoutes } from './modules/tracking/driver-loads.routes';
import { loadDetailsRoutes } from './modules/tracking/load-details.routes';
import { TrackingService } from './modules/tracking/tracking.service';
import { trailersRoutes } from './modules/trailers/trailers.routes';
import { TrailersService } from './modules/trailers/trailers.service';
import { trucksRoutes } from './modules/trucks/trucks.routes';
import { TrucksService } from './modules/trucks/trucks.service';
import { usersRoutes } from './modules/users/users.routes';
import { UsersService } from './modules/users/users.service';
import { UsersImportService } from './modules/users/users-import.service';
import { accessPlugin } from './plugins/access';
import { errorsPlugin } from './plugins/errors';

const NOT_FOUND_LIMIT = { max: 120, windowSeconds: 60 };

export interface AppOptions {
  database: Database;
  mailer: Mailer;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; served with an SPA fallback when the folder exists. */
  webDist?: string;
  /** Uploaded files (DESIGN.md "Files"); `DATA_DIR/files`, by default `./data/files`. */
  filesDir?: string;
}

/** Composition root: plugins in a fixed order (external → app plugins → routes). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = options.database;
  const signer = new TokenSigner(options.jwtSecret);
  const users = new UsersService(db);
  const limiter = new RateLimiter(db);
  const auth = new AuthService(db, users, signer, limiter, options.mailer, options.jwtSecret);
  const storage = new LocalDiskStorage(options.filesDir ?? path.resolve('data', 'files'));
  const documents = new DocumentsService(db, storage, app.log);
  const parametrics = new ParametricsService(db);
  const trucks = new TrucksService(db);
  const notifications = new NotificationsService(db);
  const drivers = new DriversService(db, users, options.jwtSecret, trucks, notifications);
  const trailers = new TrailersService(db, trucks);
  const brokers = new BrokersService(db);
  const bookings = new BookingsService(db, brokers);
  const loads = new LoadsService(db, brokers, bookings, notifications);
  const duty = new DutyService(db);
  const reports = new ReportsService(db, loads, notifications);
  const delivery = new DeliveryApprovalService(db, loads);
  const tracking = new TrackingService(db, loads, duty, documents);
  const outbox = new MailOutbox(db, options.mailer, app.log);
  const importer = new UsersImportService(db, users, auth, outbox);

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

  await app.register(errorsPlugin);
  await app.register(accessPlugin, { signer });

  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (request.headers.accept?.includes('text/html')) return reply.redirect('/api/docs/ui/');
    return app.swagger();
  });
  app.get('/api/docs/json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: options.database.ping });
      await api.register(authRoutes, { prefix: '/auth', auth });
      await api.register(driverAuthRoutes, { prefix: '/driver/auth', auth });
      await api.register(dutyRoutes, { prefix: '/driver/duty', duty });
      await api.register(notificationsRoutes, { prefix: '/notifications', notifications });
      await api.register(parametricsRoutes, { prefix: '/parametrics', parametrics });
      await api.register(documentsRoutes, { prefix: '/documents', documents });
      await api.register(usersRoutes, {
        prefix: '/user',
        users,
        drivers,
        documents,
        importer,
        notifications,
      });
      await api.register(driverUserRoutes, { prefix: '/user', drivers });
      await api.register(driverInformationRoutes, { prefix: '/infodriver/driverinformation', drivers });
      await api.register(trucksRoutes, { prefix: '/vehicle', trucks });
      await api.register(trailersRoutes, { prefix: '/trailer', trailers });
      await api.register(brokersRoutes, { prefix: '/bookings', brokers });
      await api.register(bookingsRoutes, { prefix: '/bookings', bookings });
      await api.register(bookingToLoadRoutes, { prefix: '/bookings', loads });
      await api.register(loadbookRoutes, { prefix: '/loadbook', loads });
      await api.register(loadMetricsRoutes, { prefix: '/loads', loads });
      await api.register(loadbookReportRoutes, { prefix: '/loadbook/loadbookreport', reports });
      await api.register(driverReportRoutes, { prefix: '/driver/loads', reports });
      await api.register(deliveryApprovalRoutes, { prefix: '/delivery-approval', delivery });
      await api.register(financeRoutes, { prefix: '/finance/transactions', loads });
      await api.register(driverLoadsRoutes, { prefix: '/driver/loads', tracking, documents });
      await api.register(loadDetailsRoutes, { prefix: '/load-details', tracking });
    },
    { prefix: '/api' },
  );

  const webDist = options.webDist;
  const serveWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', index: false });
  }

  /** Unknown `/api` paths answer a JSON 404 (rate-limited against scanners); other GETs get the web app. */
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/api')) {
      if (serveWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      throw notFound(messages.notFound);
    }
    await limiter.hit([{ key: `404:ip:${request.ip}`, rule: NOT_FOUND_LIMIT }]);
    throw notFound(`No API route ${request.method} ${url}.`);
  });

  app.addHook('onReady', async () => {
    outbox.start();
  });
  app.addHook('onClose', async () => {
    await outbox.stop();
    options.mailer.close();
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
