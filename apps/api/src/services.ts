import type { Database } from './db/client';
import { UnitOfWork } from './db/unit-of-work';
import { CarrierClock } from './lib/carrier-day';
import { systemClock } from './lib/clock';
import type { AnnualInspections } from './lib/equipment';
import { RateLimiter } from './lib/rate-limiter';
import { S3FileStorage } from './lib/s3-storage';
import { type FileStorage, LocalDiskStorage } from './lib/storage';
import { AuditService } from './modules/audit/audit.service';
import { AUTH_LIMITS, AuthService } from './modules/auth/auth.service';
import { RateLimitsRepository } from './modules/auth/rate-limits.repository';
import { SessionsService } from './modules/auth/sessions.service';
import { TokenSigner } from './modules/auth/tokens';
import { TwoFactorService } from './modules/auth/two-factor.service';
import { BookingsService } from './modules/bookings/bookings.service';
import { BrokersService } from './modules/brokers/brokers.service';
import { CarrierSettingsService } from './modules/carrier-settings/carrier-settings.service';
import { ComplianceService } from './modules/compliance/compliance.service';
import { DeliveryApprovalService } from './modules/delivery-approval/delivery-approval.service';
import { DispatchService } from './modules/dispatch/dispatch.service';
import { DocumentsService } from './modules/documents/documents.service';
import { DatabaseFileStorage } from './modules/documents/stored-files.repository';
import { DriversService } from './modules/drivers/drivers.service';
import { DutyService } from './modules/duty/duty.service';
import { EventsService } from './modules/events/events.service';
import { IdempotencyService } from './modules/idempotency/idempotency.service';
import { LoadAssignmentService } from './modules/loads/load-assignment.service';
import { LoadInstructionsService } from './modules/loads/load-instructions.service';
import { LoadLedgerService } from './modules/loads/load-ledger.service';
import { LoadLifecycleService } from './modules/loads/load-lifecycle.service';
import { LoadMiles } from './modules/loads/load-miles';
import { LoadPastService } from './modules/loads/load-past.service';
import { LoadsService } from './modules/loads/loads.service';
import { MailOutbox } from './modules/mail/mail-outbox.service';
import { MaintenanceService } from './modules/maintenance/maintenance.service';
import { WorkOrdersService } from './modules/maintenance/work-orders.service';
import { MilesService } from './modules/miles/miles.service';
import { NotificationsService } from './modules/notifications/notifications.service';
import { ParametricsService } from './modules/parametrics/parametrics.service';
import { ProfitService } from './modules/profit/profit.service';
import { BookingsQueries } from './modules/read-model/bookings.queries';
import { ComplianceQueries } from './modules/read-model/compliance.queries';
import { DeliveryApprovalQueries } from './modules/read-model/delivery-approval.queries';
import { DispatchBoardQueries } from './modules/read-model/dispatch-board.queries';
import { DocumentsQueries } from './modules/read-model/documents.queries';
import { DriversQueries } from './modules/read-model/drivers.queries';
import { InspectionsQueries } from './modules/read-model/inspections.queries';
import { LoadDriversQueries } from './modules/read-model/load-drivers.queries';
import { LoadsQueries } from './modules/read-model/loads.queries';
import { MaintenanceQueries } from './modules/read-model/maintenance.queries';
import { MaintenanceDueQueries } from './modules/read-model/maintenance-due.queries';
import { ProfitQueries } from './modules/read-model/profit.queries';
import { RecordVersionsQueries } from './modules/read-model/record-versions.queries';
import { ReportsQueries } from './modules/read-model/reports.queries';
import { SettlementsQueries } from './modules/read-model/settlements.queries';
import { StateMilesQueries } from './modules/read-model/state-miles.queries';
import { TrackingQueries } from './modules/read-model/tracking.queries';
import { TrucksQueries } from './modules/read-model/trucks.queries';
import { ReportsService } from './modules/reports/reports.service';
import { SettlementsService } from './modules/settlements/settlements.service';
import { TrackingService } from './modules/tracking/tracking.service';
import { LoadEventsTap } from './modules/tracking-links/load-events-tap';
import { TrailersService } from './modules/trailers/trailers.service';
import { TrucksService } from './modules/trucks/trucks.service';
import { UsersService } from './modules/users/users.service';
import { UsersImportService } from './modules/users/users-import.service';
import { createFuelServices } from './services-fuel';
import { createInspectionServices } from './services-inspections';
import { createIntakeService } from './services-intake';
import { createInvoiceServices } from './services-invoices';
import { createMessagesService } from './services-messages';
import type { ServiceLogger, ServicesOptions } from './services-options';
import { createTrackingLinkServices } from './services-tracking-links';

