/** The bench's bookings and load reports (bench-fill-fleet.ts), between the 16 cities of the loads. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client';
import { BENCH_SPAN } from './bench-fill-loads';

/** The 16 cities of `fillLoads`, with their state, a zip and where they are (bookings' stops, reports). */
const cities = sql`(
  SELECT ARRAY['Dallas','Atlanta','Houston','Chicago','Phoenix','Denver','Savannah','Columbus','Memphis','Fresno',
               'Tulsa','Omaha','Reno','Boise','Tampa','Miami'] AS names,
         ARRAY['TX','GA','TX','IL','AZ','CO','GA','OH','TN','CA','OK','NE','NV','ID','FL','FL'] AS states,
         ARRAY['75201','30303','77002','60601','85003','80202','31401','43215','38103','93721','74103','68102',
               '89501','83702','33602','33130'] AS zips,
         ARRAY[32.78,33.75,29.76,41.88,33.45,39.74,32.08,39.96,35.15,36.74,36.15,41.26,39.53,43.62,27.95,
               25.77]::float8[] AS lats,
         ARRAY[-96.80,-84.39,-95.37,-87.63,-112.07,-104.99,-81.09,-83.00,-90.05,-119.79,-95.99,-95.94,-119.81,
               -116.20,-82.46,-80.19]::float8[] AS lngs) AS c`;

/** A booking per 20 loads of the database, from 10 days ahead back over the loads' five years. */
export async function fillBookings(tx: Tx): Promise<void> {
  // Bookings evenly spread from 10 days ahead back over five years, between two of the cities; a tenth await their delivery
  // window. Miles: the straight line times 1.2; the rate: $2.00 to $3.49 a mile, in whole dollars.
  await tx.execute(sql`
    WITH b AS (SELECT array_agg(id ORDER BY id) AS ids FROM brokers WHERE mc_number LIKE 'MC-B%'),
         s AS (SELECT i, 1 + i % 16 AS p, 1 + (i + 1 + (i / 16) % 15) % 16 AS d, i % 8 = 0 AS ltl,
                      date_trunc('hour', now() + interval '10 days'
                                 - ${BENCH_SPAN} * ((i - 1)::float8 / n.n)) AS pickup,
                      CASE WHEN i % 10 < 6 THEN 1 WHEN i % 10 < 8 THEN 3 WHEN i % 10 < 9 THEN 2 ELSE 4 END
                        AS trailer_type
               FROM (SELECT (count(*) / 20)::int AS n FROM loads) AS n, generate_series(1, n.n) AS i),
         r AS (SELECT s.*, c.*,
                      round(1.2 * 69.1 * sqrt(power(c.lats[p] - c.lats[d], 2)
                        + power((c.lngs[p] - c.lngs[d]) * cos(radians((c.lats[p] + c.lats[d]) / 2)), 2))) AS miles
               FROM s, ${cities}),
         w AS (SELECT r.*, CASE WHEN i % 10 <> 0 THEN pickup + make_interval(hours => 6 + (miles / 50)::int) END
                             AS delivery
               FROM r)
    INSERT INTO bookings (id_number, broker_id, distance_miles, pickup_open_at, pickup_close_at, pickup_date,
                          pickup_facility, pickup_zip, pickup_state, pickup_city, pickup_lng, pickup_lat,
                          pickup_phone, delivery_open_at, delivery_close_at, delivery_date, delivery_facility,
                          delivery_zip, delivery_state, delivery_city, delivery_lng, delivery_lat,
                          delivery_phone, product_name, trip_rate_cents, weight_lbs, instructions,
                          trailer_type_id, trailer_dimensions, load_type, created_at, updated_at)
    SELECT 'BK-' || lpad(i::text, 7, '0'), b.ids[1 + (i * 7) % cardinality(b.ids)], miles,
           pickup, pickup + interval '4 hours', (pickup AT TIME ZONE 'UTC')::date,
           names[p] || ' '
             || (ARRAY['Distribution Center','Cold Storage','Plant','Warehouse','Cross-dock'])[1 + i % 5],
           zips[p], states[p], names[p], lngs[p], lats[p],
           CASE WHEN i % 3 <> 0 THEN '214555' || lpad((i % 10000)::text, 4, '0') END,
           delivery, delivery + interval '4 hours', (delivery AT TIME ZONE 'UTC')::date,
           names[d] || ' ' || (ARRAY['Distribution Center','Warehouse','Store','Plant','Cross-dock'])[1 + i % 5],
           zips[d], states[d], names[d], lngs[d], lats[d],
           CASE WHEN i % 4 <> 0 THEN '404555' || lpad((i % 10000)::text, 4, '0') END,
           CASE trailer_type
             WHEN 3 THEN (ARRAY['Frozen food','Fresh produce','Dairy'])[1 + i % 3]
             WHEN 2 THEN (ARRAY['Steel coils','Lumber','Pipe'])[1 + i % 3]
             WHEN 4 THEN 'Loaded trailer'
             ELSE (ARRAY['Paper products','Beverages','Auto parts','Household goods','Electronics'])[1 + i % 5]
           END,
           greatest(50000, round(miles * (200 + i % 150) / 100) * 100)::int,
           CASE WHEN ltl THEN 1500 + (i * 311) % 8000 ELSE 12000 + (i * 977) % 32000 END,
           CASE WHEN i % 5 = 0 THEN 'Call 1 hour before arrival' WHEN i % 5 = 1 THEN 'Driver assist unload'
                WHEN trailer_type = 3 THEN 'Keep at 34 F' END,
           trailer_type, CASE trailer_type WHEN 2 THEN '48 ft' WHEN 4 THEN NULL ELSE '53 ft' END,
           CASE WHEN ltl THEN 'LTL' ELSE 'FTL' END,
           least(now(), pickup - interval '3 days'), least(now(), pickup - interval '3 days')
    FROM w, b`);
}

