import { describe, expect, it } from 'vitest';
import {
  LOAD_STATUS_IDS,
  type LoadStatusId,
  LOAD_STATUS as S,
  staffActionFor,
  TRACKER_STATUS_IDS,
  transitionTarget,
} from './load-status';

describe('load status transitions (docs/product.md "Status transitions")', () => {
  it('staff: confirm and decline only from 16', () => {
    for (const from of LOAD_STATUS_IDS) {
      expect(transitionTarget('confirm', from)).toBe(from === 16 ? S.new : undefined);
      expect(transitionTarget('decline', from)).toBe(from === 16 ? S.declined : undefined);
    }
  });

  it('staff: cancel from 2 to 12 only', () => {
    const allowed = LOAD_STATUS_IDS.filter((from) => transitionTarget('cancel', from) === S.cancelled);
    expect(allowed).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('staff: end service 10 → 11, approve delivery 11 → 12, reassign 3 → 2', () => {
    expect(LOAD_STATUS_IDS.filter((f) => transitionTarget('endService', f))).toEqual([10]);
    expect(transitionTarget('endService', 10)).toBe(11);
    expect(LOAD_STATUS_IDS.filter((f) => transitionTarget('approveDelivery', f))).toEqual([11]);
    expect(transitionTarget('reassign', 3)).toBe(2);
  });

  it('staff: a cancellation request is accepted (→ 1) or rejected (→ the status before it)', () => {
    expect(transitionTarget('acceptCancellation', 15)).toBe(1);
    expect(transitionTarget('rejectCancellation', 15, 7)).toBe(7);
    expect(transitionTarget('rejectCancellation', 15)).toBeUndefined();
    expect(transitionTarget('rejectCancellation', 8, 7)).toBeUndefined();
  });

  it('driver: accept or refuse a new load; advance one step from 4 to 10; request cancellation from 2 to 9', () => {
    expect(transitionTarget('accept', 2)).toBe(4);
    expect(transitionTarget('refuse', 2)).toBe(3);
    expect(transitionTarget('accept', 4)).toBeUndefined();
    const steps: number[] = [];
    for (let s: LoadStatusId | undefined = 4; s !== undefined; s = transitionTarget('advance', s))
      steps.push(s);
    expect(steps).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(LOAD_STATUS_IDS.filter((f) => transitionTarget('requestCancellation', f))).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('maps a requested target to the staff action, or refuses it', () => {
    expect(staffActionFor(16, 2)).toBe('confirm');
    expect(staffActionFor(10, 11)).toBe('endService');
    expect(staffActionFor(5, 1)).toBe('cancel');
    expect(staffActionFor(15, 1)).toBe('acceptCancellation');
    expect(staffActionFor(15, 6, 6)).toBe('rejectCancellation');
    expect(staffActionFor(4, 10)).toBeUndefined();
    expect(staffActionFor(1, 2)).toBeUndefined();
    expect(staffActionFor(13, 1)).toBeUndefined();
  });

  it('the tracker shows 4 to 11', () => {
    expect(TRACKER_STATUS_IDS).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
