import type { SettlementStatus } from '@fletx/contract/settlements';
import type { settlements } from '../db/schema';

/**
 * The rows the settlements read across areas (modules/read-model/settlements.queries.ts) and turn into
 * pay statements (modules/settlements/settlements.mapper.ts).
 */

/** An approved delivery not yet in any settlement. */
export interface UnsettledApproval {
  loadId: number;
  driverId: number;
  approvedAt: Date;
}

/** An approved delivery of a settlement: its frozen statement and what the pay statement shows of the load. */
export interface SettlementLoadRow {
  settlementId: number;
  loadId: number;
  loadNumber: string;
  pickupCity: string | null;
  deliveryCity: string | null;
  deliveredAt: Date | null;
  approvedAt: Date;
  quickPay: boolean;
  tripRate: number;
  accessorialsTotal: number;
  osdTotal: number;
  /** Miles as numeric text (docs/product.md "Driver pay rules"): loaded (actual, planned or typed), deadhead. */
  loadedMiles: string | null;
  deadheadMiles: string | null;
  /** Minutes from arriving at the pickup / delivery to loaded / delivered (null when not recorded). */
  pickupWait: number | null;
  deliveryWait: number | null;
  /** The line frozen when the settlement was paid (null while unpaid). */
  frozen: unknown;
}

/** An advance or deduction (ledger types 8, 7) of a load; `amountCents` as stored (negative). */
export interface LoadAdjustmentRow {
  id: number;
  loadId: number;
  typeId: number;
  amountCents: number;
  comment: string;
  createdAt: Date;
}

/** An advance or deduction carried into a settlement from the paid one of its load (`fromSettlementId`). */
export interface CarriedAdjustmentRow extends LoadAdjustmentRow {
  settlementId: number;
  loadNumber: string;
  fromSettlementId: number;
  fromPeriodStart: string;
  fromPeriodEnd: string;
}

export interface SettlementFilter {
  driverId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: SettlementStatus | undefined;
}

export type SettlementRow = typeof settlements.$inferSelect & { driverName: string };
