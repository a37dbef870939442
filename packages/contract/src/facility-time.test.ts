import { describe, expect, it } from 'vitest';
import { facilityInstant, instantOfClock, STATE_TIME_ZONES, stateZone } from './facility-time';
import { US_STATES } from './us-states';

const at = (clock: string, state: string) => facilityInstant(clock, stateZone(state)).toISOString();

describe("a facility's clock read in its state's zone", () => {
  it('gives every state a zone', () => {
    expect(US_STATES.filter((s) => !STATE_TIME_ZONES[s.code]).map((s) => s.code)).toEqual([]);
  });

  it.each([
    ['08:00 at a Dallas dock in winter (CST)', '2026-12-01T08:00:00.000Z', 'TX', '2026-12-01T14:00:00.000Z'],
    ['the same in summer (CDT)', '2026-07-01T08:00:00.000Z', 'TX', '2026-07-01T13:00:00.000Z'],
    ['Phoenix, no summer time', '2026-07-01T08:00:00.000Z', 'AZ', '2026-07-01T15:00:00.000Z'],
    ['20:00 in Atlanta, the next day in UTC', '2026-12-01T20:00:00.000Z', 'GA', '2026-12-02T01:00:00.000Z'],
    ['a state code in lower case', '2026-12-01T08:00:00.000Z', 'ca', '2026-12-01T16:00:00.000Z'],
  ])('reads %s', (_, stored, state, instant) => {
    expect(at(stored, state)).toBe(instant);
  });

  it('keeps the stored time for a state it does not know', () => {
    expect(at('2026-12-01T08:00:00.000Z', 'ON')).toBe('2026-12-01T08:00:00.000Z');
  });

  it('reads a clock in the zone it is given: a dock in El Paso, Texas, keeps Mountain time', () => {
    expect(facilityInstant('2026-12-01T08:00:00.000Z', 'America/Denver').toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    );
  });

  it('takes a time the clock skips an hour later, and one it shows twice the first time', () => {
    // 8 March 2026, Chicago: 02:00 becomes 03:00; 1 November: 01:00 comes twice.
    const skipped = instantOfClock(Date.UTC(2026, 2, 8, 2, 30), 'America/Chicago');
    expect(new Date(skipped).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    const twice = instantOfClock(Date.UTC(2026, 10, 1, 1, 30), 'America/Chicago');
    expect(new Date(twice).toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });
});
