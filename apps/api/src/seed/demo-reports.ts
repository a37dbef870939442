import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { DriverReportBody } from '@fletx/contract/reports';
import { DRIVER_ROLE } from '@fletx/contract/roles';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { loadLocations, loads } from '../db/schema';
import type { DeliveryApprovalService } from '../modules/delivery-approval/delivery-approval.service';
import type { Services } from '../services';
import { actingAs } from './demo-acting';

const ROLLING = [
  LOAD_STATUS.onTheWayToPickup,
  LOAD_STATUS.atPickup,
  LOAD_STATUS.loaded,
  LOAD_STATUS.inTransit,
  LOAD_STATUS.atDelivery,
];

type AlertBody = Omit<DriverReportBody, 'lat' | 'lon'>;

/**
 * Alerts: [report, the load status it is sent in, staff comments as [text, status it moves to]]. Each is
 * placed where its load's truck last reported its position.
 */
const ALERTS: ReadonlyArray<[AlertBody, (typeof ROLLING)[number], ReadonlyArray<[string, 1 | 2 | 3]>]> = [
  [
    { type: 'alert', kind: 'breakdown', text: 'Check engine light on, losing power on grades.' },
    LOAD_STATUS.inTransit,
    [],
  ],
  [
    { type: 'alert', kind: 'weather', text: 'Heavy fog, driving slowly; may be 2 hours late.' },
    LOAD_STATUS.inTransit,
    [],
  ],
  [
    { type: 'alert', kind: 'delay', text: 'Receiver says the dock is full until 3 PM.' },
    LOAD_STATUS.atDelivery,
    [['Called the receiver; they will unload at 3 PM. Broker informed.', 2]],
  ],
  [
    {
      type: 'alert',
      kind: 'accident',
      text: 'Minor scrape with a post at the fuel station, no injuries.',
    },
    LOAD_STATUS.onTheWayToPickup,
    [
      ['Photos requested and the insurer notified.', 2],
      ['Insurer closed the claim; no damage to the cargo. Resolved.', 3],
    ],
  ],
];

/**
 * Reports and alerts from drivers on their loads on the road (Pending, In progress, Resolved with staff
 * comments) and one cancellation request; OS&D deductions on two ended loads awaiting approval.
 */
export async function seedReports(
  services: Pick<Services, 'uow' | 'reports' | 'delivery'>,
  staffId: number,
): Promise<void> {
  const { uow, reports, delivery } = services;
  const staff = { userId: staffId, role: 'Dispatcher' };

  const rolling = await uow.db
    .select({ id: loads.id, driverId: loads.driverId, statusId: loads.statusId })
    .from(loads)
    .where(and(inArray(loads.statusId, [...ROLLING]), isNotNull(loads.driverId)))
    .orderBy(asc(loads.id));
  const driverOf = (l: (typeof rolling)[number]) => ({ userId: l.driverId ?? 0, role: DRIVER_ROLE });
  // The cancellation request takes a load whose status other loads still show (every status keeps one).
  const perStatus = new Map<number, number>();
  for (const l of rolling) perStatus.set(l.statusId, (perStatus.get(l.statusId) ?? 0) + 1);
  const cancel = [...rolling].reverse().find((l) => (perStatus.get(l.statusId) ?? 0) > 1);
  // Each alert on a load of its own in the status it fits (any other rolling one else), where its truck is.
  const free = rolling.filter((l) => l !== cancel);
  for (const [body, status, comments] of ALERTS) {
    const load = free.find((l) => l.statusId === status) ?? free[0];
    if (!load) break;
    free.splice(free.indexOf(load), 1);
    const [last] = await uow.db
      .select({ lat: loadLocations.lat, lon: loadLocations.lon })
      .from(loadLocations)
      .where(eq(loadLocations.loadId, load.id))
      .orderBy(desc(loadLocations.at))
      .limit(1);
    const report = await actingAs(driverOf(load), () =>
      reports.create(load.id, { ...body, ...last }, driverOf(load)),
    );
    for (const [text, to] of comments)
      await actingAs(staff, () => reports.comment(report.id, text, to, staff));
  }
  if (cancel) {
    const text = 'Family emergency, I need to go home. Please reassign the load.';
    await actingAs(driverOf(cancel), () =>
      reports.create(cancel.id, { type: 'cancellation', text }, driverOf(cancel)),
    );
  }

  const ended = await uow.db
    .select({ id: loads.id })
    .from(loads)
    .where(eq(loads.statusId, LOAD_STATUS.ended))
    .orderBy(asc(loads.id))
    .limit(2);
  const osd: ReadonlyArray<Parameters<DeliveryApprovalService['addOsd']>[1]> = [
    {
      kind: 'damaged',
      note: 'Two pallets crushed at the corner; receiver noted it on the BOL.',
      amount_cents: 12_550,
    },
    { kind: 'short', note: 'Short 3 cases of 48 ordered.', amount_cents: 4_275 },
  ];
  for (const [i, load] of ended.entries()) {
    const entry = osd[i];
    if (entry) await actingAs(staff, () => delivery.addOsd(load.id, entry, staff));
  }
}
