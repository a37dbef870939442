import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { appPage, LIST_PAGE } from './router-pages';

/** A load's page, opened on its first tab or on the one its address names. */
const loadDetailsPage = () => import('../features/loads/pages/load-details-page');

/** The freight: bookings, loads, rate confirmations, reports, delivery approval and brokers. */
export function freightRoutes(): RouteObject[] {
  return [
    appPage(
      paths.app.bookings.path,
      () => import('../features/bookings/pages/bookings-page'),
      (m) => m.BookingsPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.addBooking.path,
      () => import('../features/bookings/pages/add-booking-page'),
      (m) => m.AddBookingPage,
    ),
    appPage(
      paths.app.editBooking.path,
      () => import('../features/bookings/pages/edit-booking-page'),
      (m) => m.EditBookingPage,
    ),
    appPage(
      paths.app.loads.path,
      () => import('../features/loads/pages/loads-page'),
      (m) => m.LoadsPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.dispatch.path,
      () => import('../features/dispatch/pages/dispatch-page'),
      (m) => m.DispatchPage,
    ),
    appPage(
      paths.app.addLoadDriver.path,
      () => import('../features/loads/pages/load-form-page'),
      (m) => m.LoadFormPage,
    ),
    appPage(paths.app.loadDetails.path, loadDetailsPage, (m) => m.LoadDetailsPage),
    appPage(paths.app.loadDetails.tabPath, loadDetailsPage, (m) => m.LoadDetailsPage),
    appPage(
      paths.app.rateConfirmations.path,
      () => import('../features/intake/pages/rate-confirmations-page'),
      (m) => m.RateConfirmationsPage,
    ),
    appPage(
      paths.app.rateConfirmation.path,
      () => import('../features/intake/pages/rate-confirmation-page'),
      (m) => m.RateConfirmationPage,
    ),
    appPage(
      paths.app.reports.path,
      () => import('../features/reports/pages/reports-page'),
      (m) => m.ReportsPage,
    ),
    appPage(
      paths.app.alerts.path,
      () => import('../features/reports/pages/alerts-page'),
      (m) => m.AlertsPage,
    ),
    appPage(
      paths.app.deliveryApproval.path,
      () => import('../features/delivery-approval/pages/delivery-approval-page'),
      (m) => m.DeliveryApprovalPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.deliveryApprovalDetail.path,
      () => import('../features/delivery-approval/pages/delivery-approval-detail-page'),
      (m) => m.DeliveryApprovalDetailPage,
    ),
    appPage(
      paths.app.brokers.path,
      () => import('../features/brokers/pages/brokers-page'),
      (m) => m.BrokersPage,
      LIST_PAGE,
    ),
    appPage(
      paths.app.addBroker.path,
      () => import('../features/brokers/pages/add-broker-page'),
      (m) => m.AddBrokerPage,
    ),
    appPage(
      paths.app.editBroker.path,
      () => import('../features/brokers/pages/edit-broker-page'),
      (m) => m.EditBrokerPage,
    ),
    appPage(
      paths.app.brokerProfile.path,
      () => import('../features/brokers/pages/broker-profile-page'),
      (m) => m.BrokerProfilePage,
    ),
    appPage(
      paths.app.addContactBroker.path,
      () => import('../features/brokers/pages/add-contact-broker-page'),
      (m) => m.AddContactBrokerPage,
    ),
  ];
}
