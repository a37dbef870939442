import { carrierSettingsBody } from '@fletx/contract/carrier-settings';
import { addDays, daysBetween, utcDay } from '@fletx/contract/compliance';
import { type AgingBucket, agingBucket, INVOICEABLE_LOAD_STATUS_IDS } from '@fletx/contract/invoices';
import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { formatUsd } from '@fletx/contract/money';
import type { ManualClock } from '../lib/clock';
import type { PastPayment } from '../modules/invoices/invoice-past.service';
import type { Services } from '../services';

type InvoiceServices = Pick<
  Services,
  'carrierSettings' | 'invoices' | 'invoiceMail' | 'receivables' | 'loads' | 'invoicePast'
>;

/** Why the demo's void invoice was voided. */
const REISSUE_REASON =
  'Billed at the old rate: the broker confirmed $150 more for the second stop. Reissued.';

/** What happens to a sent invoice that is not yet due, in turn. */
const NOT_YET_DUE = ['sent', 'partial', 'factored', 'paid', 'factored', 'sent'] as const;

/** Why the demo's bounced check was reversed (decision 0054). */
const BOUNCE_REASON = 'Check returned unpaid (NSF) by the bank. The broker paid again by ACH.';

/** Why the demo's short pay's rest was written off (decision 0055). */
const shortPayReason = (lumper: string) =>
  `Short-paid: the broker disputed the ${lumper} lumper charge (the lumper receipt did not reach them with the POD) and paid the rest. Asked twice; not worth chasing further.`;

interface Payment {
  invoiceId: number;
  amount: number;
  paidOn: string;
  reference: string;
  /** A check that bounces: reversed three days later, then paid again by ACH three days after that. */
  bounces?: boolean;
  /** Short-paid by a disputed lumper charge (dollars): the rest written off a week later. */
  shortBy?: number;
}

const dayAt = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const earliest = (a: string, b: string) => (a < b ? a : b);
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

async function saveCarrier(services: InvoiceServices): Promise<void> {
  await services.carrierSettings.save(
    carrierSettingsBody.parse({
      name: 'Fletx Demo Trucking LLC',
      address: '4100 Alpha Rd',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75244',
      phone: '2145550199',
      email: 'billing@fletx.app',
      mcNumber: 'MC-1234567',
      dotNumber: '3456789',
      remitTo: 'Fletx Demo Trucking LLC\nPO Box 820140\nDallas, TX 75382',
      factoring: {
        name: 'Triumph Business Capital',
        email: 'schedules@factoring.fletx.app',
        remitTo: 'Triumph Business Capital\nPO Box 610028\nDallas, TX 75261',
        noticeOfAssignment:
          'This account has been assigned to Triumph Business Capital. Payment must be made to the remit-to address above.',
      },
    }),
  );
}

/**
 * The delivered demo loads (Delivered, Ended, Delivery approved), oldest delivery first: the week's one by one,
 * the past weeks' (`past`) at once.
 */
async function deliveredLoads(
  services: InvoiceServices,
  loadIds: number[],
  past: Set<number>,
  today: string,
) {
  const delivered: Array<{ loadId: number; deliveredOn: string; statusId: number }> = [];
  const add = (loadId: number, statusId: number, at: Date | null) => {
    if (!INVOICEABLE_LOAD_STATUS_IDS.includes(statusId)) return;
    delivered.push({ loadId, statusId, deliveredOn: earliest(at ? utcDay(at) : today, today) });
  };
  for (const loadId of loadIds) {
    if (past.has(loadId)) continue;
    const statusId = await services.loads.lockStatus(loadId);
    if (statusId !== undefined)
      add(loadId, statusId, (await services.invoices.billingFacts(loadId)).delivery.at);
  }
  for (const facts of (await services.invoicePast.facts([...past])).values())
    add(facts.loadId, facts.statusId, facts.delivery.at);
  return delivered.sort((a, b) => a.deliveredOn.localeCompare(b.deliveredOn) || a.loadId - b.loadId);
}

/**
 * The carrier's details with a factoring company, and an invoice for each delivered demo load made through
 * the invoices' services on the services' clock (docs/product.md "Invoices and receivables"), so the
 * receivables are alive: drafts of the last days' deliveries; invoices sent the day after delivery, some
 * not yet due (sent, partly paid, paid, factored), older ones open in each aging bucket or paid in full, one
 * short-paid by a disputed lumper charge and its rest written off.
 * The seed runs with a mailer that sends nothing (seed.ts): the brokers' addresses look real.
 */
