import type { AuditEntityType } from '@fletx/contract/audit';
import type { QueryKey } from '@tanstack/react-query';

/** The keys every area shares: `all` covers the whole area, `lists` every page of its list. */
function area<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    lists: [name, 'list'] as const,
    list: (params: object) => [name, 'list', params] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  };
}

const loadDetail = (loadId: number) => ['load-details', loadId] as const;
const auditOf = (entityType: AuditEntityType, entityId: number) => ['audit', entityType, entityId] as const;
const documentsOf = (entityTypeId: number, entityId: number) =>
  ['documents', entityTypeId, entityId] as const;

/**
 * The one registry of cache keys, one area each. A key starts with its area's `all`, so invalidating
 * `all` (or `lists`, or one load's `loadDetails.of`) refreshes everything under it.
 */
export const queryKeys = {
  /** The Today screen's figures (docs/product.md "Today"). */
  today: ['today'] as const,
  /** The header's finder: the records found for a text (docs/product.md "Find anything"). */
  search: (text: string) => ['search', text] as const,
  users: {
    ...area('users'),
    /** The back-office users of the driver form's Dispatcher select. */
    staff: ['users', 'staff'] as const,
  },
  drivers: {
    ...area('drivers'),
    countByState: (state: number) => ['drivers', 'count', state] as const,
    /** The driver selects: approved drivers with their truck (load form) and every driver (truck form). */
    options: ['drivers', 'options'] as const,
    forLoads: ['drivers', 'options', 'loads'] as const,
    forTrucks: ['drivers', 'options', 'trucks'] as const,
  },
  trucks: {
    ...area('trucks'),
    /** The information page's record: the truck with its clutch, engine, gearbox and operation. */
    information: (id: number) => ['trucks', 'information', id] as const,
    counts: ['trucks', 'counts'] as const,
  },
  trailers: { ...area('trailers'), counts: ['trailers', 'counts'] as const },
  /** The Compliance screen (docs/product.md "Compliance"). */
  compliance: {
    ...area('compliance'),
    summary: ['compliance', 'summary'] as const,
    badges: (entityType: string) => ['compliance', 'badges', entityType] as const,
  },
  brokers: {
    ...area('brokers'),
    approved: ['brokers', 'approved'] as const,
    loadsAll: ['brokers', 'loads'] as const,
    loads: (brokerId: number, scope: string, page: number) =>
      ['brokers', 'loads', brokerId, scope, page] as const,
    checkCalls: (brokerId: number) => ['brokers', 'check-calls', brokerId] as const,
  },
  bookings: area('bookings'),
  /** Fuel purchases and the IFTA report, rates and closing (docs/product.md "Fuel", "IFTA"). */
  fuel: {
    ...area('fuel'),
    ifta: (year: number, quarter: number) => ['fuel', 'ifta', year, quarter] as const,
    rates: (year: number, quarter: number) => ['fuel', 'rates', year, quarter] as const,
  },
  /**
   * Invoices and receivables (docs/product.md "Invoices and receivables"): the list, one invoice, the aging
   * report, a load's invoice and a broker's receivables all sit under `all`, so a money change refreshes them.
   */
  invoices: {
    ...area('invoices'),
    aging: ['invoices', 'aging'] as const,
    ofLoad: (loadId: number) => ['invoices', 'of-load', loadId] as const,
    brokerSummary: (brokerId: number) => ['invoices', 'broker-summary', brokerId] as const,
  },
  carrierSettings: {
    all: ['carrier-settings'] as const,
    logo: ['carrier-settings', 'logo'] as const,
    timeZone: ['carrier-settings', 'time-zone'] as const,
  },
  loads: {
    ...area('loads'),
    counts: ['loads', 'counts'] as const,
    cancelledCount: ['loads', 'cancelled-count'] as const,
    /** The Loads page's charts: loads per status, and revenue per week. */
    metrics: ['loads', 'metrics'] as const,
    revenue: (weeks: number) => ['loads', 'revenue', weeks] as const,
    /** The dispatch board's week (under loads: every load change refreshes it). */
    board: (params: object) => ['loads', 'dispatch-board', params] as const,
  },
  /** Rate confirmations in: the inbox and each draft, with its rendered pages (they never change). */
  intake: {
    ...area('intake'),
    page: (draftId: number, page: number) => ['intake', 'page', draftId, page] as const,
    milesEstimate: (places: object) => ['intake', 'miles-estimate', places] as const,
  },
  /** Everything the load details page reads about one load, under `of(loadId)`. */
  loadDetails: {
    all: ['load-details'] as const,
    of: loadDetail,
    load: (loadId: number) => [...loadDetail(loadId), 'load'] as const,
    hoursOfService: (loadId: number) => [...loadDetail(loadId), 'hours-of-service'] as const,
    routeMap: (loadId: number) => [...loadDetail(loadId), 'route-map'] as const,
    reports: (loadId: number) => [...loadDetail(loadId), 'reports'] as const,
    instructions: (loadId: number) => [...loadDetail(loadId), 'instructions'] as const,
    transactions: (loadId: number) => [...loadDetail(loadId), 'transactions'] as const,
    stopTimes: (loadId: number, stop: string) => [...loadDetail(loadId), 'stop-times', stop] as const,
  },
  /** Maintenance (docs/product.md "Maintenance"): schedules, templates, a unit's odometer readings. */
  maintenance: {
    ...area('maintenance'),
    templates: ['maintenance', 'templates'] as const,
    odometer: (params: object) => ['maintenance', 'odometer', params] as const,
  },
  /** Drivers' inspection reports (DVIR), as the back office reads them. */
  inspections: area('inspections'),
  /** The reports list and each report's alert page. */
  reports: { ...area('reports'), counts: ['reports', 'counts'] as const },
  deliveryApproval: area('delivery-approval'),
  /** Driver settlements (docs/product.md "Driver settlements"). */
  settlements: area('settlements'),
  /** The profit report (docs/product.md "Profit"). */
  profit: area('profit'),
  /** Messages with drivers: the conversations, each driver's thread and the navigation's unread count. */
  messages: {
    all: ['messages'] as const,
    unread: ['messages', 'unread'] as const,
    conversations: (page: number, search: string) => ['messages', 'conversations', page, search] as const,
    thread: (driverId: number, take: number) => ['messages', 'thread', driverId, take] as const,
  },
  /** The bell's list. */
  notifications: { all: ['notifications'] as const, bell: ['notifications', 'bell'] as const },
  /** My signed-in devices (docs/product.md "Sessions"). */
  sessions: { all: ['sessions'] as const },
  /** Fixed lists (they never change while the app runs). */
  parametrics: {
    all: ['parametrics'] as const,
    list: (name: 'trailertypes' | 'trailersize' | 'carmakes' | 'carmodels' | 'fuels') =>
      ['parametrics', name] as const,
  },
  /** The audit trail: a record's History panel, one page at a time (docs/product.md "Audit trail"). */
  audit: {
    all: ['audit'] as const,
    ofType: (entityType: AuditEntityType) => ['audit', entityType] as const,
    of: auditOf,
    page: (entityType: AuditEntityType, entityId: number, page: number) =>
      [...auditOf(entityType, entityId), page] as const,
  },
  documents: {
    all: ['documents'] as const,
    of: documentsOf,
    list: (entityTypeId: number, entityId: number) =>
      [...documentsOf(entityTypeId, entityId), 'list'] as const,
    /** The newest front, back and panoramic pictures of a truck or trailer. */
    pictures: (entityTypeId: number, entityId: number) =>
      [...documentsOf(entityTypeId, entityId), 'pictures'] as const,
    /** The bytes of one document (they never change). */
    blob: (documentId: number) => ['documents', 'blob', documentId] as const,
  },
};

