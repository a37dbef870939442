import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trailerCompactDocument, trailers, vehicleCompactDocument, vehicles } from '../src/db/schema';
import { compactMatch } from '../src/lib/search';
import { countPlan } from './helpers/plans';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * A plate or unit number typed without its spaces and dashes (the pickers' search, apps/web/src/lib/units.ts)
 * is answered from its trigram index (migration 0062), as the search over plate, VIN and number is from its own.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the units compact search', () => {
  it('reads the trucks from vehicles_compact_trgm_idx', async () => {
    const where = compactMatch(vehicleCompactDocument, 'TX-5102');
    expect(where).toBeDefined();
    if (where)
      expect(await countPlan(ctx.database.db, vehicles, where)).toContain('vehicles_compact_trgm_idx');
  });

  it('reads the trailers from trailers_compact_trgm_idx', async () => {
    const where = compactMatch(trailerCompactDocument, 'tr 5300');
    expect(where).toBeDefined();
    if (where)
      expect(await countPlan(ctx.database.db, trailers, where)).toContain('trailers_compact_trgm_idx');
  });

  it('asks nothing of it for a text without a letter or a digit', () => {
    expect(compactMatch(vehicleCompactDocument, ' - ')).toBeUndefined();
  });
});