export async function seedInvoices(
  services: InvoiceServices,
  clock: ManualClock,
  loadIds: number[],
  actorId: number,
  past: Set<number> = new Set(),
): Promise<void> {
  const now = clock.now();
  const today = utcDay(now);
  await saveCarrier(services);
  // The past weeks' invoices, made and sent at once in the order of their days (so numbered in turn with
  // the week's), most paid around the day they were due.
  let batch: Array<{ loadId: number; at: Date }> = [];
  const pastPayments: PastPayment[] = [];
  const sendPast = async () => {
    for (const invoice of await services.invoicePast.sentMany(batch, actorId)) {
      const due = invoice.dueOn ?? today;
      const paidOn = addDays(due, (invoice.sequence % 7) - 4);
      if (paidOn >= today || paidOn <= (invoice.sentOn ?? today) || invoice.sequence % 23 === 0) continue;
      pastPayments.push({
        invoiceId: invoice.id,
        amount: invoice.amountCents / 100,
        paidOn,
        reference: `ACH ${invoice.number.slice(4)}-1`,
        at: dayAt(paidOn, 15),
      });
    }
    batch = [];
  };
  const payments: Payment[] = [];
  const openBuckets = new Set<AgingBucket>();
  let turn = 0;
  let reissued = false;
  // Voided the day after it was sent and made again then: once the invoices of its day are made, so that the
  // numbers keep the order of the days.
  let reissue: { invoiceId: number; loadId: number; on: string } | undefined;
  const reissueNow = async () => {
    if (!reissue) return;
    await sendPast();
    clock.set(new Date(Math.min(dayAt(addDays(reissue.on, 1), 10).getTime(), now.getTime() - 30_000)));
    await services.invoices.void(reissue.invoiceId, REISSUE_REASON, actorId);
    await services.invoiceMail.send((await services.invoices.create(reissue.loadId, actorId)).id);
    reissue = undefined;
  };
  let factoring: { ids: number[]; on: string } = { ids: [], on: today };
  const factor = async () => {
    if (factoring.ids.length === 0) return;
    clock.set(dayAt(factoring.on, 16));
    await services.invoiceMail.factorBatch(factoring.ids);
    factoring = { ids: [], on: today };
  };

  for (const [k, load] of (await deliveredLoads(services, loadIds, past, today)).entries()) {
    const sentOn = earliest(addDays(load.deliveredOn, 1), today);
    const at = new Date(Math.min(dayAt(sentOn, 9 + (k % 6)).getTime(), now.getTime() - 60_000));
    if (reissue && sentOn > reissue.on) await reissueNow();
    if (past.has(load.loadId) && daysBetween(load.deliveredOn, today) > 2) {
      batch.push({ loadId: load.loadId, at });
      continue;
    }
    await sendPast();
    clock.set(at);
    const draft = await services.invoices.create(load.loadId, actorId);
    // Delivered loads and the last two days' deliveries are still being billed.
    if (load.statusId === LOAD_STATUS.delivered || daysBetween(load.deliveredOn, today) <= 2) continue;
    const { data: invoice } = await services.invoiceMail.send(draft.id);
    // The first invoice paid in full that bills a lumper is short-paid by it instead (decision 0055).
    const lumper = invoice.lines.find((l) => l.transactionTypeId === TRANSACTION_TYPE.lumper)?.amount;
    const pay = (share: number, paidOn: string, bounces = false) => {
      const shortBy = share === 1 && !bounces && !payments.some((p) => p.shortBy) ? lumper : undefined;
      payments.push({
        invoiceId: invoice.id,
        amount: share === 1 ? cents(invoice.amount - (shortBy ?? 0)) : cents(invoice.amount * share),
        paidOn: earliest(paidOn, today),
        reference: `${bounces ? 'CHK' : 'ACH'} ${invoice.number.slice(4)}-${payments.length + 1}`,
        bounces,
        shortBy,
      });
    };
    const pastDue = daysBetween(invoice.dueOn, today);
    if (pastDue > 0) {
      // The oldest of each aging bucket stays open (one of them partly paid); the others were paid.
      const bucket = agingBucket(pastDue);
      if (openBuckets.has(bucket)) pay(1, addDays(invoice.dueOn, -(k % 9)), !payments.some((p) => p.bounces));
      else {
        openBuckets.add(bucket);
        if (bucket === 'days31to60') pay(0.4, addDays(invoice.dueOn, 12));
      }
      continue;
    }
    const fate = NOT_YET_DUE[turn++ % NOT_YET_DUE.length];
    if (fate === 'sent' && !reissued) {
      // Sent with the wrong rate: voided the next day and the load invoiced again (decision 0053).
      reissued = true;
      reissue = { invoiceId: invoice.id, loadId: load.loadId, on: sentOn };
      continue;
    }
    if (fate === 'partial') pay(0.5, addDays(sentOn, 8));
    if (fate === 'paid') pay(1, addDays(sentOn, 12));
    if (fate === 'factored') {
      factoring.ids.push(invoice.id);
      factoring.on = sentOn;
      if (factoring.ids.length === 2) await factor();
    }
  }
  await factor();
  await reissueNow();
  await sendPast();
  await services.invoicePast.paidMany(pastPayments, actorId);

  // The payments arrive in the order of their days.
  payments.sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.invoiceId - b.invoiceId);
  const at = (day: string) => new Date(Math.min(dayAt(day, 15).getTime(), now.getTime() - 60_000));
  for (const { invoiceId, bounces, shortBy, ...payment } of payments) {
    clock.set(at(payment.paidOn));
    const { data } = await services.receivables.recordPayment(invoiceId, payment, actorId);
    if (shortBy) {
      clock.set(at(earliest(addDays(payment.paidOn, 7), today)));
      const reason = shortPayReason(formatUsd(Math.round(shortBy * 100)));
      await services.receivables.writeOff(invoiceId, reason, actorId);
    }
    if (!bounces) continue;
    const check = data.payments.at(-1)!;
    clock.set(at(earliest(addDays(payment.paidOn, 3), today)));
    await services.receivables.reversePayment(invoiceId, check.id, BOUNCE_REASON, actorId);
    const paidOn = earliest(addDays(payment.paidOn, 6), today);
    clock.set(at(paidOn));
    const again = { ...payment, paidOn, reference: `ACH ${data.number.slice(4)}-R` };
    await services.receivables.recordPayment(invoiceId, again, actorId);
  }
  clock.set(now);
}
