import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { LoadBody } from '@fletx/contract/loads';
import type { ApprovedPast } from '../modules/delivery-approval/delivery-approval.service';
import type { PastEntry, PastStep } from '../modules/loads/load-past.service';
import type { LoadActor } from '../modules/loads/loads.service';
import { stepMinutes } from './demo-tracking';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A demo load's fuel advance: a tenth of its trip rate, at most $300. An advance is part of what the trip pays,
 * so no week's settlement (a per-mile driver on a short trip) goes below zero whatever day the demo is made.
 */
export const fuelAdvance = (body: Pick<LoadBody, 'freight_company'>) =>
  Math.min(300, Math.floor((body.freight_company ?? 0) / 100) * 10);

/**
 * One of the demo's past trips (demo-history.ts) as the seed would have made it one call at a time
 * (demo-loads.ts): entered the day before by its dispatcher, accepted at `start` by its driver, advanced step
 * by step as a trip goes (`stepMinutes`) to Delivered, ended by the dispatcher and approved, with a wait, a
 * lumper, an advance or a damage now and then; entered at once by `DeliveryApprovalService.enterApprovedMany`.
 */
export function demoPastLoad(
  i: number,
  body: LoadBody,
  start: number,
  now: Date,
  actors: { driver: LoadActor; dispatcher: LoadActor; approver: LoadActor },
): ApprovedPast {
  const latest = now.getTime() - MINUTE;
  const steps: PastStep[] = [];
  const entries: PastEntry[] = [];
  let at = start;
  let status: number = LOAD_STATUS.new;
  const step = (action: PastStep['action'], actor: LoadActor, to: number) => {
    const when = new Date(Math.min(at, latest));
    steps.push({ action, actor, at: when });
    status = to;
    at = when.getTime() + stepMinutes(to, body.distance_miles ?? 0) * MINUTE;
    return when;
  };
  const entry = (typeId: number, amount: number, comment: string, actor: LoadActor, when: Date) =>
    entries.push({ typeId, amount, comment, actor, at: when });

  step('accept', actors.driver, LOAD_STATUS.accepted);
  let last = new Date(start);
  while (status < LOAD_STATUS.delivered) last = step('advance', actors.driver, status + 1);
  if (i % 5 === 0)
    entry(TRANSACTION_TYPE.detention, 75 + (i % 3) * 25, 'Detention at the shipper', actors.dispatcher, last);
  if (i % 4 === 0)
    entry(TRANSACTION_TYPE.lumper, 185.5, `Lumper receipt #${4410 + i}`, actors.dispatcher, last);
  if (i % 5 === 1)
    entry(TRANSACTION_TYPE.advance, fuelAdvance(body), 'Fuel advance (Comdata)', actors.dispatcher, last);
  const ended = step('endService', actors.dispatcher, LOAD_STATUS.ended);
  if (i % 2 === 1 && i % 7 === 0)
    entry(TRANSACTION_TYPE.deduction, 120, 'OS&D: 2 cases damaged', actors.approver, ended);
  step('approveDelivery', actors.approver, LOAD_STATUS.deliveryApproved);
  const entered = new Date(Math.min(start, now.getTime()) - (20 + (i % 9)) * HOUR);
  return { body, entered: { actor: actors.dispatcher, at: entered }, steps, entries, quickPay: i % 3 === 0 };
}
