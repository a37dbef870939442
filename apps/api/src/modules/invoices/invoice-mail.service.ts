import type { PDFDocument } from '@cantoo/pdf-lib';
import { DOCUMENT_TYPE, ENTITY_TYPE } from '@fletx/contract/documents';
import {
  type FactorResult,
  type InvoiceDetail,
  invoiceDueOn,
  invoiceMessages,
} from '@fletx/contract/invoices';
import { formatUsd } from '@fletx/contract/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { conflict, notFound } from '../../lib/errors';
import type { MailAttachment } from '../../lib/mailer';
import { PdfLayout } from '../../lib/pdf/layout';
import { appendPart, type MergePart } from '../../lib/pdf/merge';
import { newPdf } from '../../lib/pdf/pdf-lib';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import type { DocumentsService } from '../documents/documents.service';
import type { MailOutbox } from '../mail/mail-outbox.service';
import { invoicePdf } from './invoice-pdf';
import { invoiceMails, scheduleOfAccountsPdf } from './invoice-reports';
import { balanceCentsOf, type InvoiceRow } from './invoices.repository';
import { assertNotVoid, billingSnapshot, type InvoicesService } from './invoices.service';

const PDF = 'application/pdf';

/**
 * What may be sent to the factoring company: an invoice that is owed — a draft too (the factor may bill the
 * broker itself) — never a void one, nor one paid in full or whose balance is written off (409s).
 */
function assertFactorable(row: InvoiceRow): void {
  assertNotVoid(row);
  if (!row.sentOn || balanceCentsOf(row) > 0) return;
  if (row.writtenOffCents !== null)
    throw conflict(invoiceMessages.factorWrittenOff(row.number, formatUsd(row.writtenOffCents)));
  throw conflict(invoiceMessages.factorPaid(row.number));
}

/**
 * What leaves the building (docs/product.md "Invoices and receivables"): the invoice mailed to the broker
 * with its proofs of delivery, and the factoring package (invoice, rate confirmations, proofs of delivery)
 * mailed to the factoring company, one invoice or a batch with its schedule of accounts. Mails go through
 * the outbox in the transaction that marks the invoice, so both happen or neither.
 */
