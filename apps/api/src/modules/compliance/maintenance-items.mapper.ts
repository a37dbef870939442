import {
  type ComplianceItem,
  daysBetween,
  maintenanceItemKey,
  shownDay,
  warningThreshold,
} from '@fletx/contract/compliance';
import { complianceMessages } from '@fletx/contract/compliance-messages';
import { MAINTENANCE_TEMPLATES, maintenanceMessages } from '@fletx/contract/maintenance';
import type { ScheduleDue } from '@fletx/contract/maintenance-due';
import type { DueScheduleRow } from '../read-model/maintenance-due.queries';
import { trailerName, truckName } from './compliance.items';
import type { NewComplianceWarning } from './compliance.repository';

/** A schedule, its state today and the compliance item it is (undefined while it is in order). */
export interface DueSchedule {
  schedule: DueScheduleRow;
  due: ScheduleDue;
  item: ComplianceItem | undefined;
}

const labelOf = (task: string) => MAINTENANCE_TEMPLATES.find((t) => t.task === task)?.label ?? task;

const nameOf = (s: DueScheduleRow) =>
  s.unitType === 'truck'
    ? truckName({ unitNumber: s.number, plateNumber: s.plateNumber })
    : trailerName({ trailerNumber: s.number, plateNumber: s.plateNumber });

/**
 * A schedule as the compliance list shows it (docs/product.md "Maintenance"): overdue is `expired` (and blocks
 * when the carrier chose so), due soon is `expiring`. The list's horizon `within` widens or narrows the days
 * rule as it does a document's: a schedule due by miles (within 1,000 mi) is listed whatever the horizon.
 */
export function maintenanceItem(
  s: DueScheduleRow,
  due: ScheduleDue,
  today: string,
  within: number,
): ComplianceItem | undefined {
  const daysLeft = due.dueAt === null ? null : daysBetween(today, due.dueAt);
  const byMiles = due.warnings.some((w) => w.by === 'miles');
  const listed = due.state === 'overdue' || byMiles || (daysLeft !== null && daysLeft <= within);
  if (!listed) return undefined;
  const state = due.state === 'overdue' ? 'expired' : 'expiring';
  return {
    entityType: s.unitType,
    entityId: s.unitId,
    entityName: nameOf(s),
    item: maintenanceItemKey(s.task),
    label: labelOf(s.task),
    detail: due.warnings.map((w) => w.message).join(' · ') || maintenanceMessages.dueInDays(daysLeft ?? 0),
    expiresOn: due.dueAt,
    daysLeft,
    state,
    blocks: state === 'expired' && s.blocksDispatch,
    link: `/fletx/maintenance?unitType=${s.unitType}&unitId=${s.unitId}`,
  };
}

/** A bell warning of a due schedule: what it says and the key it is sent once under. */
export interface MaintenanceWarning {
  key: NewComplianceWarning;
  title: string;
  body: string;
  item: ComplianceItem;
}

/**
 * The warnings a due schedule has reached: by days at 30, 14, 7, 1 days and the day (as a document's), by miles
 * at 1,000 and 500 mi and once due. Each is keyed by the schedule and the cycle (its due date, or for miles the
 * day it was last done), so a schedule done again warns again.
 */
export function maintenanceWarnings({ schedule, due, item }: DueSchedule): MaintenanceWarning[] {
  if (!item) return [];
  return due.warnings.map((w) => {
    const byDays = w.by === 'days';
    const threshold = byDays ? (warningThreshold(w.left) ?? 0) : w.left <= 0 ? 0 : (w.within ?? 0);
    return {
      key: {
        entityType: schedule.unitType,
        entityId: schedule.unitId,
        item: `maintenance:${schedule.id}:${w.by}`,
        expiresOn: byDays && due.dueAt ? due.dueAt : schedule.lastDoneAt,
        threshold,
      },
      title: complianceMessages.maintenanceWarningTitle(item.label, item.entityName, w.message),
      body:
        byDays && due.dueAt
          ? complianceMessages.warningBody(due.dueAt, true)
          : `Due at ${(due.dueMiles ?? 0).toLocaleString('en-US')} mi; last done on ${shownDay(schedule.lastDoneAt)}.`,
      item,
    };
  });
}
