/**
 * What the bench's approved deliveries are paid by (bench-fill-fleet.ts): each one's frozen statement, as the
 * delivery approval writes it, and the drivers' weekly settlements holding them, as `SettlementsService.sync`
 * files them — every week paid on the Friday after it ends, but the last two, left to pay. What the
 * Settlements screen, the drivers' "My pay" and Today's "to pay" read (docs/decisions/0056-settlement-filing-queue.md).
 * And each one's invoice to its broker, sent on the day of the approval and paid on its due day but those due
 * within the last 90 days and one in 800 of the older: what the Invoices screen, the aging and Today's invoice
 * figures read (docs/decisions/0057-invoices-at-scale.md).
 */

import { LOAD_STATUS } from '@fletx/contract/load-status';
import { sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client';

/**
 * The product fee the bench's statements take: the default 15 % (packages/contract/src/statement.ts), rounded
 * half up to the cent in integers.
 */
const fee = sql`((l.trip_rate_cents * 15 + 50) / 100)`;

/** Each approved delivery's statement, approved when its history says (bench-fill-ledger.ts `fillDeliveries`). */
export async function fillStatements(tx: Tx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO delivery_statements (load_id, quick_pay, trip_rate, accessorials_total, osd_total, gross,
                                     product_fee, quick_pay_discount, net, approved_by, approved_by_name,
                                     approved_at)
    SELECT l.id, false, l.trip_rate_cents, 0, 0, l.trip_rate_cents, ${fee}, 0, l.trip_rate_cents - ${fee},
           h.changed_by, h.changed_by_name, h.changed_at
    FROM loads l
    JOIN load_status_history h ON h.load_id = l.id AND h.to_status = ${LOAD_STATUS.deliveryApproved}::int
    WHERE l.status_id = ${LOAD_STATUS.deliveryApproved}::int AND l.trip_rate_cents IS NOT NULL`);
}

/** The Monday (UTC) of the week a statement was approved in. */
const weekOf = sql`date_trunc('week', d.approved_at AT TIME ZONE 'UTC')::date`;

/**
 * Each driver's settlement of each week with approvals, its loads filed in it; paid on the Friday after the
 * week (by the approver of its loads) once that Friday has passed a week ago, so the last two stay unpaid.
 */
export async function fillSettlements(tx: Tx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO settlements (driver_id, period_start, period_end, status, totals, paid_on, reference,
                             paid_by_name, paid_at, version)
    SELECT w.driver_id, w.start, w.start + 6, CASE WHEN w.paid THEN 'paid' ELSE 'unpaid' END, '{}'::jsonb,
           CASE WHEN w.paid THEN w.start + 11 END, CASE WHEN w.paid THEN 'ACH-' || w.driver_id END,
           CASE WHEN w.paid THEN 'Dispatch' END, CASE WHEN w.paid THEN ((w.start + 11) + time '14:00') AT TIME ZONE 'UTC' END,
           CASE WHEN w.paid THEN 2 ELSE 1 END
    FROM (SELECT DISTINCT l.driver_id, ${weekOf} AS start, ${weekOf} + 18 < current_date AS paid
          FROM delivery_statements d JOIN loads l ON l.id = d.load_id WHERE l.driver_id IS NOT NULL) AS w`);
  await tx.execute(sql`
    INSERT INTO settlement_loads (settlement_id, load_id)
    SELECT s.id, d.load_id
    FROM delivery_statements d
    JOIN loads l ON l.id = d.load_id
    JOIN settlements s ON s.driver_id = l.driver_id AND s.period_start = ${weekOf}`);
}

/**
 * Each approved delivery's invoice (numbered in approval order, as the counter would, which is left at the last
 * number), billed to its broker as its profile is, with its trip rate as its one line; paid on its due day, with
 * its payment, but those due within the last 90 days and one in 800 of the older.
 */
export async function fillInvoices(tx: Tx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO invoices (sequence, number, load_id, broker_id, load_number, bill_to_name, bill_to_address,
                          bill_to_city, bill_to_state, bill_to_zip, bill_to_email, terms_days, stops,
                          invoice_date, sent_at, sent_on, due_on, amount_cents, paid_cents, paid_in_full_on)
    SELECT n, 'INV-' || lpad(n::text, 6, '0'), load_id, broker_id, id_number, name, address, city, state_code,
           zip_code, invoicing_email, days_to_pay, '[]'::jsonb, day, (day + time '17:00') AT TIME ZONE 'UTC', day,
           due, amount, CASE WHEN paid THEN amount ELSE 0 END, CASE WHEN paid THEN due END
    FROM (SELECT *, due < current_date - 90 AND n % 800 <> 0 AS paid
          FROM (SELECT row_number() OVER (ORDER BY d.approved_at, l.id)::int AS n, l.id AS load_id, l.broker_id,
                       l.id_number, b.name, b.address, b.city, b.state_code, b.zip_code, b.invoicing_email,
                       b.days_to_pay, (d.approved_at AT TIME ZONE 'UTC')::date AS day,
                       (d.approved_at AT TIME ZONE 'UTC')::date + b.days_to_pay AS due, d.trip_rate AS amount
                FROM delivery_statements d JOIN loads l ON l.id = d.load_id JOIN brokers b ON b.id = l.broker_id)
               AS invoiced) AS i`);
  await tx.execute(sql`
    INSERT INTO invoice_lines (invoice_id, position, description, amount_cents, transaction_type_id)
    SELECT id, 1, 'Trip rate', amount_cents, 1 FROM invoices`);
  await tx.execute(sql`
    INSERT INTO invoice_payments (invoice_id, amount_cents, paid_on, reference)
    SELECT id, paid_cents, paid_in_full_on, 'ACH-' || sequence FROM invoices WHERE paid_cents > 0`);
  await tx.execute(
    sql`UPDATE invoice_counter SET last_number = (SELECT coalesce(max(sequence), 0) FROM invoices)`,
  );
}
