/**
 * The bench's drivers, brokers and loads (bench-fill.ts): 300 drivers, 60 brokers and the loads over 16 cities,
 * evenly spread back from now, ids rising with their pickup.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** How far back the bench's loads and bookings go, whatever their number: a carrier's five years. */
export const BENCH_SPAN = sql.raw(`interval '5 years'`);

/**
 * `days`: how far back the loads go (five years by default). A test that needs loads in every status passes 30
 * or fewer: loads of the last 30 days are spread over all 16.
 */
export async function fillLoads(
  database: Database,
  loads: number,
  { days }: { days?: number } = {},
): Promise<void> {
  const span = days === undefined ? BENCH_SPAN : sql`make_interval(days => ${days})`;
  const { db } = database;
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email, role, "group", password_hash, status)
    SELECT (ARRAY['Michael','David','Joshua','Daniel','Kevin','Brian','Jason','Ryan','Zoe','Carlos'])[1 + i % 10],
           'Driver' || i, 'bench.driver.' || i || '@example.com', 'Driver', 'drivers', 'x', 2
    FROM generate_series(1, 300) AS i`);
  await db.execute(sql`
    INSERT INTO brokers (name, mc_number, invoicing_email, address, city, state_code, zip_code, days_to_pay, status)
    SELECT 'Broker ' || md5(i::text), 'MC-B' || i, 'b' || i || '@example.com', '1 Main St', 'Chicago', 'IL',
           '60601', 30, 'Approved'
    FROM generate_series(1, 60) AS i`);
  await db.execute(sql`
    WITH d AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench.driver.%'),
         b AS (SELECT array_agg(id ORDER BY id) AS ids FROM brokers WHERE mc_number LIKE 'MC-B%'),
         c AS (SELECT ARRAY['Dallas','Atlanta','Houston','Chicago','Phoenix','Denver','Savannah','Columbus',
                            'Memphis','Fresno','Tulsa','Omaha','Reno','Boise','Tampa','Miami'] AS names)
    INSERT INTO loads (id_number, status_id, driver_id, broker_id, distance_miles, pickup_open_at, pickup_close_at,
                       pickup_zip, pickup_state, pickup_city, delivery_open_at, delivery_close_at, delivery_zip,
                       delivery_state, delivery_city, trip_rate_cents, trailer_type_id, load_type)
    SELECT 'LD-' || lpad(i::text, 7, '0'),
           CASE WHEN t.pickup > now() - interval '30 days' THEN 1 + i % 16
                ELSE (ARRAY[12,12,12,12,12,12,12,12,12,12,12,12,12,12,11,11,1,14,13,12])[1 + i % 20] END,
           d.ids[1 + i % 300], b.ids[1 + i % 60], 100 + i % 2000,
           t.pickup, t.pickup + interval '4 hours', '75261', 'TX',
           c.names[1 + i % 16], t.pickup + interval '30 hours',
           t.pickup + interval '34 hours', '30336', 'GA', c.names[1 + (i * 7) % 16],
           100000 + i % 500000, 1 + i % 4, 'FTL'
    FROM generate_series(1, ${loads}) AS i,
         LATERAL (SELECT date_trunc('minute', now()) - ${span} * ((${loads} - i)::float8 / ${loads}) AS pickup) AS t,
         d, b, c`);
  // As autovacuum would soon after such an insert: statistics, and the visibility map index-only scans read.
  await db.execute(sql`VACUUM ANALYZE`);
}
