import {
  INVOICEABLE_LOAD_STATUS_IDS,
  type InvoiceDetail,
  type InvoiceListResponse,
  type InvoiceSummary,
  invoiceMessages,
  invoiceNumber,
} from '@fletx/contract/invoices';
import { LOAD_STATUS_NAMES, type LoadStatusId } from '@fletx/contract/load-status';
import { formatUsd } from '@fletx/contract/money';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { CarrierClock } from '../../lib/carrier-day';
import { batches } from '../../lib/csv';
import { conflict, found, notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { type PageRequest, pageInfo, toListMeta } from '../../lib/paging';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import type { LoadsService } from '../loads/loads.service';
import type { InvoicesQueries, LoadBillingFacts } from '../read-model/invoices.queries';
import type { UsersService } from '../users/users.service';
import { InvoiceCounterRepository } from './invoice-counter.repository';
import { toInvoiceDetail, toInvoiceSummary, toPaymentWire } from './invoices.mapper';
import { type InvoiceFilter, type InvoiceRow, InvoicesRepository } from './invoices.repository';

/**
 * A void invoice cannot be sent, paid, factored or edited (409; docs/decisions/0053-void-invoices.md): every
 * change of an invoice checks its locked row here first.
 */
export function assertNotVoid(row: Pick<InvoiceRow, 'voidedAt' | 'number'>): void {
  if (row.voidedAt) throw conflict(invoiceMessages.isVoid(row.number));
}

/** What the list filters by; the service decides `today`. */
export type InvoiceListFilter = Omit<InvoiceFilter, 'today'>;

export interface InvoiceEdit {
  lines?: Array<{ description: string; amount: number }> | undefined;
  notes?: string | undefined;
}

/** Who bills whom, copied from the load and broker (docs/product.md "Invoices and receivables"). */
export function billingSnapshot(facts: LoadBillingFacts) {
  const stop = (type: 'pickup' | 'delivery', s: LoadBillingFacts['pickup']) => ({
    type,
    facility: s.facility,
    city: s.city,
    state: s.state,
    zip: s.zip,
    at: s.at ? isoString(s.at) : null,
  });
  return {
    brokerId: facts.broker.id,
    loadNumber: facts.loadNumber,
    billToName: facts.broker.name,
    billToAddress: facts.broker.address,
    billToCity: facts.broker.city,
    billToState: facts.broker.state,
    billToZip: facts.broker.zipCode,
    billToEmail: facts.broker.email.trim() || null,
    termsDays: facts.broker.daysToPay,
    stops: [stop('pickup', facts.pickup), stop('delivery', facts.delivery)],
  };
}

/**
 * Invoices (docs/product.md "Invoices and receivables"): made from a delivered load in one call, numbered
 * without gaps by a counter row in the same transaction, edited while a draft, listed with totals.
 */
export class InvoicesService {
  readonly repo: InvoicesRepository;
  private readonly counter: InvoiceCounterRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: InvoicesQueries,
    private readonly loads: Pick<LoadsService, 'lockStatus'>,
    private readonly users: Pick<UsersService, 'nameOf'>,
    private readonly clock: CarrierClock,
    private readonly audit: AuditTrail,
  ) {
    this.repo = new InvoicesRepository(uow);
    this.counter = new InvoiceCounterRepository(uow);
  }

  now(): Date {
    return this.clock.now();
  }

  /** The carrier's day now: an invoice's date, and the day "overdue" is counted from. */
  today(): Promise<string> {
    return this.clock.today();
  }

  /** A broker's name (the read model), undefined when there is no such broker. */
  brokerName(brokerId: number): Promise<string | undefined> {
    return this.queries.brokerName(brokerId);
  }

  /** The load's facts for billing (the read model), 404 when there is no such load. */
  async billingFacts(loadId: number): Promise<LoadBillingFacts> {
    return found(await this.queries.billingFacts(loadId), invoiceMessages.loadNotFound);
  }

  async create(loadId: number, actorId: number): Promise<InvoiceDetail> {
    return this.uow.transaction(async () => {
      // The load's row lock: two calls for one load wait for each other, so the second sees the first.
      const status = await this.loads.lockStatus(loadId);
      if (status === undefined) throw notFound(invoiceMessages.loadNotFound);
      if (!INVOICEABLE_LOAD_STATUS_IDS.includes(status))
        throw conflict(
          invoiceMessages.loadNotDelivered(LOAD_STATUS_NAMES[status as LoadStatusId] ?? `${status}`),
        );
      const existing = await this.repo.byLoad(loadId);
      if (existing) throw conflict(invoiceMessages.alreadyInvoiced(existing.number));
      const facts = await this.billingFacts(loadId);
      const sequence = await this.counter.next();
      const row = await this.repo.insert({
        ...billingSnapshot(facts),
        sequence,
        number: invoiceNumber(sequence),
        loadId,
        invoiceDate: await this.today(),
        createdBy: actorId,
      });
      const amountCents = await this.repo.replaceLines(row.id, facts.lines);
      await this.repo.update(row.id, { amountCents });
      const detail = await this.detail(row.id);
      await this.audit.created({ type: 'invoice', id: row.id }, detail, {
        summary: `Invoice ${detail.number} made for load ${detail.loadNumber}`,
      });
      return detail;
    });
  }

  async row(id: number): Promise<InvoiceRow> {
    return found(await this.repo.findById(id), invoiceMessages.notFound);
  }

  async detail(id: number): Promise<InvoiceDetail> {
    const row = await this.row(id);
    const { lines, payments } = await this.partsOf(id);
    const person = async (id: number | null) =>
      id === null ? null : { id, name: await this.users.nameOf(id) };
    return toInvoiceDetail(row, lines, payments, await this.today(), {
      voidedBy: await person(row.voidedBy),
      writtenOffBy: await person(row.writtenOffBy),
    });
  }

  /**
   * POST /api/invoices/{id}/void, at the version the request expects (412 otherwise): a draft or a sent
   * invoice with no payment and no write-off becomes void (409 with either, 409 when already void). Its number
   * stays used; its load may be invoiced again (docs/decisions/0053-void-invoices.md).
   */
  async void(id: number, reason: string, actorId: number, version?: ExpectedVersion) {
    return this.audit.edit({ type: 'invoice', id }, async () => {
      const row = foundAtVersion(await this.repo.lockById(id), version, invoiceMessages.notFound);
      if (row.voidedAt) throw conflict(invoiceMessages.alreadyVoid(row.number));
      if (row.writtenOffCents !== null)
        throw conflict(invoiceMessages.voidWrittenOff(row.number, formatUsd(row.writtenOffCents)));
      if (row.paidCents > 0)
        throw conflict(invoiceMessages.voidHasPayments(row.number, formatUsd(row.paidCents)));
      const before = await this.detail(id);
      const values = { voidedAt: this.clock.now(), voidedBy: actorId, voidReason: reason };
      const saved = await this.repo.update(id, values, version);
      if (!saved) throw notFound(invoiceMessages.notFound);
      const after = await this.detail(id);
      const summary = `Invoice ${row.number} voided: ${reason}`;
      return {
        before,
        after,
        version: saved.version,
        options: { action: 'status' as const, summary, actorId },
      };
    });
  }

  /** The invoice's lines, and its payments with who recorded them. */
  private async partsOf(id: number) {
    const [lines, payments] = await this.uow.all(
      () => this.repo.linesOf(id),
      () => this.repo.paymentsOf(id),
    );
    const names = new Map<number, string>();
    for (const id of payments.flatMap((p) => [p.recordedBy, p.reversedBy]))
      if (id !== null && !names.has(id)) names.set(id, await this.users.nameOf(id));
    return { lines, payments: payments.map((p) => toPaymentWire(p, names)) };
  }

  /**
   * PATCH, at the version the request expects: lines and notes of a draft (409 once sent). The invoice is read
   * (and locked) once; the answer is it as stored, with its lines.
   */
  async update(id: number, edit: InvoiceEdit, version?: ExpectedVersion): Promise<Saved<InvoiceDetail>> {
    return this.audit.edit({ type: 'invoice', id }, async () => {
      const row = foundAtVersion(await this.repo.lockById(id), version, invoiceMessages.notFound);
      assertNotVoid(row);
      if (row.sentOn) throw conflict(invoiceMessages.notDraft(row.number));
      const { lines, payments } = await this.partsOf(id);
      let amountCents = row.amountCents;
      if (edit.lines)
        amountCents = await this.repo.replaceLines(
          id,
          edit.lines.map((l) => ({
            description: l.description,
            amountCents: dollarsToCents(l.amount),
            transactionTypeId: null,
          })),
        );
      const notes = edit.notes === undefined ? {} : { notes: edit.notes };
      const saved = await this.repo.update(id, { amountCents, ...notes }, version);
      if (!saved) throw notFound(invoiceMessages.notFound);
      const today = await this.today();
      const linesNow = edit.lines ? await this.repo.linesOf(id) : lines;
      return {
        before: toInvoiceDetail(row, lines, payments, today),
        after: toInvoiceDetail(saved, linesNow, payments, today),
        version: saved.version,
      };
    });
  }

  private async filterOf(filter: InvoiceListFilter): Promise<InvoiceFilter> {
    return { ...filter, today: await this.today() };
  }

  async list(filter: InvoiceListFilter, request: PageRequest): Promise<InvoiceListResponse['data']> {
    const where = await this.filterOf(filter);
    // The totals count what the filter keeps: the page's total is theirs, not counted a second time.
    const totals = await this.repo.totals(where);
    const { rows, total } = await this.repo.page(where, request, async () => totals.count);
    return {
      items: rows.map((r) => toInvoiceSummary(r, where.today)),
      meta: toListMeta(pageInfo(request, total)),
      totals: {
        count: totals.count,
        amount: centsToDollars(totals.amountCents),
        balance: centsToDollars(totals.balanceCents),
      },
    };
  }

  /** Every matching row, in the list's order, batch by batch (format=csv, format=pdf); the zone read once. */
  async *rows(filter: InvoiceListFilter): AsyncGenerator<ReadonlyArray<InvoiceSummary>> {
    const where = await this.filterOf(filter);
    yield* batches(async (offset, take) =>
      (await this.repo.slice(where, offset, take)).map((r) => toInvoiceSummary(r, where.today)),
    );
  }

  async totals(filter: InvoiceListFilter) {
    const t = await this.repo.totals(await this.filterOf(filter));
    return { count: t.count, amount: centsToDollars(t.amountCents), balance: centsToDollars(t.balanceCents) };
  }
}
