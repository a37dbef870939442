/** The lists other than loads, filled for a carrier the size of the bench's loads (bench-fill.ts). */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../src/db/client';
import { createCipher } from '../src/lib/secrets';
import { fillDriverInformation, fillDriverPolicies, fillDriverPreferences } from './bench-fill-drivers';
import { fillTrailers, fillTrucks } from './bench-fill-equipment';
import { fillBookings, fillReports } from './bench-fill-freight';
import { fillDeliveries, fillTripRates } from './bench-fill-ledger';
import { fillInvoices, fillSettlements, fillStatements } from './bench-fill-pay';

/** What `fillFleet` made, for its log line. */
export interface FleetCounts {
  drivers: number;
  trucks: number;
  trailers: number;
  bookings: number;
  reports: number;
  deliveries: number;
  settlements: number;
  invoices: number;
}

/**
 * Gives the lists other than loads the data of a carrier the size of `fillLoads`' (run after it, once: the
 * trucks' VINs and plates are unique): for each bench driver the information (mostly active, a few expired
 * compliance dates), insurance file and preferences the drivers list and detail read; 300 trucks (each with
 * its own clutch, engine and gearbox, as the truck form makes them; the 15 first are retired trucks of drivers
 * who have a newer one), so that 285 drivers drive one; 350 trailers hitched to them; a booking per 20 loads
 * of the database, from 10 days ahead back over the loads' five years; and a report on about a tenth of the
 * finished loads, with the staff comment that moved it when it is no longer pending; every load's trip-rate
 * entry in its ledger, and the status history of the delivered ones (entered, accepted, each step of the trip,
 * ended, approved), which the profit report and the weekly revenue read, with the approved ones' statements and
 * the drivers' weekly settlements and the brokers' invoices (bench-fill-pay.ts). Makes, models, fuel, trailer
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
    await fillDriverInformation(tx, logbookPassword);
    await fillDriverPolicies(tx);
    await fillDriverPreferences(tx);
    await fillTrucks(tx);
    await fillTrailers(tx);
    await fillBookings(tx);
    await fillReports(tx);
    await fillTripRates(tx);
    await fillDeliveries(tx);
    await fillStatements(tx);
    await fillSettlements(tx);
    await fillInvoices(tx);
  });
  // As after the loads: statistics, and the visibility map index-only scans read.
  await db.execute(sql`
    VACUUM ANALYZE driver_information, driver_policies, driver_preferences, truck_clutches, truck_engines,
                   truck_gearboxes, vehicles, trailers, bookings, load_reports, load_report_comments,
                   load_transactions, load_status_history, load_deliveries, delivery_statements, settlements, settlement_loads, invoices, invoice_lines, invoice_payments`);
  const [counts] = rowsOf<FleetCounts>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM driver_information)::int AS drivers,
             (SELECT count(*) FROM vehicles)::int AS trucks, (SELECT count(*) FROM trailers)::int AS trailers,
             (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM load_reports)::int AS reports,
             (SELECT count(*) FROM load_status_history WHERE to_status = 10)::int AS deliveries,
             (SELECT count(*) FROM settlements)::int AS settlements,
             (SELECT count(*) FROM invoices)::int AS invoices`),
  );
  // A SELECT without FROM answers one row.
  return counts as FleetCounts;
}
