import { addDays, utcDay } from '@fletx/contract/compliance';
import { DRIVER_STATUS, type DriverFormBody, type DriverStatusId } from '@fletx/contract/drivers';
import type { UserRole } from '@fletx/contract/roles';
import type { ManualClock } from '../lib/clock';
import type { Services } from '../services';
import { actingAs } from './demo-acting';
import { seedBrokersAndBookings } from './demo-brokers';
import { seedComplianceCases } from './demo-compliance';
import { seedDispatch } from './demo-dispatch';
import { seedDriverAgreements, seedLoadDocuments } from './demo-documents';
import { seedEquipment } from './demo-equipment';
import { seedFuel } from './demo-fuel';
import { seedIntake } from './demo-intake';
import { seedInvoices } from './demo-invoices';
import { seedLoads } from './demo-loads';
import { seedMaintenance } from './demo-maintenance';
import { seedMaintenanceHistory } from './demo-maintenance-history';
import { seedMessages } from './demo-messages';
import { seedMiles } from './demo-miles';
import { seedPayRules } from './demo-pay-rules';
import { pick } from './demo-picks';
import { seedReports } from './demo-reports';
import { seedSettlements } from './demo-settlements';
import { seedCorrectedStopTimes } from './demo-stop-times';
import { seedTrackingLinks } from './demo-tracking-links';

const DEMO_PASSWORD = 'Fletx#Demo2026';

const STAFF: ReadonlyArray<[string, string, UserRole, string]> = [
  ['Maria', 'González', 'Admin user', '3055550142'],
  ['James', 'Carter', 'Dispatcher', '4695550188'],
  ['Aisha', 'Brown', 'Dispatcher', '7135550123'],
  ['Luis', 'Peña', 'Dispatcher', '2105550177'],
  ['Emily', 'Nguyen', 'Admin user', '6025550111'],
  ['Robert', 'Miller', 'Dispatcher', '3125550165'],
];

/** Third-party owners and lessors of the fleet (several drivers drive for each). */
const FLEET_OWNERS = [
  { name: 'Red River Leasing LLC', email: 'fleet@redriverleasing.com', cell: '9405550140' },
  { name: 'Gulf Coast Equipment Co.', email: 'ops@gulfcoastequip.com', cell: '4095550177' },
  { name: 'Blue Ridge Truck Finance', email: 'accounts@blueridgetf.com', cell: '8285550119' },
] as const;

const INSURERS = ['Progressive', 'Great West Casualty', 'Travelers', 'Zurich', 'Sentry', 'Nationwide'];
const WORKERS_COMP = ['Lone Star Workers Comp', 'Texas Mutual', 'AmTrust Financial', 'Employers Holdings'];
const LESSORS = ['Ryder', 'Penske Truck Leasing', 'XTRA Lease', 'Premier Trailer Leasing'];
const FINANCERS = ['Wells Fargo Equipment Finance', 'Mitsubishi HC Capital', 'Commercial Credit Inc.'];

/**
 * 30 drivers: [first name, last name, area code, status, comment of the status change]. Status 4 (to be
 * approved) is where every new driver starts; the others are reached through the status change.
 */