const k = queryKeys;

/** The History panel of the record a change was made to; of every record of its kind without an id. */
export const historyOf = (entityType: AuditEntityType, entityId?: number) =>
  entityId === undefined ? k.audit.ofType(entityType) : k.audit.of(entityType, entityId);

/** A driver saved or its status changed; a new driver awaits approval: staff hear of it on the bell. */
const driverChanged = (driverId?: number) => [
  k.drivers.all,
  k.notifications.all,
  k.compliance.all,
  historyOf('driver', driverId),
];

/**
 * What each mutation makes stale, across areas: the keys a mutation invalidates once it succeeded. A
 * mutation's hook names its entry here; nothing else in the app invalidates by hand.
 */
export const invalidations = {
  /** A purchase, an import, rates or a closed quarter: the list and every report may change; the History panels. */
  fuelChanged: () => [k.fuel.all, k.audit.ofType('fuelPurchase')],
  userSaved: (userId?: number) => [k.users.all, historyOf('user', userId)],
  driverSaved: driverChanged,
  driverStatusChanged: (driverId: number) => driverChanged(driverId),
  /**
   * A truck's driver shows in the load form's driver select. A later annual inspection restarts the unit's
   * annual-inspection schedules (docs/product.md "Maintenance"): their list and their History.
   */
  truckSaved: (truckId?: number) => [
    k.trucks.all,
    k.drivers.options,
    k.compliance.all,
    historyOf('truck', truckId),
    k.maintenance.all,
    k.audit.ofType('maintenanceSchedule'),
  ],
  trailerSaved: (trailerId?: number) => [
    k.trailers.all,
    k.compliance.all,
    historyOf('trailer', trailerId),
    k.maintenance.all,
    k.audit.ofType('maintenanceSchedule'),
  ],
  brokerSaved: (brokerId?: number) => [k.brokers.all, historyOf('broker', brokerId)],
  bookingSaved: (bookingId?: number) => [k.bookings.all, historyOf('booking', bookingId)],
  /** The booking becomes a load awaiting confirmation. */
  bookingMadeLoad: (bookingId: number) => [
    k.bookings.all,
    k.loads.all,
    k.brokers.loadsAll,
    historyOf('booking', bookingId),
  ],
  loadSaved: (loadId?: number) => [
    k.loads.all,
    k.brokers.loadsAll,
    historyOf('load', loadId),
    ...(loadId === undefined ? [] : [k.loadDetails.of(loadId), k.deliveryApproval.detail(loadId)]),
  ],
  loadStatusChanged: (loadId: number) => [
    k.loads.all,
    k.loadDetails.of(loadId),
    k.brokers.loadsAll,
    k.deliveryApproval.all,
    k.reports.all,
    k.notifications.all,
    historyOf('load', loadId),
  ],
  loadInstructionsSaved: (loadId: number) => [k.loadDetails.instructions(loadId)],
  /** A stop's corrected times move its detention, the driver's pay and the profit report. */
  stopTimesSaved: (loadId: number) => [
    [...k.loadDetails.of(loadId), 'tracking'],
    k.settlements.all,
    k.reports.all,
    historyOf('load', loadId),
  ],
  /** An accessorial, a deduction or an advance also changes the delivery statement. */
  loadTransactionAdded: (loadId: number) => [
    k.loadDetails.transactions(loadId),
    k.deliveryApproval.detail(loadId),
    k.settlements.all,
    historyOf('load', loadId),
  ],
  osdChanged: () => [k.deliveryApproval.all],
  /** A rate confirmation uploaded, corrected or discarded: the inbox and the draft. */
  intakeChanged: (draftId?: number) => [
    k.intake.lists,
    ...(draftId === undefined ? [] : [k.intake.detail(draftId)]),
  ],
  /** A load made from a rate confirmation (a Pending broker may have been made with it). */
  intakeLoaded: (draftId: number) => [
    k.intake.lists,
    k.intake.detail(draftId),
    k.loads.all,
    k.brokers.all,
    historyOf('load'),
  ],
  /** A settlement marked paid (Today's "to pay" with it); the driver's history shows the payment. */
  settlementPaid: (driverId: number) => [k.settlements.all, k.today, historyOf('driver', driverId)],
  deliveryApproved: (loadId: number) => [
    k.deliveryApproval.all,
    k.settlements.all,
    k.loads.all,
    k.loadDetails.of(loadId),
    k.brokers.loadsAll,
    k.notifications.all,
    historyOf('load', loadId),
  ],
  /** A comment may move the report's status; an accepted cancellation cancels the load. */
  reportActed: (loadId: number) => [
    k.reports.all,
    k.loadDetails.of(loadId),
    k.loads.all,
    k.notifications.all,
    historyOf('load', loadId),
  ],
  /**
   * A schedule or work order saved or deleted, an odometer reading: every schedule's state may change; the
   * Maintenance screen, Compliance, their History panels, and the units with theirs (an annual inspection dates
   * the unit's record, docs/product.md "Maintenance").
   */
  maintenanceChanged: () => [
    k.maintenance.all,
    k.compliance.all,
    k.trucks.all,
    k.trailers.all,
    k.audit.ofType('maintenanceSchedule'),
    k.audit.ofType('workOrder'),
    k.audit.ofType('truck'),
    k.audit.ofType('trailer'),
  ],
  notificationsRead: () => [k.notifications.all],
  sessionsEnded: () => [k.sessions.all],
  /** The load now links to its invoice; the lists, the aging report and its broker's receivables change. */
  invoiceCreated: (loadId: number) => [
    k.invoices.all,
    k.loadDetails.of(loadId),
    k.deliveryApproval.detail(loadId),
    historyOf('invoice'),
  ],
  /**
   * An edit, a send, a payment or a factoring: the invoice, the lists and totals, the aging report and the
   * broker's receivables (all under `invoices.all`), and its History panel.
   */
  invoiceChanged: (invoiceId?: number) => [k.invoices.all, k.today, historyOf('invoice', invoiceId)],
  carrierSettingsSaved: () => [k.carrierSettings.all, historyOf('carrierSettings')],
  documentsChanged: (entityTypeId: number, entityId: number) => [k.documents.of(entityTypeId, entityId)],
} satisfies Record<string, (...args: never[]) => QueryKey[]>;