const silent: ServiceLogger = { warn: () => {} };

/**
 * The composition root: every service of the API, built once on one database. The app, the seed, the tests
 * and the scripts all take their services from here, so they all run the same graph.
 */
export function createServices(database: Database, options: ServicesOptions) {
  const clock = options.clock ?? systemClock;
  const log = options.logger ?? silent;
  const uow = new UnitOfWork(database.db, database.namedStatements);
  const signer = new TokenSigner(options.jwtSecret);
  // On the database itself, outside any transaction: a refused attempt still counts.
  const limiter = new RateLimiter(new RateLimitsRepository(database.db));
  // Uploaded bytes: in the bucket when one is set; else in PostgreSQL, which every process reaches; else on
  // disk beside the embedded database.
  const storage: FileStorage = options.filesS3
    ? new S3FileStorage(options.filesS3)
    : database.kind === 'postgres'
      ? new DatabaseFileStorage(database.db)
      : new LocalDiskStorage(options.filesDir);

  const audit = new AuditService(uow, new RecordVersionsQueries(uow), clock);
  const users = new UsersService(uow, audit);
  const events = new EventsService(uow, database, users, clock);
  const sessions = new SessionsService(uow, audit, database);
  const documents = new DocumentsService(uow, storage, log, clock, new DocumentsQueries(uow), audit);
  const carrierSettings = new CarrierSettingsService(uow, storage, documents, audit, log);
  // "Today" and a day filter are the carrier's days (its time zone), not UTC's.
  const carrierClock = new CarrierClock(clock, carrierSettings);
  const twoFactor = new TwoFactorService(
    uow,
    users,
    carrierSettings,
    limiter,
    { perAccount: AUTH_LIMITS.loginPerAccount, perAddress: AUTH_LIMITS.loginPerAddress },
    audit,
    options.jwtSecret,
    clock,
  );
  const auth = new AuthService(
    uow,
    users,
    signer,
    limiter,
    options.mailer,
    options.jwtSecret,
    clock,
    sessions,
    twoFactor,
  );
  const outbox = new MailOutbox(uow, options.mailer, log);
  const importer = new UsersImportService(uow, users, auth, outbox);
  const notifications = new NotificationsService(uow, events);
  const parametrics = new ParametricsService(uow);
  const compliance = new ComplianceService(
    uow,
    new ComplianceQueries(uow),
    notifications,
    outbox,
    users,
    carrierClock,
    events,
    { digestHour: options.compliance?.digestHour ?? 6 },
    log,
    new InspectionsQueries(uow),
    new MaintenanceDueQueries(uow),
  );
  // Before the trucks and trailers: a later annual inspection on their record restarts its schedule; a
  // schedule's later one dates their record (read when a schedule changes, once they are made).
  const maintenance = new MaintenanceService(
    uow,
    new MaintenanceQueries(uow),
    carrierClock,
    new MaintenanceDueQueries(uow),
    audit,
    (): AnnualInspections => ({ truck: trucks, trailer: trailers }),
  );
  const trucks = new TrucksService(uow, users, new TrucksQueries(uow), audit, maintenance);
  const trailers = new TrailersService(uow, trucks, audit, maintenance);
  const drivers = new DriversService(
    uow,
    users,
    options.jwtSecret,
    trucks,
    notifications,
    new DriversQueries(uow),
    audit,
  );
  const brokers = new BrokersService(uow, audit, clock);
  const bookings = new BookingsService(uow, brokers, new BookingsQueries(uow), audit, parametrics);
  const miles = new MilesService(uow, new StateMilesQueries(uow), options.routing ?? {}, log, carrierClock);
  const loadMiles = new LoadMiles(uow, miles, log);
  // Status changes and positions reach the live stream, and the tracking links (their end date) through it.
  const tap = new LoadEventsTap(events);
  const loadQueries = new LoadsQueries(uow);
  const loadDriverQueries = new LoadDriversQueries(uow);
  const loadLifecycle = new LoadLifecycleService(
    uow,
    loadQueries,
    users,
    compliance,
    notifications,
    clock,
    tap,
    audit,
    loadMiles,
  );
  const settlements = new SettlementsService(uow, new SettlementsQueries(uow), users, audit, clock);
  const loadLedger = new LoadLedgerService(uow, users, audit, clock, settlements);
  const loadInstructions = new LoadInstructionsService(uow, audit, clock);
  const loads = new LoadsService(
    uow,
    loadQueries,
    loadDriverQueries,
    brokers,
    bookings,
    users,
    compliance,
    loadLifecycle,
    loadLedger,
    loadInstructions,
    carrierClock,
    audit,
    parametrics,
    loadMiles,
  );
  const loadAssignment = new LoadAssignmentService(
    uow,
    loadQueries,
    loadDriverQueries,
    compliance,
    loadLifecycle,
    audit,
  );
  const dispatch = new DispatchService(
    uow,
    new DispatchBoardQueries(uow),
    compliance,
    loadAssignment,
    events,
    clock,
  );
  const reports = new ReportsService(
    uow,
    new ReportsQueries(uow),
    loads,
    notifications,
    users,
    carrierClock,
    events,
  );
  const loadPast = new LoadPastService(uow, loadDriverQueries, brokers, users, parametrics, audit, loadMiles);
  const delivery = new DeliveryApprovalService(
    uow,
    new DeliveryApprovalQueries(uow),
    loads,
    users,
    audit,
    clock,
    loadPast,
    settlements,
  );
  const duty = new DutyService(uow, clock);
  const tracking = new TrackingService(
    uow,
    new TrackingQueries(uow),
    loads,
    duty,
    documents,
    clock,
    tap,
    miles,
  );
  const idempotency = new IdempotencyService(uow, clock);
  const intake = createIntakeService(uow, storage, loads, events, audit, clock, log, options.intakeLlm);
  const { inspections, inspectionPhotos, dvir } = createInspectionServices(
    uow,
    clock,
    notifications,
    events,
    maintenance,
    documents,
    carrierSettings,
  );
  const workOrders = new WorkOrdersService(uow, maintenance, inspections, audit, carrierClock);
  const fuelServices = createFuelServices(uow, notifications, audit, carrierClock);
  const profit = new ProfitService(new ProfitQueries(uow), carrierClock);
  const trackingLinkServices = createTrackingLinkServices({
    uow,
    audit,
    clock,
    log,
    jwtSecret: options.jwtSecret,
    publicUrl: options.publicUrl,
    users,
    loads,
    loadLedger,
    tracking,
    duty,
    documents,
    carrierSettings,
    events,
    outbox,
    tap,
  });
  const messages = createMessagesService({ uow, clock, users, loads, notifications, events });
  const billing = { uow, carrierClock, audit, loads, users, brokers, carrierSettings, documents, outbox };
  const invoiceServices = createInvoiceServices(billing);

  return {
    database,
    uow,
    clock,
    carrierClock,
    mailer: options.mailer,
    signer,
    limiter,
    storage,
    audit,
    events,
    users,
    auth,
    sessions,
    twoFactor,
    outbox,
    importer,
    notifications,
    documents,
    parametrics,
    compliance,
    /** Whether the app runs the compliance sweep at start and hourly. */
    complianceAutoSweep: options.compliance?.autoSweep ?? false,
    trucks,
    trailers,
    drivers,
    brokers,
    bookings,
    loadQueries,
    loadDriverQueries,
    miles,
    loadMiles,
    loadLifecycle,
    loadLedger,
    loadInstructions,
    loads,
    loadAssignment,
    dispatch,
    reports,
    delivery,
    settlements,
    profit,
    duty,
    tracking,
    idempotency,
    carrierSettings,
    ...invoiceServices,
    intake,
    maintenance,
    workOrders,
    inspections,
    inspectionPhotos,
    dvir,
    messages,
    ...fuelServices,
    ...trackingLinkServices,
  };
}

export type Services = ReturnType<typeof createServices>;
