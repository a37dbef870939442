import { describe, expect, it } from 'vitest';
import type { DutyStatus } from './duty';
import { computeServiceHours, type DutyChange, formatDuration, hosViolations } from './hos';
import { LOAD_STATUS } from './load-status';

const change = (at: string, status: DutyStatus, lat = 40, lon = -80): DutyChange => ({
  status,
  at,
  lat,
  lon,
});

/** A two-day trip, Pittsburgh → Chicago, crossing midnight UTC in the sleeper berth. */
const trip: DutyChange[] = [
  change('2026-03-01T20:00:00Z', 'off_duty', 40.44, -79.99),
  change('2026-03-02T06:00:00Z', 'on_duty', 40.44, -79.99),
  change('2026-03-02T06:30:00Z', 'driving', 40.44, -79.99),
  change('2026-03-02T10:30:00Z', 'on_duty', 40.8, -81.38),
  change('2026-03-02T12:00:00Z', 'driving', 40.8, -81.38),
  change('2026-03-02T16:00:00Z', 'off_duty', 41.08, -85.14),
  change('2026-03-02T16:30:00Z', 'driving', 41.08, -85.14),
  change('2026-03-02T19:00:00Z', 'sleeper_berth', 41.6, -86.7),
  // Sent late by the driver's app: order of arrival must not matter.
  change('2026-03-03T09:15:00Z', 'off_duty', 41.7, -87.2),
  change('2026-03-03T05:00:00Z', 'on_duty', 41.6, -86.7),
  change('2026-03-03T05:15:00Z', 'driving', 41.6, -86.7),
  change('2026-03-03T09:45:00Z', 'driving', 41.7, -87.2),
  change('2026-03-03T11:00:00Z', 'on_duty', 41.88, -87.63),
  change('2026-03-03T12:30:00Z', 'off_duty', 41.88, -87.63),
];

const loadChanges = [
  { status: LOAD_STATUS.accepted, at: '2026-03-02T05:00:00Z' },
  { status: LOAD_STATUS.onTheWayToPickup, at: '2026-03-02T06:30:00Z' },
  { status: LOAD_STATUS.atPickup, at: '2026-03-02T10:35:00Z' },
  { status: LOAD_STATUS.loaded, at: '2026-03-02T11:50:00Z' },
  { status: LOAD_STATUS.inTransit, at: '2026-03-02T12:00:00Z' },
  { status: LOAD_STATUS.atDelivery, at: '2026-03-03T10:55:00Z' },
  { status: LOAD_STATUS.delivered, at: '2026-03-03T12:20:00Z' },
];

/** The trip's hours from midnight UTC on its first day up to `to`. */
const tripHours = (to: string, plantName?: string) =>
  computeServiceHours({ events: trip, loadChanges, from: '2026-03-02T00:00:00Z', to, plantName });

/** The trip's changes on a UTC day, in time order (not in the order they were sent), as [status, HH:mm]. */
const tripChangesOn = (day: string) =>
  trip
    .filter((c) => c.at.startsWith(day))
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((c) => [c.status, c.at.slice(11, 16)]);
const statusAndTime = (entry: { status: DutyStatus; startTime: string }) => [
  entry.status,
  entry.startTime.slice(11, 16),
];

/** The trip's unloading, whatever part of the period is asked for. */
const tripUnloading = {
  arrival_to_drop_off: '2026-03-03T10:55:00.000Z',
  unloading_started: '2026-03-03T11:00:00.000Z',
  end_unloading: '2026-03-03T12:20:00.000Z',
  unloading_time: 80,
};

