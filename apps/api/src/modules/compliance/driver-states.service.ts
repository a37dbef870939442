import {
  COMPLIANCE_DEFAULT_WITHIN,
  type ComplianceItem,
  MAINTENANCE_ITEM_PREFIX,
} from '@fletx/contract/compliance';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ComplianceQueries } from '../read-model/compliance.queries';
import { type MaintenanceUnit, unitKey } from '../read-model/maintenance-due.queries';
import { itemsNeedingAttention } from './annual-inspection';
import { driverItems, trailerItems, truckItems } from './compliance.items';
import { byUrgency, type DriverComplianceState, reasonOf } from './compliance-order';
import {
  type DispatchBlock,
  defectBlocksFrom,
  type OpenDefect,
  type OutOfServiceReader,
} from './dispatch-blocks';

/** What stands against one driver: the items needing attention, and the out-of-service defects that block. */
interface DriverItems {
  /** Their documents', their truck's and trailer's (documents, schedules), most urgent first. */
  items: ComplianceItem[];
  /** The open out-of-service defects of that truck and trailer, as the 409 gives them. */
  defects: DispatchBlock[];
}

/**
 * The compliance of many drivers at once (the dispatch board's badges, the load form's driver select), in a
 * fixed number of reads whatever their number; each agrees with `ComplianceService.checkDispatch` for that
 * driver: blocked exactly when it answers 409, in the words of its first block.
 */
export class DriverStates {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: Pick<ComplianceQueries, 'drivers' | 'trucks' | 'trailers'>,
    private readonly defects: Pick<OutOfServiceReader, 'everyOpenOutOfServiceDefect'>,
    private readonly today: () => Promise<string>,
    /** The due or overdue schedules of every active unit on `today`, as items. */
    private readonly maintenanceItems: (today: string) => Promise<ComplianceItem[]>,
  ) {}

  /** Per driver of `driverIds` (the watched ones): what stands against them. */
  private async itemsByDriver(driverIds: ReadonlyArray<number>): Promise<Map<number, DriverItems>> {
    const today = await this.today();
    const wanted = new Set(driverIds);
    const [drivers, trucks, trailers, maintenance, defects] = await this.uow.all(
      () => this.queries.drivers(),
      () => this.queries.trucks(),
      () => this.queries.trailers(),
      () => this.maintenanceItems(today),
      () => this.defects.everyOpenOutOfServiceDefect(),
    );
    const schedulesByUnit = new Map<string, ComplianceItem[]>();
    for (const item of maintenance) {
      const key = unitKey({
        unitType: item.entityType as MaintenanceUnit['unitType'],
        unitId: item.entityId,
      });
      schedulesByUnit.set(key, [...(schedulesByUnit.get(key) ?? []), item]);
    }
    const schedulesOf = (unitType: MaintenanceUnit['unitType'], unit: { id: number } | undefined) =>
      unit ? (schedulesByUnit.get(unitKey({ unitType, unitId: unit.id })) ?? []) : [];
    const defectsByUnit = new Map<string, OpenDefect[]>();
    for (const { unitType, unitId, ...defect } of defects) {
      const key = unitKey({ unitType, unitId });
      defectsByUnit.set(key, [...(defectsByUnit.get(key) ?? []), defect]);
    }
    const defectsOf = (unitType: MaintenanceUnit['unitType'], unitId: number) =>
      defectsByUnit.get(unitKey({ unitType, unitId })) ?? [];
    // As checkDispatch reads them: the first truck of a driver, the first trailer of a truck (by id).
    const truckOf = new Map<number, (typeof trucks)[number]>();
    for (const t of trucks) if (!truckOf.has(t.driverId)) truckOf.set(t.driverId, t);
    const trailerOf = new Map<number, (typeof trailers)[number]>();
    for (const t of trailers) if (!trailerOf.has(t.vehicleId)) trailerOf.set(t.vehicleId, t);
    const byDriver = new Map<number, DriverItems>();
    for (const driver of drivers) {
      if (!wanted.has(driver.id)) continue;
      const truck = truckOf.get(driver.id);
      const trailer = truck ? trailerOf.get(truck.id) : undefined;
      const { items } = itemsNeedingAttention(
        [
          ...driverItems(driver),
          ...(truck ? truckItems(truck) : []),
          ...(trailer ? trailerItems(trailer) : []),
        ],
        [...schedulesOf('truck', truck), ...schedulesOf('trailer', trailer)],
        today,
        COMPLIANCE_DEFAULT_WITHIN,
      );
      items.sort(byUrgency);
      byDriver.set(driver.id, { items, defects: defectBlocksFrom(defectsOf, truck, trailer) });
    }
    return byDriver;
  }

  /**
   * Why each of `driverIds` cannot be dispatched today (the 409's words for its first block: an item that
   * blocks, else an out-of-service defect), for the load form's driver select; drivers with nothing blocking
   * are left out.
   */
  async blockReasons(driverIds: ReadonlyArray<number>): Promise<Map<number, string>> {
    const reasons = new Map<number, string>();
    for (const [driverId, { items, defects }] of await this.itemsByDriver(driverIds)) {
      const reason = firstBlock(items, defects);
      if (reason) reasons.set(driverId, reason);
    }
    return reasons;
  }

  /** The dispatch board's badges (docs/product.md "Dispatch board"): compliance and maintenance states. */
  async boardStates(driverIds: ReadonlyArray<number>): Promise<Map<number, DriverComplianceState>> {
    const states = new Map<number, DriverComplianceState>();
    for (const [driverId, { items, defects }] of await this.itemsByDriver(driverIds)) {
      const blocking = firstBlock(items, defects);
      const maintenance = items.filter((i) => i.item.startsWith(MAINTENANCE_ITEM_PREFIX));
      states.set(driverId, {
        compliance: blocking ? 'blocked' : items.length > 0 ? 'expiring' : 'ok',
        note: blocking ?? (items[0] ? reasonOf(items[0]) : null),
        maintenance: maintenance.some((i) => i.state === 'expired')
          ? 'overdue'
          : maintenance.length > 0
            ? 'due'
            : 'ok',
      });
    }
    return states;
  }
}

/** The first thing the 409 names, in its words: an item that blocks, then an out-of-service defect. */
function firstBlock(items: ReadonlyArray<ComplianceItem>, defects: ReadonlyArray<DispatchBlock>) {
  const item = items.find((i) => i.blocks);
  return item ? reasonOf(item) : defects[0]?.message;
}
