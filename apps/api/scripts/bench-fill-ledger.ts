/**
 * The bench loads' ledger and the status history of their deliveries (bench-fill-fleet.ts), what the profit
 * report, the weekly revenue, the delivery approval and the settlements read.
 */

import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client';

/** The first back-office user, who enters the loads and approves their deliveries (none: "Dispatch"). */
const staff = sql`(SELECT id, first_name || ' ' || last_name AS name FROM users WHERE "group" <> 'drivers'
                   ORDER BY id LIMIT 1)`;

/** When a bench load was entered: two days before its pickup (the generator's rows are all made now). */
const entered = sql`least(l.created_at, l.pickup_open_at - interval '2 days')`;

/**
 * Every load's trip-rate entry (type 1), as the load service opens a new load's ledger: the trip rate, by the
 * person who entered the load, when it was entered.
 */
export async function fillTripRates(tx: Tx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO load_transactions (load_id, type_id, amount_cents, comment, created_by, created_by_name,
                                   created_at)
    SELECT l.id, ${TRANSACTION_TYPE.tripRate}::int, l.trip_rate_cents, 'Trip rate', s.id,
           coalesce(s.name, 'Dispatch'), ${entered}
    FROM loads l LEFT JOIN ${staff} AS s ON true
    WHERE l.trip_rate_cents IS NOT NULL`);
}

/**
 * The status history of each delivered load (ended or delivery approved), as the lifecycle service writes it:
 * entered by staff, accepted the day before the pickup and moved step by step by its driver (`accept`, then
 * `advance`), ended by staff hours after the delivery and approved (12) days later. The driver arrives at each
 * stop around its window's opening (some early, some late) and leaves it 30 minutes to almost 5 hours later,
 * so some waits are beyond the two free hours of detention. Never later than now (a load picked up yesterday).
 *
 * Written in two statements with the history's statistics taken between them: the delivered step's trigger
 * (`load_deliveries_delivered`, migration 0060) reads each load's earlier steps, and on a table without
 * statistics PostgreSQL reads them through the index on `to_status` for every load, which never ends at
 * 1 M loads (docs/performance.md "Session 37: the bench's fill").
 */
export async function fillDeliveries(tx: Tx): Promise<void> {
  await insertSteps(tx, 1, 7);
  await tx.execute(sql`ANALYZE load_status_history`);
  await insertSteps(tx, 8, 10);
}

/** The steps `first` to `last` (1 the entry, 10 the approval) of every delivered load, in order per load. */
async function insertSteps(tx: Tx, first: number, last: number): Promise<void> {
  const S = LOAD_STATUS;
  await tx.execute(sql`
    WITH d AS (
      SELECT l.id, l.status_id, l.driver_id, u.first_name || ' ' || u.last_name AS driver, ${entered} AS entered,
             l.pickup_open_at + make_interval(mins => (l.id * 11) % 150 - 30) AS at_pickup,
             make_interval(mins => 30 + (l.id * 17) % 240) AS loading,
             l.delivery_open_at + make_interval(mins => (l.id * 7) % 150 - 30) AS at_delivery,
             make_interval(mins => 30 + (l.id * 13) % 240) AS unloading
      FROM loads l JOIN users u ON u.id = l.driver_id
      WHERE l.status_id IN (${S.ended}::int, ${S.deliveryApproved}::int)),
    steps AS (
      SELECT d.id, d.driver_id, d.driver, step.*
      FROM d, LATERAL (VALUES
        (1, NULL, ${S.new}::int, 'create', d.entered),
        (2, ${S.new}::int, ${S.accepted}::int, 'accept', d.at_pickup - interval '20 hours'),
        (3, ${S.accepted}::int, ${S.onTheWayToPickup}::int, 'advance', d.at_pickup - interval '3 hours'),
        (4, ${S.onTheWayToPickup}::int, ${S.atPickup}::int, 'advance', d.at_pickup),
        (5, ${S.atPickup}::int, ${S.loaded}::int, 'advance', d.at_pickup + d.loading),
        (6, ${S.loaded}::int, ${S.inTransit}::int, 'advance', d.at_pickup + d.loading + interval '10 minutes'),
        (7, ${S.inTransit}::int, ${S.atDelivery}::int, 'advance', d.at_delivery),
        (8, ${S.atDelivery}::int, ${S.delivered}::int, 'advance', d.at_delivery + d.unloading),
        (9, ${S.delivered}::int, ${S.ended}::int, 'endService',
            d.at_delivery + d.unloading + make_interval(hours => 2 + d.id % 22)),
        (10, ${S.ended}::int, ${S.deliveryApproved}::int, 'approveDelivery',
            d.at_delivery + d.unloading + make_interval(days => 1 + d.id % 3))
      ) AS step(n, from_status, to_status, action, at)
      WHERE step.n BETWEEN ${first}::int AND ${last}::int AND (step.n < 10 OR d.status_id = ${S.deliveryApproved}::int))
    INSERT INTO load_status_history (load_id, from_status, to_status, action, comment, changed_by,
                                     changed_by_name, changed_at)
    SELECT steps.id, from_status, to_status, action, '',
           CASE WHEN action IN ('accept', 'advance') THEN driver_id ELSE s.id END,
           CASE WHEN action IN ('accept', 'advance') THEN driver ELSE coalesce(s.name, 'Dispatch') END,
           least(now(), at)
    FROM steps LEFT JOIN ${staff} AS s ON true
    ORDER BY steps.id, n`);
}