describe('computeServiceHours', () => {
  const hours = tripHours('2026-03-04T00:00:00Z', 'Chicago Cold Storage');

  it('totals each status over the period, in minutes', () => {
    expect(hours.total_hos).toEqual({
      driver_time: 240 + 240 + 150 + 240 + 75,
      loading: 75,
      unloading: 85,
      loading_unloading_times_total: 160,
      on_duty_time: 945 + 225,
    });
    expect(hours.rest_time).toEqual({ total_rest_time: 360 + 30 + 30 + 690 });
    expect(hours.sleeper_berth).toEqual({ total_sleeper_berth_time: 600 });
    const all =
      hours.total_hos.on_duty_time +
      hours.rest_time.total_rest_time +
      hours.sleeper_berth.total_sleeper_berth_time;
    expect(all).toBe(48 * 60);
  });

  it('describes the unloading: arrival, start (first on duty after arrival), end and duration', () => {
    expect(hours.unloading_time).toEqual({ plant_name: 'Chicago Cold Storage', ...tripUnloading });
  });

  it('splits the log into UTC days; a status crossing midnight continues at 00:00', () => {
    expect(hours.days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    const [first, second] = hours.days;
    expect(first?.info[0]).toEqual({
      status: 'off_duty',
      location: { lat: 40.44, lon: -79.99 },
      startTime: '2026-03-02T00:00:00.000Z',
      continued: true,
    });
    expect(first?.info.map(statusAndTime)).toEqual([['off_duty', '00:00'], ...tripChangesOn('2026-03-02')]);
    expect(first?.totals).toEqual({ driving: 630, on_duty: 120, off_duty: 390, sleeper_berth: 300 });
    expect(second?.info.map(statusAndTime)).toEqual([
      ['sleeper_berth', '00:00'],
      ...tripChangesOn('2026-03-03'),
    ]);
    expect(second?.info.map((i) => i.continued)).toEqual([true, false, false, false, false, false, false]);
    expect(second?.totals).toEqual({ driving: 315, on_duty: 105, off_duty: 720, sleeper_berth: 300 });
  });

  it('counts only the part of the period asked for, up to "now" for a live trip', () => {
    const live = tripHours('2026-03-02T11:00:00Z');
    expect(live.total_hos).toEqual({
      driver_time: 240,
      loading: 25,
      unloading: 0,
      loading_unloading_times_total: 25,
      on_duty_time: 300,
    });
    expect(live.unloading_time).toEqual({ plant_name: null, ...tripUnloading });
  });

  it('answers zeros and nulls without changes', () => {
    const none = computeServiceHours({
      events: [],
      from: '2026-03-02T00:00:00Z',
      to: '2026-03-03T00:00:00Z',
    });
    expect(none).toEqual({
      days: [],
      total_hos: {
        driver_time: 0,
        loading: 0,
        unloading: 0,
        loading_unloading_times_total: 0,
        on_duty_time: 0,
      },
      rest_time: { total_rest_time: 0 },
      sleeper_berth: { total_sleeper_berth_time: 0 },
      unloading_time: {
        plant_name: null,
        arrival_to_drop_off: null,
        unloading_started: null,
        end_unloading: null,
        unloading_time: null,
      },
    });
  });

  it('counts completed minutes (seconds round down) and lets the later of two equal times win', () => {
    const hours = computeServiceHours({
      events: [
        change('2026-03-02T08:00:00Z', 'on_duty'),
        change('2026-03-02T08:00:00Z', 'driving'),
        change('2026-03-02T08:10:59Z', 'off_duty'),
      ],
      from: '2026-03-02T08:00:00Z',
      to: '2026-03-02T08:20:00Z',
    });
    expect(hours.total_hos.driver_time).toBe(10);
    expect(hours.total_hos.on_duty_time).toBe(10);
    expect(hours.rest_time.total_rest_time).toBe(9);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [570, '09:30'],
    [1505, '25:05'],
    [-5, '00:00'],
  ])('writes %d minutes as %s (HH:mm, hours past 24 included)', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe('hosViolations (FMCSA 49 CFR 395.3)', () => {
  /** A change on 2 March 2026 at `hhmm` (UTC). */
  const on2March = (hhmm: string, status: DutyStatus) => change(`2026-03-02T${hhmm}:00Z`, status);
  /** Eight and a half hours of driving without a break, then more driving. */
  const longDay = [
    on2March('00:00', 'on_duty'),
    on2March('00:30', 'driving'),
    on2March('09:00', 'off_duty'),
    on2March('09:30', 'driving'),
  ];
  /** Two shifts around a 10-hour rest (off duty, then the sleeper berth). */
  const twoShifts = [
    on2March('00:00', 'driving'),
    on2March('07:00', 'on_duty'),
    on2March('07:30', 'driving'),
    on2March('11:00', 'off_duty'),
    on2March('15:00', 'sleeper_berth'),
    on2March('21:00', 'driving'),
  ];

  it.each([
    ['finds nothing on a legal two-day trip', trip, '2026-03-04T00:00:00Z', []],
    [
      'reports the 30-minute break, the 11-hour driving limit and the 14-hour window',
      longDay,
      '2026-03-02T15:00:00Z',
      [
        { rule: 'break_30m', at: '2026-03-02T08:30:00.000Z', overMinutes: 30 },
        { rule: 'driving_11h', at: '2026-03-02T12:00:00.000Z', overMinutes: 180 },
        { rule: 'window_14h', at: '2026-03-02T14:00:00.000Z', overMinutes: 60 },
      ],
    ],
    [
      'a 10-hour rest starts a new shift; an on-duty half hour counts as the break',
      twoShifts,
      '2026-03-03T04:00:00Z',
      [],
    ],
  ])('%s', (_title, events, to, violations) => {
    expect(hosViolations(events, '2026-03-02T00:00:00Z', to)).toEqual(violations);
  });
});
