import type { AuditEntry } from '@fletx/contract/audit';
import { type LoadTransaction, TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { ADA_ADMIN } from './helpers/factories';
import { addLedgerEntry, createLoad, loadWorld } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

/** The server's clock, moved by the test: what a replayed past (the demo's seed) runs on too. */
const clock = new ManualClock();
const w = worldPerFile(() => loadWorld({ manager: ADA_ADMIN, clock }));
beforeEach(() => clock.set(new Date()));

const ledgerOf = async (loadId: number): Promise<LoadTransaction[]> =>
  (await w.api.get(`/api/finance/transactions/findbyloadbookid/${loadId}`)).json().data;
const moneyEntries = async (loadId: number): Promise<AuditEntry[]> =>
  (await w.ctx.api.as(w.manager).get(`/api/audit?entityType=load&entityId=${loadId}`))
    .json()
    .data.items.filter((e: AuditEntry) => e.action === 'money');

describe('the times of the ledger (docs/product.md "Ledger")', () => {
  it("dates an entry by the server's clock, as the audit trail dates it", async () => {
    const load = await createLoad(w.api, w.brokerId, w.driverId, { id_number: 'LD-CLOCK-1' });
    clock.set(new Date('2026-03-02T15:04:05.000Z'));
    await addLedgerEntry(w.api, load.id, TRANSACTION_TYPE.detention, 75, '2 h waiting at the shipper');
    const detention = (await ledgerOf(load.id)).find(
      (t) => t.transaction_type_id === TRANSACTION_TYPE.detention,
    );
    expect(detention?.created_at).toBe('2026-03-02 15:04:05');
    expect((await moneyEntries(load.id)).map((e) => e.at)).toEqual(['2026-03-02T15:04:05.000Z']);
  });

  it("dates the trip-rate entry a load's edit adds by the server's clock", async () => {
    const load = await createLoad(w.api, w.brokerId, w.driverId, {
      id_number: 'LD-CLOCK-2',
      freight_company: null,
    });
    expect(await ledgerOf(load.id)).toEqual([]);
    clock.set(new Date('2026-03-03T09:30:00.000Z'));
    const edited = await w.api.put(`/api/loadbook/manualUpdate/${load.id}`, {
      ...(await w.api.get(`/api/loadbook/find/${load.id}`)).json().data.info[0],
      freight_company: 1800,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await ledgerOf(load.id)).map((t) => t.created_at)).toEqual(['2026-03-03 09:30:00']);
  });
});