export class InvoiceMailService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly invoices: InvoicesService,
    private readonly settings: CarrierSettingsService,
    private readonly documents: Pick<DocumentsService, 'filesOf'>,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditTrail,
  ) {}

  /** The invoice's own PDF. */
  async pdf(id: number): Promise<{ invoice: InvoiceDetail; bytes: Uint8Array }> {
    const invoice = await this.invoices.detail(id);
    const [carrier, logo] = await this.uow.all(
      () => this.settings.get(),
      () => this.settings.logo(),
    );
    return { invoice, bytes: await invoicePdf(invoice, carrier, logo) };
  }

  /** The load's documents of a type, oldest first, with their bytes. */
  private async loadDocuments(
    loadId: number,
    documentType: number,
  ): Promise<Array<MergePart & { name: string }>> {
    const files = await this.documents.filesOf(ENTITY_TYPE.load, loadId, documentType);
    return files.map((f) => ({ bytes: f.bytes, mimeType: f.document.mimeType, name: f.fileName }));
  }

  /**
   * POST /api/invoices/{id}/send: to the broker's invoicing email, with the PDF and the proofs of delivery.
   * Answers the invoice at its new version (a resend changes nothing: the version it was at); with the
   * version `If-Match` expects, an invoice changed since is a 412 naming who changed it.
   */
  async send(id: number, version?: ExpectedVersion): Promise<Saved<InvoiceDetail>> {
    const sent = await this.audit.guarded({ type: 'invoice', id }, async () => {
      const row = foundAtVersion(await this.invoices.repo.lockById(id), version, invoiceMessages.notFound);
      assertNotVoid(row);
      if (row.writtenOffCents !== null)
        throw conflict(invoiceMessages.sendWrittenOff(row.number, formatUsd(row.writtenOffCents)));
      const before = await this.invoices.detail(id);
      if (!row.sentOn) {
        // A draft bills the broker as the profile is now; once sent, the invoice keeps what it said.
        const facts = await this.invoices.billingFacts(row.loadId);
        const { loadNumber: _n, stops: _s, brokerId: _b, ...billTo } = billingSnapshot(facts);
        const today = await this.invoices.today();
        const dueOn = invoiceDueOn(today, today, billTo.termsDays);
        await this.invoices.repo.update(id, { ...billTo, sentAt: this.invoices.now(), sentOn: today, dueOn });
      }
      const fresh = await this.invoices.repo.findById(id);
      if (!fresh?.billToEmail) throw conflict(invoiceMessages.noInvoicingEmail(row.billToName));
      const { invoice, bytes } = await this.pdf(id);
      const pods = await this.loadDocuments(invoice.loadId, DOCUMENT_TYPE.proofOfDelivery);
      const carrier = await this.settings.get();
      await this.outbox.enqueue([
        invoiceMails.toBroker(invoice, carrier, fresh.billToEmail, [
          { filename: `${invoice.number}.pdf`, contentType: PDF, content: Buffer.from(bytes) },
          ...pods.map((p) => ({ filename: p.name, contentType: p.mimeType, content: Buffer.from(p.bytes) })),
        ]),
      ]);
      await this.audit.changed({ type: 'invoice', id }, before, invoice, {
        action: 'status',
        summary: `Invoice ${invoice.number} sent to ${fresh.billToEmail}`,
      });
      return { data: invoice, version: fresh.version };
    });
    this.outbox.kick();
    return sent;
  }

  /** GET /api/invoices/{id}/package: the invoice, its rate confirmation(s), its proof(s) of delivery. */
  async packagePdf(id: number): Promise<{ invoice: InvoiceDetail; bytes: Uint8Array }> {
    const { invoice, bytes } = await this.pdf(id);
    const doc = await newPdf();
    doc.setTitle(`Invoice ${invoice.number} package`);
    await appendPart(doc, { bytes, mimeType: PDF });
    const parts = [
      ...(await this.loadDocuments(invoice.loadId, DOCUMENT_TYPE.rateConfirmation)),
      ...(await this.loadDocuments(invoice.loadId, DOCUMENT_TYPE.proofOfDelivery)),
    ];
    for (const part of parts) {
      if ((await appendPart(doc, part)) === 0) await this.unreadable(doc, part.name);
    }
    return { invoice, bytes: await doc.save() };
  }

  /** A page saying which file could not be read, in its place. */
  private async unreadable(doc: PDFDocument, name: string): Promise<void> {
    const layout = await PdfLayout.create(doc);
    layout.text(`The document "${name}" could not be included. Download it from the load's documents.`, {
      size: 12,
    });
  }

  /**
   * POST /api/invoices/{id}/factor: the answer names the invoice, and its version after the change (the
   * answer's `ETag`, docs/product.md "Stale edits").
   */
  async factor(id: number): Promise<Saved<FactorResult>> {
    const { result, versions } = await this.mailToFactoring([id], false);
    const version = versions.get(id);
    if (version === undefined) throw notFound(invoiceMessages.notFound);
    return { data: result, version };
  }

  /**
   * POST /api/invoices/factor: several invoices, so no one version to answer as `ETag` (each invoice's GET
   * answers its own).
   */
  async factorBatch(ids: number[]): Promise<FactorResult> {
    return (await this.mailToFactoring(ids, true)).result;
  }

  /**
   * The packages of `ids` to the factoring company in one mail (a batch with its schedule of accounts first);
   * each invoice gets factoredOn. Answers what was mailed and each invoice's version after the change.
   */
  private async mailToFactoring(ids: number[], schedule: boolean) {
    const carrier = await this.settings.get();
    const factoring = carrier.factoring;
    if (!factoring) throw conflict(invoiceMessages.noFactoring);
    const done = await this.uow.transaction(async () => {
      const rows = await this.invoices.repo.manyById(ids);
      const missing = ids.find((id) => !rows.some((r) => r.id === id));
      if (missing !== undefined) throw notFound(`${invoiceMessages.notFound} (id ${missing})`);
      // Locked in number order, so a void, a payment or a write-off at the same time waits for the factoring
      // or is seen by it.
      for (const row of rows) assertFactorable((await this.invoices.repo.lockById(row.id)) ?? row);
      const today = await this.invoices.today();
      const attachments: MailAttachment[] = [];
      const invoices: InvoiceDetail[] = [];
      const versions = new Map<number, number>();
      for (const row of rows) {
        const before = await this.invoices.detail(row.id);
        const factored = await this.invoices.repo.update(row.id, { factoredOn: today });
        if (factored) versions.set(row.id, factored.version);
        const { invoice, bytes } = await this.packagePdf(row.id);
        invoices.push(invoice);
        attachments.push({
          filename: `${invoice.number}-package.pdf`,
          contentType: PDF,
          content: Buffer.from(bytes),
        });
        await this.audit.changed({ type: 'invoice', id: row.id }, before, invoice, {
          summary: `Invoice ${invoice.number} sent to ${factoring.name} for factoring`,
        });
      }
      if (schedule) {
        const bytes = await scheduleOfAccountsPdf(invoices, carrier, today);
        attachments.unshift({
          filename: `schedule-of-accounts-${today}.pdf`,
          contentType: PDF,
          content: Buffer.from(bytes),
        });
      }
      await this.outbox.enqueue([invoiceMails.toFactoring(invoices, carrier, factoring.email, attachments)]);
      const result = { invoiceIds: rows.map((r) => r.id), factoredOn: today, mailedTo: factoring.email };
      return { result, versions };
    });
    this.outbox.kick();
    return done;
  }
}
