import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { twoFactorRoutes, userTwoFactorRoutes } from './modules/auth/two-factor.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { brokerCheckCallRoutes } from './modules/brokers/broker-check-calls.routes';
import { brokersRoutes } from './modules/brokers/brokers.routes';
import { carrierSettingsRoutes } from './modules/carrier-settings/carrier-settings.routes';
import { complianceRoutes } from './modules/compliance/compliance.routes';
import { deliveryApprovalRoutes } from './modules/delivery-approval/delivery-approval.routes';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { driverAuthRoutes } from './modules/driver-api/driver-auth.routes';
import { driverInformationRoutes, driverUserRoutes } from './modules/drivers/drivers.routes';
import { dutyRoutes } from './modules/duty/duty.routes';
import { driverEventsRoutes, eventsRoutes } from './modules/events/events.routes';
import { driverFuelRoutes, fuelRoutes } from './modules/fuel/fuel.routes';
import { iftaRoutes } from './modules/fuel/ifta.routes';
import { healthRoutes } from './modules/health/health.routes';
import { driverInspectionRoutes, inspectionRoutes } from './modules/inspections/inspections.routes';
import { intakeRoutes } from './modules/intake/intake.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { receivablesRoutes } from './modules/invoices/receivables.routes';
import { loadInstructionsRoutes } from './modules/loads/load-instructions.routes';
import { financeRoutes } from './modules/loads/load-ledger.routes';
import { loadStatusRoutes } from './modules/loads/load-status.routes';
import { loadStopTimesRoutes } from './modules/loads/load-stop-times.routes';
import { bookingToLoadRoutes, loadbookRoutes, loadMetricsRoutes } from './modules/loads/loads.routes';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { workOrderRoutes } from './modules/maintenance/work-orders.routes';
import { driverMessagesRoutes, messagesRoutes } from './modules/messages/messages.routes';
import { milesRoutes } from './modules/miles/miles.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { parametricsRoutes } from './modules/parametrics/parametrics.routes';
import { profitRoutes } from './modules/profit/profit.routes';
import { driverReportRoutes, loadbookReportRoutes } from './modules/reports/reports.routes';
import { searchRoutes } from './modules/search/search.routes';
import { driverSettlementsRoutes } from './modules/settlements/driver-settlements.routes';
import { settlementsRoutes } from './modules/settlements/settlements.routes';
import { todayRoutes } from './modules/today/today.routes';
import { driverLoadsRoutes } from './modules/tracking/driver-loads.routes';
import { loadDetailsRoutes } from './modules/tracking/load-details.routes';
import { publicTrackingRoutes } from './modules/tracking-links/public-tracking.routes';
import { trackingLinkRoutes } from './modules/tracking-links/tracking-links.routes';
import { trailersRoutes } from './modules/trailers/trailers.routes';
import { trucksRoutes } from './modules/trucks/trucks.routes';
import { usersRoutes } from './modules/users/users.routes';
import type { Services } from './services';

/**
 * Every route plugin under `/api` and its prefix, in the order they are registered (the OpenAPI document
 * lists their paths in this order). Each is given the whole service graph and takes what its options name.
 */
export const API_ROUTES: ReadonlyArray<readonly [FastifyPluginAsyncZod<Services>, string]> = [
  [healthRoutes, ''],
  [auditRoutes, '/audit'],
  [eventsRoutes, '/events'],
  [authRoutes, '/auth'],
  [sessionsRoutes, '/auth'],
  [twoFactorRoutes, '/auth/2fa'],
  [driverAuthRoutes, '/driver/auth'],
  [dutyRoutes, '/driver/duty'],
  [notificationsRoutes, '/notifications'],
  [parametricsRoutes, '/parametrics'],
  [documentsRoutes, '/documents'],
  [usersRoutes, '/user'],
  [driverUserRoutes, '/user'],
  [userTwoFactorRoutes, '/user'],
  [driverInformationRoutes, '/infodriver/driverinformation'],
  [trucksRoutes, '/vehicle'],
  [trailersRoutes, '/trailer'],
  [brokersRoutes, '/bookings'],
  [bookingsRoutes, '/bookings'],
  [bookingToLoadRoutes, '/bookings'],
  [loadbookRoutes, '/loadbook'],
  [loadStatusRoutes, '/loadbook'],
  [loadInstructionsRoutes, '/loadbook'],
  [loadMetricsRoutes, '/loads'],
  [loadStopTimesRoutes, '/loads'],
  [loadbookReportRoutes, '/loadbook/loadbookreport'],
  [driverReportRoutes, '/driver/loads'],
  [deliveryApprovalRoutes, '/delivery-approval'],
  [settlementsRoutes, '/settlements'],
  [driverSettlementsRoutes, '/driver/settlements'],
  [financeRoutes, '/finance/transactions'],
  [driverLoadsRoutes, '/driver/loads'],
  [loadDetailsRoutes, '/load-details'],
  [complianceRoutes, '/compliance'],
  [carrierSettingsRoutes, '/carrier-settings'],
  [invoicesRoutes, '/invoices'],
  [receivablesRoutes, '/invoices'],
  [intakeRoutes, '/intake/rate-confirmations'],
  [maintenanceRoutes, '/maintenance'],
  [workOrderRoutes, '/maintenance'],
  [driverInspectionRoutes, '/driver/inspections'],
  [inspectionRoutes, '/inspections'],
  [milesRoutes, '/miles'],
  [fuelRoutes, '/fuel'],
  [driverFuelRoutes, '/driver/fuel'],
  [iftaRoutes, '/ifta'],
  [profitRoutes, '/reports'],
  [trackingLinkRoutes, ''],
  [brokerCheckCallRoutes, ''],
  [publicTrackingRoutes, '/public'],
  [dispatchRoutes, '/dispatch'],
  [todayRoutes, '/today'],
  [searchRoutes, '/search'],
  [messagesRoutes, '/messages'],
  [driverMessagesRoutes, '/driver/messages'],
  [driverEventsRoutes, '/driver/events'],
];
