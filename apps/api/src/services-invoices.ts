import type { UnitOfWork } from './db/unit-of-work';
import type { AuditTrail } from './lib/audit-trail';
import type { CarrierClock } from './lib/carrier-day';
import type { BrokersService } from './modules/brokers/brokers.service';
import type { CarrierSettingsService } from './modules/carrier-settings/carrier-settings.service';
import type { DocumentsService } from './modules/documents/documents.service';
import { InvoiceMailService } from './modules/invoices/invoice-mail.service';
import { InvoicePastService } from './modules/invoices/invoice-past.service';
import { InvoicesService } from './modules/invoices/invoices.service';
import { ReceivablesService } from './modules/invoices/receivables.service';
import type { LoadsService } from './modules/loads/loads.service';
import type { MailOutbox } from './modules/mail/mail-outbox.service';
import { InvoicesQueries } from './modules/read-model/invoices.queries';
import type { UsersService } from './modules/users/users.service';

/** What invoicing is built on: services the composition root (services.ts) made. */
export interface InvoiceParts {
  uow: UnitOfWork;
  /** An invoice's date and "overdue" count the carrier's days. */
  carrierClock: CarrierClock;
  audit: AuditTrail;
  loads: LoadsService;
  users: UsersService;
  brokers: BrokersService;
  carrierSettings: CarrierSettingsService;
  documents: DocumentsService;
  outbox: MailOutbox;
}

/**
 * The part of the composition root (services.ts) for invoices and receivables (docs/product.md "Invoices and
 * receivables"): one read model shared by making, replaying the past and mailing them.
 */
export function createInvoiceServices(p: InvoiceParts) {
  const { uow, carrierClock, audit } = p;
  const queries = new InvoicesQueries(uow);
  const invoices = new InvoicesService(uow, queries, p.loads, p.users, carrierClock, audit);
  const invoicePast = new InvoicePastService(uow, queries, audit, carrierClock);
  const receivables = new ReceivablesService(invoices, audit, p.brokers);
  const invoiceMail = new InvoiceMailService(uow, invoices, p.carrierSettings, p.documents, p.outbox, audit);
  return { invoices, invoicePast, receivables, invoiceMail };
}
