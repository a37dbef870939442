/**
 * The bench drivers' information, insurance file and preferences (bench-fill-fleet.ts), what the drivers list
 * and detail read.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client';

/** The bench drivers of `fillLoads`, numbered `i` from 1 in id order: every per-driver value derives from it. */
export const benchDrivers = sql`(
  SELECT id, first_name, last_name, email, (row_number() OVER (ORDER BY id))::int AS i
  FROM users WHERE email LIKE 'bench.driver.%') AS u`;

/**
 * Each bench driver's information: mostly active, a few expired compliance dates; the electronic logbook
 * password is `logbookPassword`, already encrypted.
 */
export async function fillDriverInformation(tx: Tx, logbookPassword: string): Promise<void> {
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
}

/** Each bench driver's insurance file. */
export async function fillDriverPolicies(tx: Tx): Promise<void> {
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
}

/** Each bench driver's preferences. */
export async function fillDriverPreferences(tx: Tx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO driver_preferences (user_id, power_only) SELECT id, i % 12 = 0 FROM ${benchDrivers}`);
}
