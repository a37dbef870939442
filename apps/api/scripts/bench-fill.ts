/**
 * The benchmarks' data generator (docs/performance.md). `fillLoads` adds 300 drivers, 60 brokers and `loads`
 * loads over 16 cities, evenly spread over the last five years whatever their number, ids rising with their
 * pickup (the newest load has the highest id, as when a carrier enters them): loads of the last 30 days are in
 * every one of the 16 statuses, older ones are finished (mostly delivery approved, some ended, cancelled,
 * declined or old loads). Three `INSERT … SELECT`, then `VACUUM ANALYZE`. `fillFleet` then gives the other lists
 * a carrier of that size: the drivers' information, insurance file and preferences, 300 trucks (15 of them
 * retired), 350 trailers, a booking per 20 loads and a report on about a tenth of the finished loads.
 *
 * Run alone, `npm run bench:fill -- --loads N` fills the database `npm start` would open (`DATABASE_URL`, else
 * `DATA_DIR/pglite`) with that and nothing else, plus the first back-office user from `ADMIN_EMAIL` /
 * `ADMIN_PASSWORD` as a first start makes it (no demo data). Start from an empty database; one filled before
 * `fillFleet` existed (loads but no trucks) gets its fleet.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import { acquireDataDirLock } from '../src/db/lock';
import { loadEnv } from '../src/env';
import { PGLITE_FOLDER } from '../src/lib/backup';
import { createMailer } from '../src/lib/mailer';
import { createCipher, resolveJwtSecret } from '../src/lib/secrets';
import { seedOnFirstStart } from '../src/seed/seed';

/** How far back the bench's loads and bookings go, whatever their number: a carrier's five years. */
const BENCH_SPAN = sql.raw(`interval '5 years'`);

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

/** The bench drivers of `fillLoads`, numbered `i` from 1 in id order: every per-driver value derives from it. */
const benchDrivers = sql`(
  SELECT id, first_name, last_name, email, (row_number() OVER (ORDER BY id))::int AS i
  FROM users WHERE email LIKE 'bench.driver.%') AS u`;

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

/** What `fillFleet` made, for its log line. */
export interface FleetCounts {
  drivers: number;
  trucks: number;
  trailers: number;
  bookings: number;
  reports: number;
}

/**
 * Gives the lists other than loads the data of a carrier the size of `fillLoads`' (run after it, once: the
 * trucks' VINs and plates are unique): for each bench driver the information (mostly active, a few expired
 * compliance dates), insurance file and preferences the drivers list and detail read; 300 trucks (each with
 * its own clutch, engine and gearbox, as the truck form makes them; the 15 first are retired trucks of drivers
 * who have a newer one), so that 285 drivers drive one; 350 trailers hitched to them; a booking per 20 loads
 * of the database, from 10 days ahead back over the loads' five years; and a report on about a tenth of the
 * finished loads, with the staff comment that moved it when it is no longer pending. Makes, models, fuel, trailer
 * types and sizes are the rows the migrations insert (their ids are fixed). In one transaction, so a failed
 * fill leaves no fleet and `prepareBenchDatabase` tries again.
 *
 * `jwtSecret` is the server's: the driver detail decrypts the electronic logbook password with a key derived
 * from it. Without it the lists work, the driver detail cannot read the password back.
 */