/**
 * A report on about a tenth of the finished loads, with the staff comment that moved it when it is no longer
 * pending.
 */
export async function fillReports(tx: Tx): Promise<void> {
  // A cancelled load had its cancellation request accepted; on the others, an alert during the trip, most of
  // them resolved by the first back-office user. Positions: near the pickup city.
  await tx.execute(sql`
    WITH staff AS (SELECT id, first_name || ' ' || last_name AS name FROM users WHERE "group" <> 'drivers'
                   ORDER BY id LIMIT 1),
         r AS (SELECT l.id, l.driver_id, l.status_id = 1 AS cancelled, l.pickup_open_at, l.id / 11 AS x,
                      array_position(c.names, l.pickup_city) AS p, c.lats, c.lngs
               FROM loads l, ${cities} WHERE l.finished AND l.id % 11 = 0),
         t AS (SELECT r.*,
                      CASE WHEN NOT cancelled
                           THEN (ARRAY['delay','delay','breakdown','weather','delay','other','breakdown',
                                       'accident'])[1 + x % 8]
                      END AS kind,
                      CASE WHEN cancelled OR x % 10 > 1 THEN 3 WHEN x % 10 = 1 THEN 2 ELSE 1 END AS status,
                      least(now(), CASE WHEN cancelled THEN pickup_open_at - interval '6 hours'
                                        ELSE pickup_open_at + make_interval(hours => 2 + x % 26) END) AS at
               FROM r),
         reports AS (
           INSERT INTO load_reports (load_id, driver_id, report_type_id, kind, text, lat, lon, status_report_id,
                                     created_at, modified_by, modified_by_name, modified_at)
           SELECT t.id, driver_id, CASE WHEN cancelled THEN 2 ELSE 1 END, kind,
                  CASE kind WHEN 'delay' THEN 'Held at the dock, the appointment moved ' || (2 + x % 4) || ' hours'
                            WHEN 'breakdown' THEN 'Air leak on the trailer, waiting for road service'
                            WHEN 'weather' THEN 'Snow on the interstate, chains required'
                            WHEN 'accident' THEN 'Minor collision in the yard, no injuries, photos taken'
                            WHEN 'other' THEN 'The seal number differs from the bill of lading'
                            ELSE 'The shipper cancelled the pickup' END,
                  round((lats[p] + (x % 41 - 20) / 100.0)::numeric, 2),
                  round((lngs[p] + (x % 37 - 18) / 100.0)::numeric, 2), status, at,
                  CASE WHEN status > 1 THEN staff.id END,
                  CASE WHEN status > 1 THEN coalesce(staff.name, 'Dispatch') END,
                  CASE WHEN status > 1 THEN least(now(), at + interval '40 minutes') END
           FROM t LEFT JOIN staff ON true
           RETURNING id, report_type_id, status_report_id, modified_by, modified_by_name, modified_at)
    INSERT INTO load_report_comments (report_id, author_id, author_name, comment, status_from, status_to,
                                      created_at)
    SELECT id, modified_by, modified_by_name,
           CASE WHEN report_type_id = 2 THEN 'Cancellation accepted with the broker'
                WHEN status_report_id = 2 THEN 'Called the driver, following up'
                ELSE 'Sorted out with the driver and the broker' END,
           1, status_report_id, modified_at
    FROM reports WHERE status_report_id > 1`);
}