const DRIVERS: ReadonlyArray<[string, string, string, DriverStatusId, string]> = [
  ['Michael', 'Thompson', '214', 2, 'Documents verified, insurance certificates on file.'],
  ['David', 'Rodriguez', '713', 2, 'Background check cleared. Welcome aboard.'],
  ['Christopher', 'Davis', '469', 2, 'CDL and medical card checked.'],
  ['Joshua', 'Wilson', '512', 2, 'Approved after road test.'],
  ['Daniel', 'Anderson', '817', 2, 'Lease agreement signed; approved.'],
  ['Matthew', 'Taylor', '210', 2, 'All six insurance blocks verified.'],
  ['Anthony', 'Martinez', '305', 2, 'Approved. Assigned to the Florida lanes.'],
  ['Andrew', 'Jackson', '404', 2, 'Clean MVR, approved.'],
  ['Kevin', 'White', '602', 2, 'Approved with power-only preference.'],
  ['Brian', 'Harris', '615', 2, 'Approved; ELD account confirmed with the provider.'],
  ['Jason', 'Clark', '901', 2, 'Approved.'],
  ['Ryan', 'Lewis', '318', 2, 'Approved after insurance renewal.'],
  ['Tyler', 'Robinson', '405', 4, ''],
  ['Brandon', 'Walker', '918', 4, ''],
  ['Justin', 'Young', '479', 4, ''],
  ['Samuel', 'Allen', '337', 4, ''],
  ['Jose', 'Hernández', '956', 4, ''],
  ['Marcus', 'King', '504', 4, ''],
  ['Terrence', 'Wright', '225', 3, 'Truck in the shop for engine work; inactive until it is back.'],
  ['Gregory', 'Scott', '770', 3, 'On medical leave until next month.'],
  ['Patrick', 'Green', '813', 3, 'Asked for a break over the holidays.'],
  ['Raymond', 'Baker', '719', 3, 'Insurance lapsed; inactive until the new certificate arrives.'],
  ['Derek', 'Adams', '417', 5, 'Cargo insurance amount below the required minimum.'],
  ['Shawn', 'Nelson', '678', 5, 'Driver license expired; resubmit with a valid license.'],
  ['Travis', 'Hill', '423', 5, 'Failed the pre-employment drug screening.'],
  ['Carlos', 'Ramírez', '915', 1, 'Profile reopened: waiting for the signed lease agreement.'],
  ['Andre', 'Campbell', '601', 1, 'Profile reopened: occupational accident policy to be confirmed.'],
  ['Dustin', 'Mitchell', '806', 2, 'Approved. Team driver with Curtis Perez.'],
  ['Curtis', 'Perez', '806', 2, 'Approved. Team driver with Dustin Mitchell.'],
  ['Luis', 'Ortiz', '520', 4, ''],
];

