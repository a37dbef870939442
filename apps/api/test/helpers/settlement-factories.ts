import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { deliveryStatements } from '../../src/db/schema';
import type { TestClient } from './client';
import { addLedgerEntry, createLoad, driveTo } from './load-factories';
import type { TestContext } from './test-app';

export interface DeliveryPlan {
  idNumber: string;
  /** Dollars. */
  tripRate: number;
  quickPay?: boolean;
  /** A lumper accessorial, dollars. */
  lumper?: number;
  osdCents?: number;
  /** Ledger advance and deduction, dollars (positive: what is taken off). */
  advance?: number;
  deduction?: number;
  /** When the approval happened (the database stamps now(); the test moves it). */
  approvedAt: string;
}

/**
 * A load of `driverId` driven to delivered, ended, its accessorial, OS&D and ledger entries added, then
 * approved by `carrier` (through the API), with its approval time set to `plan.approvedAt`.
 */
export async function approvedDelivery(
  ctx: TestContext,
  api: TestClient,
  carrier: string,
  ids: { brokerId: number; driverId: number },
  plan: DeliveryPlan,
): Promise<number> {
  const { id } = await createLoad(api, ids.brokerId, ids.driverId, {
    id_number: plan.idNumber,
    freight_company: plan.tripRate,
  });
  await driveTo(ctx.services.loads, id, ids.driverId, LOAD_STATUS.delivered);
  const ended = await api.put(`/api/loadbook/update/${id}`, { loadbook_status_id: LOAD_STATUS.ended });
  expect(ended.statusCode, ended.body).toBe(200);
  const entry = async (type: number, amount: number | undefined) => {
    if (amount) await addLedgerEntry(api, id, type, amount, 'Settlement test');
  };
  await entry(TRANSACTION_TYPE.lumper, plan.lumper);
  await entry(TRANSACTION_TYPE.advance, plan.advance);
  await entry(TRANSACTION_TYPE.deduction, plan.deduction);
  if (plan.osdCents) {
    const r = await api.post(`/api/delivery-approval/${id}/osd`, {
      kind: 'short',
      note: 'One pallet short',
      amount_cents: plan.osdCents,
    });
    expect(r.statusCode, r.body).toBe(201);
  }
  const ok = await api.post(
    `/api/delivery-approval/${id}/approve`,
    { quickPay: plan.quickPay ?? false },
    { as: carrier },
  );
  expect(ok.statusCode, ok.body).toBe(200);
  await ctx.database.db
    .update(deliveryStatements)
    .set({ approvedAt: new Date(plan.approvedAt) })
    .where(eq(deliveryStatements.loadId, id));
  return id;
}

/**
 * `approvedDelivery` for a test file's world: loads by `world.carrier` of `world.brokerId`, numbered
 * `<prefix>-1`, `<prefix>-2`… unless the plan names its own. The world is read at each call (it is filled in
 * `beforeAll`).
 */
export function deliveriesOf(
  world: { ctx: TestContext; api: TestClient; carrier: string; brokerId: number },
  prefix: string,
) {
  let seq = 0;
  return (driverId: number, plan: Omit<DeliveryPlan, 'idNumber'> & { idNumber?: string }) =>
    approvedDelivery(
      world.ctx,
      world.api,
      world.carrier,
      { brokerId: world.brokerId, driverId },
      { idNumber: `${prefix}-${++seq}`, ...plan },
    );
}

/** The text of a PDF, as /usr/bin/pdftotext reads it (layout kept). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fletx-pdf-'));
  try {
    const file = path.join(dir, 'settlement.pdf');
    await fs.writeFile(file, bytes);
    const { stdout } = await promisify(execFile)('/usr/bin/pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
