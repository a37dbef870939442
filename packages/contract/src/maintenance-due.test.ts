import { describe, expect, it } from 'vitest';
import { scheduleDue } from './maintenance-due';

const byDays = { everyMiles: null, everyDays: 365, lastDoneAt: '2026-01-10', lastDoneMiles: 0 };
const byMiles = { everyMiles: 25_000, everyDays: null, lastDoneAt: '2026-01-10', lastDoneMiles: 100_000 };

describe('a schedule due by days (docs/product.md "Maintenance")', () => {
  const on = (today: string) => scheduleDue(byDays, today, 0);

  it('is due on the last day plus every days', () => {
    expect(on('2026-06-01')).toEqual({ dueAt: '2027-01-10', dueMiles: null, state: 'ok', warnings: [] });
  });

  it('warns at exactly 30, 14, 7 and 1 days before, not the day before each step', () => {
    expect(on('2026-12-10').state).toBe('ok');
    expect(on('2026-12-11').warnings).toEqual([
      { by: 'days', left: 30, within: 30, message: 'Due in 30 days' },
    ]);
    expect(on('2026-12-26').warnings[0]).toMatchObject({ left: 15, within: 30 });
    expect(on('2026-12-27').warnings[0]).toMatchObject({ left: 14, within: 14 });
    expect(on('2027-01-03').warnings[0]).toMatchObject({ left: 7, within: 7 });
    expect(on('2027-01-09')).toMatchObject({ state: 'due_soon', warnings: [{ left: 1, within: 1 }] });
  });

  it('is due soon on the due date and overdue the day after', () => {
    expect(on('2027-01-10')).toMatchObject({
      state: 'due_soon',
      warnings: [{ left: 0, within: 1, message: 'Due today' }],
    });
    expect(on('2027-01-11')).toMatchObject({
      state: 'overdue',
      warnings: [{ left: -1, within: null, message: 'Overdue by 1 day' }],
    });
  });
});

describe('a schedule due by miles', () => {
  const at = (miles: number) => scheduleDue(byMiles, '2026-02-01', miles);

  it('is ok more than 1,000 miles before the due odometer', () => {
    expect(at(123_999)).toEqual({ dueAt: null, dueMiles: 125_000, state: 'ok', warnings: [] });
  });

  it('warns within 1,000 and within 500 miles', () => {
    expect(at(124_000)).toMatchObject({
      state: 'due_soon',
      warnings: [{ by: 'miles', left: 1000, within: 1000 }],
    });
    expect(at(124_499).warnings[0]).toMatchObject({ left: 501, within: 1000 });
    expect(at(124_500).warnings[0]).toMatchObject({ left: 500, within: 500, message: 'Due in 500 mi' });
  });

  it('is overdue at and over the due odometer', () => {
    expect(at(124_999).state).toBe('due_soon');
    expect(at(125_000)).toMatchObject({
      state: 'overdue',
      warnings: [{ left: 0, within: null, message: 'Due now by the odometer' }],
    });
    expect(at(125_250).warnings[0]?.message).toBe('Overdue by 250 mi');
  });
});

describe('a schedule by miles and days: whichever comes first', () => {
  const both = { everyMiles: 15_000, everyDays: 90, lastDoneAt: '2026-01-01', lastDoneMiles: 10_000 };

  it('is overdue by days even with miles to go, and says both reasons', () => {
    const due = scheduleDue(both, '2026-04-02', 24_600);
    expect(due.state).toBe('overdue');
    expect(due.warnings.map((w) => [w.by, w.within])).toEqual([
      ['days', null],
      ['miles', 500],
    ]);
  });

  it('is due soon by miles while the days are far', () => {
    expect(scheduleDue(both, '2026-01-15', 24_100)).toMatchObject({
      state: 'due_soon',
      warnings: [{ by: 'miles', within: 1000 }],
    });
  });
});