const emailLocal = (first: string, last: string) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const day = (year: number, month: number, dayOfMonth: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;

/**
 * The demo's compliance cases (docs/product.md "Compliance"), by driver index, in days from today: soon
 * expiring items on approved drivers (they still get loads), expired ones on drivers not approved yet (so no
 * demo load is refused), and two approved drivers with no CDL or medical card on file (missing, not blocking).
 */
const COMPLIANCE_CASES: Readonly<
  Record<number, Partial<Record<'cdl' | 'medical' | 'lease' | 'cargo', number>>>
> = {
  0: { medical: 5 },
  1: { cdl: 12 },
  2: { lease: 25 },
  3: { cargo: 20 },
  12: { medical: -10 },
  13: { cdl: -3 },
  17: { lease: -40 },
  25: { cargo: -15 },
};
const NO_CDL_ON_FILE = new Set([4, 5]);
/** Drivers whose signed lease agreement the office still waits for (their status comment says so). */
const LEASE_AWAITED = new Set([25]);

function complianceFields(i: number, today: string) {
  const cases = COMPLIANCE_CASES[i] ?? {};
  const inDays = (days: number | undefined, otherwise: number) => addDays(today, days ?? otherwise);
  return {
    ...(NO_CDL_ON_FILE.has(i)
      ? {}
      : {
          cdl_number: `${String(10_000_000 + i * 7_919).slice(-8)}`,
          cdl_state: 'TX',
          cdl_class: 'A' as const,
          cdl_expiration: inDays(cases.cdl, 400 + i * 23),
          medical_certificate_expiration: inDays(cases.medical, 150 + i * 11),
        }),
    lease_agreement_end: inDays(cases.lease, 500 + i * 7),
    ...(cases.cargo === undefined ? {} : { liabilityCargoExpirationDate: addDays(today, cases.cargo) }),
  };
}

function driverBody(i: number, dispatcherIds: number[], today: string): DriverFormBody {
  const [first, last, area] = DRIVERS[i] ?? ['Demo', 'Driver', '214'];
  const local = emailLocal(first, last);
  const phone = `${area}555${String(1000 + i * 37).slice(-4)}`;
  const kind = i % 3; // 0 company driver, 1 driver owner, 2 owned by a third party
  const fleetOwner = pick(FLEET_OWNERS, i);
  const owner =
    kind === 0
      ? { name: 'Fletx Carriers Inc.', email: 'fleet@fletx.app', cell: '2145550100' }
      : kind === 1
        ? { name: `${first} ${last}`, email: `${local}@gmail.com`, cell: phone }
        : fleetOwner;
  const isTrailer = i % 4 !== 3;
  const start = day(2025, 1 + (i % 12), 1 + ((i * 7) % 27));
  // Policies renewed within the last year (each expires a year after), so none has lapsed on the seed day.
  const renewal = addDays(today, -(60 + ((i * 23) % 240)));
  const insurer = (n: number) => pick(INSURERS, i + n);
  const policy = (prefix: string) => `${prefix}-${String(40_000 + i * 173)}`;
  return {
    first_name: first,
    last_name: last,
    email: `${local}@drivers.fletx.app`,
    phone,
    password: DEMO_PASSWORD,
    lease_agreement_date: start,
    fletxfee: String(10 + (i % 6)),
    companyDriver: kind === 0,
    driverOwner: kind === 1,
    ownerThirdParty: kind === 2,
    owner: owner.name,
    ownerEmail: owner.email,
    ownerCell: owner.cell,
    isTrailer,
    leased: isTrailer ? pick(LESSORS, i) : '',
    financed: isTrailer ? pick(FINANCERS, i) : '',
    powerOnly: !isTrailer,
    dispatcher_id: i % 5 === 4 ? null : pick(dispatcherIds, i),
    nameCompany: pick(WORKERS_COMP, i),
    liabilityInsuarnceCoverage: 'Combined single limit',
    dateCoverage: renewal,
    policyNo: policy('UL'),
    amount: i % 2 === 0 ? '1000000' : '750000',
    nameInsurer: insurer(0),
    effectiveDateCoverage: renewal,
    liabilityCargoPolicyNo: policy('CG'),
    liabilityCargoAmount: '100000',
    liabilityCargonAmeInsurer: insurer(1),
    liabilityCargoEffectiveDateCoverage: renewal,
    noTrukingPolicyNo: policy('NT'),
    noTrukingAmount: '1000000',
    noTrukingEffectiveDateCoverage: renewal,
    ocupationalPolicyNo: policy('OA'),
    ocupationalAmount: '500000',
    ocupationalNameInsurer: insurer(2),
    ocupationalEffectiveDateCoverage: renewal,
    physicalPolicyNo: policy('PD'),
    physicalAmount: String(40_000 + (i % 5) * 5_000),
    physicalNameInsurer: insurer(3),
    physicalEffectiveDateCoverage: renewal,
    passegerPolicyNo: policy('PS'),
    passegerAmount: '50000',
    passegerNameInsurer: insurer(4),
    passegerEffectiveDateCoverage: renewal,
    electronicUser: `${local}@eld.fletx.app`,
    electronicPassword: 'Logb00k#Demo',
    electronicProvider: i % 3 === 1 ? 'Trucks' : 'CH ROBINSON',
    ...complianceFields(i, today),
  };
}

/**
 * Realistic demo data for every screen built so far: a back-office team and 30 drivers in every status
 * (with owners, insurance files, dispatchers and a status history with comments). The seed acts as the
 * office's people (demo-acting.ts): the first user enters the team and the drivers, the first admin user
 * approves and runs the office, the dispatchers and drivers do what they would; the History names them.
 */
export async function seedDemo(
  services: Services,
  clock: ManualClock,
  options: { adminId: number },
): Promise<void> {
  const { users, drivers } = services;
  const staff: Array<{ id: number; role: UserRole }> = [];
  for (const [firstName, lastName, role, phone] of STAFF) {
    const user = await actingAs(options.adminId, () =>
      users.createStaff({
        firstName,
        lastName,
        role,
        phone,
        email: `${emailLocal(firstName, lastName)}@fletx.app`,
        password: DEMO_PASSWORD,
      }),
    );
    staff.push({ id: user.id, role });
  }
  const dispatcherIds = staff.filter((s) => s.role === 'Dispatcher').map((s) => s.id);
  const approverId = staff.find((s) => s.role === 'Admin user')?.id ?? options.adminId;
  const actor = (userId: number) => ({ userId, role: 'Admin user', groups: ['carriers'] });

  const today = utcDay(clock.now());
  for (const [i, [, , , status, comment]] of DRIVERS.entries()) {
    const body = driverBody(i, dispatcherIds, today);
    const saved = await actingAs(options.adminId, async () => {
      const created = await drivers.create(body, actor(options.adminId));
      // Their agreements on file, as the office uploads them with the form: an edit saves without new files.
      const agreements = { id: created.id, body, withoutLease: LEASE_AWAITED.has(i) };
      await seedDriverAgreements(services, agreements, options.adminId);
      return created;
    });
    if (status === DRIVER_STATUS.toBeApproved) continue;
    await actingAs(approverId, async () => {
      // Rejected and inactive drivers were approved or reviewed first: their history shows the path.
      if (status === DRIVER_STATUS.inactive) {
        const verified = { status: DRIVER_STATUS.active, comment: 'Documents verified.' };
        await drivers.changeStatus(saved.id, verified, actor(approverId));
      }
      await drivers.changeStatus(saved.id, { status, comment }, actor(approverId));
    });
  }
  await actingAs(approverId, () => seedOffice(services, clock, { today, dispatcherIds, approverId }));
}

/** The rest of the demo, the first admin user acting unless a step says who else does. */
async function seedOffice(
  services: Services,
  clock: ManualClock,
  { today, dispatcherIds, approverId }: { today: string; dispatcherIds: number[]; approverId: number },
): Promise<void> {
  const dispatcherId = dispatcherIds[0] ?? approverId;
  const approved = await services.loadDriverQueries.driversWithStatus(DRIVER_STATUS.active);
  await seedEquipment(services, DEMO_PASSWORD, new Set(approved.map((d) => d.id)));
  await seedBrokersAndBookings(services, clock);
  const { loadIds, past, deliveredAt } = await seedLoads(services, clock, { dispatcherIds, approverId });
  await seedMiles(services, loadIds, past);
  await seedLoadDocuments(services, clock, loadIds, deliveredAt);
  await seedReports(services, dispatcherId);
  await seedComplianceCases(services, today);
  await seedInvoices(services, clock, [...loadIds, ...past], approverId, new Set(past));
  await seedPayRules(services);
  await seedSettlements(services, clock, approverId);
  await actingAs(dispatcherId, () => seedIntake(services, clock, dispatcherId));
  const stories = await seedMaintenance(services, clock, approverId);
  await seedMaintenanceHistory(services, clock, approverId, stories);
  await seedFuel(services, clock, [...loadIds, ...past]);
  const dispatcher = { userId: dispatcherId, role: 'Dispatcher' as const };
  await actingAs(dispatcher, () => seedDispatch(services, clock, dispatcher));
  await seedTrackingLinks(services, loadIds, approverId);
  await seedMessages(services, clock, loadIds, dispatcherId);
  await actingAs(dispatcher, () => seedCorrectedStopTimes(services, loadIds, dispatcher));
  // The demo trips are history, not news: the bell starts without their status changes.
  for (const id of loadIds) await services.notifications.withdraw({ type: 'load', id }, 'load_status');
}
