import { LOAD_STATUS } from '@fletx/contract/load-status';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { ManualClock } from '../src/lib/clock';
import { TokenSigner } from '../src/modules/auth/tokens';
import { loadWorld } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';
import { TEST_JWT_SECRET } from './helpers/test-app';

/**
 * The Reports list's `date` is the carrier's day (docs/decisions/0070-carriers-day.md): a report sent at 20:00 in
 * Chicago on 9 March (01:00 UTC on the 10th) is one of 9 March's.
 */
const clock = new ManualClock(new Date('2026-03-10T02:30:00Z'));
const w = worldPerFile(async () => {
  const world = await loadWorld({ manager: { role: 'Admin user' }, clock });
  const [row] = await world.ctx.database.db.select().from(users).where(eq(users.id, world.driverId));
  if (!row) throw new Error('no driver');
  const driver = `Bearer ${(await new TokenSigner(TEST_JWT_SECRET).sign(row)).accessToken}`;
  return { ...world, driver };
});

describe("the Reports list's day", () => {
  it("lists a report of the carrier's evening on that day", async () => {
    const loadId = await w.loadAt(LOAD_STATUS.inTransit, 'RCD');
    const sent = await w.api.post(
      `/api/driver/loads/${loadId}/reports`,
      { type: 'alert', kind: 'weather', text: 'Hail', at: '2026-03-10T01:00:00.000Z' },
      { as: w.driver },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const onDay = async (day: string) =>
      (await w.api.get(`/api/loadbook/loadbookreport/?date=${day}&take=100`))
        .json()
        .data.info.map((r: { id: number }) => r.id);
    expect(await onDay('2026-03-09')).toEqual([sent.json().data.id]);
    expect(await onDay('2026-03-10')).toEqual([]);
  });
});