export async function fillFleet(
  database: Database,
  jwtSecret = crypto.randomBytes(32).toString('base64url'),
): Promise<FleetCounts> {
  const { db } = database;
  const logbookPassword = createCipher(jwtSecret).encrypt('Bench#Logbook1');
  await db.transaction(async (tx) => {
    // Newly signed drivers (created, to be approved, rejected) joined this month; the others up to 7 years ago.
    await tx.execute(sql`
      INSERT INTO driver_information (user_id, status, lease_agreement_date, lease_agreement_end,
                                      fletx_fee_percent, ownership, owner_name, owner_email, owner_cell,
                                      has_trailer, leased_to, financed_by, worker_company_name, worker_coverage,
                                      worker_coverage_date, logbook_user, logbook_password_encrypted,
                                      logbook_provider, cdl_number, cdl_state, cdl_class, cdl_expiration,
                                      medical_certificate_expiration, created_at, updated_at)
      SELECT id, status, lease, current_date + (i * 37) % 730 - 30, (ARRAY[10, 12, 12.5, 15, 18])[1 + i % 5],
             ownership,
             CASE ownership WHEN 'company' THEN 'Bench Carrier LLC'
                            WHEN 'driver_owner' THEN first_name || ' ' || last_name
                            ELSE (ARRAY['Lone Star Leasing','Great Plains Equipment','Peach State Trucks'])[1 + i % 3]
             END,
             CASE ownership WHEN 'company' THEN 'fleet@bench-carrier.example.com' WHEN 'driver_owner' THEN email
                            ELSE 'leasing' || i || '@example.com' END,
             '214555' || lpad(i::text, 4, '0'), has_trailer,
             CASE WHEN has_trailer THEN 'Bench Carrier LLC' ELSE '' END,
             CASE WHEN has_trailer
                  THEN (ARRAY['Wells Fargo Equipment Finance','Ally','Mitsubishi HC Capital'])[1 + i % 3] ELSE '' END,
             (ARRAY['Zenith Insurance','Travelers','Liberty Mutual','The Hartford'])[1 + i % 4], 'USD 1,000,000',
             current_date - (i * 11) % 365, email, ${logbookPassword}, (ARRAY['CH ROBINSON','Trucks'])[1 + i % 2],
             'D' || lpad(((i * 7919) % 10000000)::text, 8, '0'),
             (ARRAY['TX','GA','IL','OK','TN','FL','AZ','CO'])[1 + i % 8], CASE WHEN i % 25 = 0 THEN 'B' ELSE 'A' END,
             current_date + (i * 211) % 2000 - 40, current_date + (i * 31) % 700 - 35,
             lease + time '09:00', lease + time '09:00'
      FROM (SELECT u.*,
                   CASE WHEN i % 20 = 0 THEN 4 WHEN i % 20 = 7 THEN 3 WHEN i % 50 = 13 THEN 5
                        WHEN i % 60 = 1 THEN 1 ELSE 2 END AS status,
                   CASE WHEN i % 10 < 6 THEN 'company' WHEN i % 10 < 9 THEN 'driver_owner' ELSE 'third_party' END
                     AS ownership,
                   i % 10 >= 6 AND i % 2 = 0 AS has_trailer
            FROM ${benchDrivers}) AS d,
           LATERAL (SELECT current_date - CASE WHEN status IN (1, 4, 5) THEN i % 30 ELSE 60 + (i * 17) % 2500 END
                      AS lease) AS l`);
    // Policies without an expiration end a year after their effective date: the oldest ones have expired.
    await tx.execute(sql`
      INSERT INTO driver_policies (user_id, underlying_policy_no, underlying_amount, underlying_insurer,
                                   underlying_effective_date, cargo_policy_no, cargo_amount, cargo_insurer,
                                   cargo_effective_date, non_trucking_policy_no, non_trucking_amount,
                                   non_trucking_effective_date, occupational_policy_no, occupational_amount,
                                   occupational_insurer, occupational_effective_date,
                                   physical_damage_policy_no, physical_damage_amount, physical_damage_insurer,
                                   physical_damage_effective_date, passenger_policy_no, passenger_amount,
                                   passenger_insurer, passenger_effective_date)
      SELECT id, 'UL-' || n, 1000000.00, insurer, current_date - (i * 23) % 380,
             'CG-' || n, 100000.00, insurer, current_date - (i * 29) % 375,
             'NT-' || n, 1000000.00, current_date - (i * 31) % 372,
             'OA-' || n, 500000.00,
             (ARRAY['Zenith Insurance','Travelers','Liberty Mutual','The Hartford'])[1 + i % 4],
             current_date - (i * 37) % 370,
             'PD-' || n, 80000.00 + (i % 9) * 5000, insurer, current_date - (i * 41) % 378,
             'PI-' || n, 25000.00, insurer, current_date - (i * 43) % 371
      FROM (SELECT id, i, lpad((100000 + i * 7)::text, 7, '0') AS n,
                   (ARRAY['Progressive','Great West Casualty','Northland','Sentry','National Interstate'])[1 + i % 5]
                     AS insurer
            FROM ${benchDrivers}) AS p`);
    await tx.execute(sql`
      INSERT INTO driver_preferences (user_id, power_only) SELECT id, i % 12 = 0 FROM ${benchDrivers}`);
    // Truck i goes to driver k = i - 15 (active drivers first), the 15 retired ones (i <= 15) to the first 15
    // drivers too; bought one every 6 days (up to 3 years old, then about 120 000 miles a year), the retired
    // ones first. IFTA licences end on December 31 and are renewed the month before.
    // The clutches are numbered in id order, then their engine and gearbox take the same id.
    await tx.execute(sql`
      WITH spec AS (
             INSERT INTO truck_clutches (type)
             SELECT (ARRAY['Automated manual','Automated manual','Manual','Automatic'])[1 + i % 4]
             FROM generate_series(1, 300) AS i
             RETURNING id, type),
           t AS (SELECT id AS spec_id, type AS clutch, (row_number() OVER (ORDER BY id))::int AS i FROM spec),
           m AS (SELECT mo.id, mo.make_id, mo.name, ma.name AS make,
                        (row_number() OVER (ORDER BY mo.id))::int AS k, (count(*) OVER ())::int AS n
                 FROM car_models mo JOIN car_makes ma ON ma.id = mo.make_id),
           d AS (SELECT di.user_id, di.ownership,
                        (row_number() OVER (ORDER BY di.status = 2 DESC, di.user_id))::int AS k
                 FROM driver_information di JOIN users u ON u.id = di.user_id
                 WHERE u.email LIKE 'bench.driver.%'),
           x AS (SELECT t.*, m.id AS model_id, m.make_id, m.make, d.user_id, d.ownership, t.i <= 15 AS retired,
                        now() - make_interval(days => (300 - t.i) * 6) AS bought,
                        -- Electric models run on electricity (6); diesel (1) else, some biodiesel (2), renewable (3).
                        CASE WHEN m.make = 'Tesla' OR m.name ~* 'electric|ev$|^e[a-z]|^t680e$' THEN 6
                             WHEN t.i % 10 = 0 THEN 2 WHEN t.i % 10 = 5 THEN 3 ELSE 1 END AS fuel
                 FROM t JOIN m ON m.k = 1 + (t.i * 7) % m.n
                        JOIN d ON d.k = CASE WHEN t.i <= 15 THEN t.i ELSE t.i - 15 END),
           engines AS (
             INSERT INTO truck_engines (id, brand, serial_number, repaired, fuel_type_id)
             SELECT spec_id,
                    CASE WHEN fuel = 6 THEN make || ' e-axle'
                         WHEN make IN ('Freightliner','Western Star') THEN 'Detroit DD15'
                         WHEN make IN ('Peterbilt','Kenworth') THEN 'PACCAR MX-13'
                         WHEN make = 'Volvo' THEN 'Volvo D13' WHEN make = 'Mack' THEN 'Mack MP8'
                         ELSE 'Cummins X15' END,
                    upper(substr(md5('engine' || i), 1, 10)), i % 9 = 0, fuel
             FROM x),
           gearboxes AS (
             INSERT INTO truck_gearboxes (id, brand, serial_number)
             SELECT spec_id,
                    CASE clutch WHEN 'Manual' THEN 'Eaton Fuller 10-speed' WHEN 'Automatic' THEN 'Allison 4500 RDS'
                                ELSE 'Eaton Endurant' END,
                    upper(substr(md5('gearbox' || i), 1, 10))
             FROM x)
      INSERT INTO vehicles (driver_id, owner_id, vin_number, make_id, model_id, year, unit_number, plate_number,
                            plate_expiration, ifta_number, ifta_expiration, gps_company, odometer_miles, spec_id,
                            permit_kentucky, permit_kentucky_expiration, permit_new_jersey,
                            permit_new_jersey_expiration, permit_new_york, permit_new_york_expiration,
                            permit_new_mexico, permit_new_mexico_expiration, annual_inspection_date, is_deleted,
                            created_at, updated_at)
      SELECT user_id, CASE WHEN ownership IN ('driver_owner', 'third_party') THEN user_id END,
             '1' || upper(substr(md5('truck' || i), 1, 10)) || lpad(i::text, 6, '0'), make_id, model_id,
             extract(year FROM bought)::int - CASE WHEN retired THEN 8 + i % 4 ELSE i % 4 END, (1000 + i)::text,
             'TK' || upper(substr(md5('plate' || i), 1, 3)) || lpad(i::text, 3, '0'),
             current_date + (i * 53) % 420 - 30, 'IFTA' || lpad(((i * 7919) % 1000000)::text, 6, '0'),
             make_date(extract(year FROM current_date + 31)::int - CASE WHEN i % 25 = 0 THEN 1 ELSE 0 END, 12, 31),
             (ARRAY['Samsara','Motive','Geotab','Omnitracs'])[1 + i % 4],
             CASE WHEN retired THEN 900000 + i * 997 ELSE (i % 4) * 110000 + (300 - i) * 2000 + (i * 37) % 1000 END,
             spec_id, 'KYU' || (300000 + i), current_date + (i * 59) % 400 - 20,
             CASE WHEN i % 3 = 0 THEN 'NJ' || (50000 + i) END,
             CASE WHEN i % 3 = 0 THEN current_date + (i * 61) % 365 END,
             CASE WHEN i % 4 = 0 THEN 'HUT' || (700000 + i) END,
             CASE WHEN i % 4 = 0 THEN current_date + (i * 67) % 365 END,
             CASE WHEN i % 5 = 0 THEN 'NM' || (80000 + i) END,
             CASE WHEN i % 5 = 0 THEN current_date + (i * 71) % 365 END,
             current_date - (i * 29) % 390, retired, bought,
             CASE WHEN retired THEN now() - make_interval(days => (300 - i) * 2) ELSE bought END
      FROM x`);
    // Dry vans mostly, reefers, flatbeds (48 ft); a few pups; bought one every 5 days, the 10 first retired.
    await tx.execute(sql`
      WITH v AS (SELECT id, plate_number, (row_number() OVER (ORDER BY id))::int AS k,
                        (count(*) OVER ())::int AS n
                 FROM vehicles WHERE NOT is_deleted),
           t AS (SELECT i, type_id, CASE WHEN type_id = 2 THEN 1 WHEN i % 25 = 0 THEN 3 ELSE 2 END AS size_id,
                        now() - make_interval(days => (350 - i) * 5) AS bought
                 FROM generate_series(1, 350) AS i,
                      LATERAL (SELECT CASE WHEN i % 10 < 6 THEN 1 WHEN i % 10 < 8 THEN 3 ELSE 2 END AS type_id) AS y)
      INSERT INTO trailers (vin, size_id, size_other, year, plate_expiration, trailer_number, type_id,
                            plate_number, truck_plate_number, vehicle_id, annual_inspection_date, is_deleted,
                            created_at, updated_at)
      SELECT '1JJ' || upper(substr(md5('trailer' || i), 1, 8)) || lpad(i::text, 6, '0'), size_id,
             CASE WHEN size_id = 3 THEN '28 ft pup' END,
             extract(year FROM bought)::int - CASE WHEN i <= 10 THEN 10 ELSE i % 6 END,
             current_date + (i * 47) % 400 - 25, 'TR' || lpad(i::text, 4, '0'), type_id,
             'TL' || upper(substr(md5('trailer plate' || i), 1, 3)) || lpad(i::text, 3, '0'), v.plate_number, v.id,
             current_date - (i * 31) % 395, i <= 10, bought, bought
      FROM t JOIN v ON v.k = 1 + (t.i - 1) % v.n`);
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
  });
  // As after the loads: statistics, and the visibility map index-only scans read.
  await db.execute(sql`
    VACUUM ANALYZE driver_information, driver_policies, driver_preferences, truck_clutches, truck_engines,
                   truck_gearboxes, vehicles, trailers, bookings, load_reports, load_report_comments`);
  const [counts] = rowsOf<FleetCounts>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM driver_information)::int AS drivers,
             (SELECT count(*) FROM vehicles)::int AS trucks, (SELECT count(*) FROM trailers)::int AS trailers,
             (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM load_reports)::int AS reports`),
  );
  // A SELECT without FROM answers one row.
  return counts as FleetCounts;
}

/** How many rows `table` holds. */
async function countRows(database: Database, table: 'loads' | 'vehicles'): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: number;
  }>;
  return Number(rows[0]?.n ?? 0);
}

/** How many loads the database holds. */
export const countLoads = (database: Database): Promise<number> => countRows(database, 'loads');

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/**
 * Opens the database of `dataDir` / `databaseUrl` (holding the data-folder lock like the server), migrates it,
 * makes the first back-office user if it is empty, adds `loads` loads unless it holds some already, then the
 * fleet unless it has trucks already, closes it. Returns how many loads it holds.
 */
export async function prepareBenchDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  loads: number;
  adminEmail: string;
  adminPassword: string;
  log?: (line: string) => void;
}): Promise<number> {
  const log = options.log ?? (() => {});
  const release = options.databaseUrl ? () => {} : acquireDataDirLock(options.dataDir);
  const database = await openDatabase(
    options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(options.dataDir, PGLITE_FOLDER) },
  );
  try {
    await database.migrate();
    const logger = pino({ level: 'silent' });
    const jwtSecret = resolveJwtSecret(undefined, options.dataDir);
    await seedOnFirstStart(
      database,
      { ADMIN_EMAIL: options.adminEmail, ADMIN_PASSWORD: options.adminPassword, SEED_DEMO: false },
      logger,
      {
        mailer: createMailer({
          from: 'bench@fletx.app',
          outboxDir: path.join(options.dataDir, 'outbox'),
          logger,
        }),
        jwtSecret,
        filesDir: path.join(options.dataDir, 'files'),
      },
    );
    let loads = await countLoads(database);
    if (loads > 0) log(`the database holds ${loads} loads already: not filled`);
    else {
      const started = performance.now();
      await fillLoads(database, options.loads);
      loads = options.loads;
      log(`filled ${loads} loads in ${secondsSince(started)} s (${database.kind})`);
    }
    // A database filled before fillFleet existed gets its fleet now, without a refill of its loads.
    if ((await countRows(database, 'vehicles')) === 0) {
      const started = performance.now();
      const fleet = await fillFleet(database, jwtSecret);
      log(
        `filled the fleet (${fleet.drivers} drivers, ${fleet.trucks} trucks, ${fleet.trailers} trailers, ` +
          `${fleet.bookings} bookings, ${fleet.reports} reports) in ${secondsSince(started)} s (${database.kind})`,
      );
    }
    return loads;
  } finally {
    await database.close();
    await release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { loads: { type: 'string', default: '100000' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(`Usage: npm run bench:fill -- [--loads N]

Fills the database npm start would open (DATABASE_URL, else DATA_DIR/pglite; stop the server first) with
300 drivers, 60 brokers and N loads (default 100000), plus the first back-office user (ADMIN_EMAIL /
ADMIN_PASSWORD); then the fleet: the drivers' information, 300 trucks, 350 trailers, N/20 bookings and
reports on about a tenth of the finished loads. An empty database is expected; one that holds loads keeps
them, and gets the fleet if it has no trucks.`);
    process.exit(0);
  }
  const env = loadEnv();
  prepareBenchDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    loads: Number(values.loads),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    log: console.log,
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
