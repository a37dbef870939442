/** The bench's trucks and trailers (bench-fill-fleet.ts), with the drivers that drive them. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client';

/**
 * 300 trucks, each with its own clutch, engine and gearbox as the truck form makes them; the 15 first are
 * retired trucks of drivers who have a newer one, so that 285 drivers drive one.
 */
export async function fillTrucks(tx: Tx): Promise<void> {
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
}

/** 350 trailers hitched to the trucks. */
export async function fillTrailers(tx: Tx): Promise<void> {
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
}
