import { describe, expect, it } from 'vitest';
import { shareById } from './lib/share-by-id';

/** A new answer of the board keeps what did not change as the old objects, records matched by id. */

const load = (id: number, status = 16) => ({ id, number: `LD-${id}`, status, driverId: null });
const answer = () => ({
  data: {
    drivers: [
      { id: 1, name: 'Ann', available: [{ from: 'a', to: 'b' }], loads: [load(1, 2), load(2, 2)] },
      { id: 2, name: 'Bob', available: [], loads: [] },
    ],
    unassigned: [load(10), load(11), load(12)],
  },
});
type Answer = ReturnType<typeof answer>;

describe('shareById', () => {
  it('keeps the whole old answer when the new one is equal', () => {
    const old = answer();
    expect(shareById(old, answer())).toBe(old);
  });

  it('keeps the loads after one that left the queue, and the rows that did not change', () => {
    const old = answer();
    const next = answer();
    // Load 10 onto Bob's row.
    next.data.unassigned.shift();
    next.data.drivers[1]?.loads.push({ ...load(10, 2), driverId: 2 } as never);
    const shared = shareById(old, next) as Answer;
    expect(shared).toEqual(next);
    expect(shared).not.toBe(old);
    expect(shared.data.unassigned[0]).toBe(old.data.unassigned[1]);
    expect(shared.data.unassigned[1]).toBe(old.data.unassigned[2]);
    expect(shared.data.drivers[0]).toBe(old.data.drivers[0]);
    expect(shared.data.drivers[1]).not.toBe(old.data.drivers[1]);
    expect(shared.data.drivers[1]?.available).toBe(old.data.drivers[1]?.available);
  });

  it('gives a changed record a new object, its unchanged neighbours and parts their old ones', () => {
    const old = answer();
    const next = answer();
    next.data.drivers[0]?.loads.reverse();
    (next.data.drivers[0]?.loads[0] as { status: number }).status = 4;
    const shared = shareById(old, next) as Answer;
    expect(shared).toEqual(next);
    const [two, one] = shared.data.drivers[0]?.loads ?? [];
    expect(one).toBe(old.data.drivers[0]?.loads[0]);
    expect(two).not.toBe(old.data.drivers[0]?.loads[1]);
    expect(shared.data.drivers[0]?.available).toBe(old.data.drivers[0]?.available);
    expect(shared.data.unassigned).toBe(old.data.unassigned);
  });

  it('matches arrays without ids by place, and sees keys come and go', () => {
    const old = { spans: [{ from: 'a' }, { from: 'b' }], note: 'x' } as Record<string, unknown>;
    const next = { spans: [{ from: 'b' }, { from: 'a' }] } as Record<string, unknown>;
    const shared = shareById(old, next) as typeof next;
    expect(shared).toEqual(next);
    expect(shared).not.toHaveProperty('note');
    expect((shared.spans as unknown[])[0]).not.toBe((old.spans as unknown[])[1]);
    expect(shareById({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
  });
});
