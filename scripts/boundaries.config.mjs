/**
 * Module boundaries (docs/decisions/0014-module-boundaries.md), read by scripts/check-boundaries.mjs.
 *
 * `tableOwners`: every table of apps/api/src/db/schema (the name of its `pgTable` export) is owned by exactly
 * one module of apps/api/src/modules. Only that module's repositories (and the read model) touch it; other
 * modules go through the owner's service. A new table must be added here, under the module that writes it,
 * or `npm run lint` fails.
 */
export default {
  readModel: 'read-model',
  tableOwners: {
    users: ['users'],
    auth: [
      'refreshTokens',
      'passwordResets',
      'rateLimits',
      'userTwoFactor',
      'twoFactorRecoveryCodes',
      'twoFactorChallenges',
      'authSessions',
    ],
    drivers: ['driverInformation', 'driverPolicies', 'driverPreferences', 'driverStatusHistory'],
    trucks: ['truckClutches', 'truckEngines', 'truckGearboxes', 'vehicles'],
    trailers: ['trailers'],
    brokers: ['brokers', 'brokerContacts'],
    bookings: ['bookings'],
    loads: [
      'loads',
      'loadStatusHistory',
      'loadStatusCounts',
      'loadDeliveries',
      'loadInstructions',
      'loadStopTimes',
      'loadTransactions',
    ],
    reports: ['loadReports', 'loadReportComments'],
    'delivery-approval': ['osdEntries', 'deliveryStatements'],
    tracking: ['loadLocations'],
    'tracking-links': ['trackingLinks', 'checkCalls'],
    miles: ['stateMiles', 'mileageGaps', 'mileageCursors'],
    fuel: [
      'fuelPurchases',
      'fuelImportLayouts',
      'iftaRates',
      'iftaRateSets',
      'iftaQuarters',
      'iftaDeadlineWarnings',
    ],
    dispatch: ['driverTimeOff'],
    duty: ['driverDutyEvents'],
    idempotency: ['idempotencyKeys'],
    intake: ['intakeDrafts', 'intakeLayouts'],
    maintenance: ['maintenanceSchedules', 'odometerReadings', 'workOrders', 'workOrderLines'],
    inspections: ['inspections', 'inspectionDefects'],
    audit: ['auditEvents'],
    events: ['eventTickets', 'liveEvents'],
    documents: ['documents', 'storedFiles'],
    notifications: ['notifications', 'notificationReads'],
    messages: ['driverMessages', 'driverConversations'],
    mail: ['mailOutbox', 'mailAttachments'],
    compliance: ['complianceWarnings', 'complianceDigests'],
    invoices: ['invoiceCounter', 'invoices', 'invoiceLines', 'invoicePayments'],
    'carrier-settings': ['carrierSettings'],
    settlements: ['settlements', 'settlementLoads', 'settlementCarriedAdjustments', 'settlementPendingLoads'],
    parametrics: ['trailerTypes', 'trailerSizes', 'fuelTypes', 'loadStatuses', 'carMakes', 'carModels'],
  },
  /**
   * Reference data (lists of values the forms offer): any module's repository may read and join them to show
   * a name; only the owner (parametrics) writes them.
   */
  referenceTables: ['trailerTypes', 'trailerSizes', 'fuelTypes', 'loadStatuses', 'carMakes', 'carModels'],
};
