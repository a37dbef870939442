import { z } from 'zod';
import { DRIVER_TIME_MAX_AHEAD_MINUTES } from './constants';
import { driverTimeMessages } from './driver-api';
import { DUTY_STATUSES, type DutyStatus } from './driver-values';
import { envelope } from './errors';
import { labelsOf, nameAsLabel } from './labels';

export { DUTY_STATUSES, type DutyStatus };

/** Driving, On duty, Off duty, Sleeper berth. */
export const DUTY_STATUS_LABELS: Readonly<Record<DutyStatus, string>> = labelsOf(DUTY_STATUSES, nameAsLabel);

/**
 * A duty change may be dated at most this far ahead of the server's clock (device clocks drift), and at most
 * DRIVER_TIME_MAX_AGE_HOURS back, like every time the driver API takes.
 */
export const DUTY_MAX_CLOCK_SKEW_MINUTES = DRIVER_TIME_MAX_AHEAD_MINUTES;
/** GET /api/driver/duty without `from` answers this many days back: the FMCSA 70-hour / 8-day cycle. */
export const DUTY_DEFAULT_LOOKBACK_DAYS = 8;
/** At most this many events per answer. */
export const DUTY_MAX_EVENTS = 1000;

export const dutyMessages = {
  status: 'The status must be driving, on_duty, off_duty or sleeper_berth',
  at: 'The time must be an ISO 8601 date and time in UTC, like 2026-03-01T14:30:00Z',
  future: driverTimeMessages.ahead,
  tooOld: driverTimeMessages.tooOld,
  lat: 'The latitude must be a number between -90 and 90',
  lon: 'The longitude must be a number between -180 and 180',
  range: 'The start of the period must come before its end',
  recorded: 'Duty status recorded',
} as const;

/** A point on Earth; shared by duty changes and location pings. */
export const latitude = z
  .number({ error: dutyMessages.lat })
  .min(-90, dutyMessages.lat)
  .max(90, dutyMessages.lat);
export const longitude = z
  .number({ error: dutyMessages.lon })
  .min(-180, dutyMessages.lon)
  .max(180, dutyMessages.lon);
/** An instant in UTC (`Z`) or with an offset; stored as a UTC timestamp. */
export const instant = (error: string) => z.iso.datetime({ offset: true, error });

/** POST /api/driver/duty */
export const dutyChangeBody = z.object({
  status: z.enum(DUTY_STATUSES, { error: dutyMessages.status }),
  at: instant(dutyMessages.at),
  lat: latitude,
  lon: longitude,
});
export type DutyChangeBody = z.infer<typeof dutyChangeBody>;

export const dutyEvent = z.object({
  id: z.number().int(),
  status: z.enum(DUTY_STATUSES),
  at: z.iso.datetime(),
  lat: z.number(),
  lon: z.number(),
});
export type DutyEvent = z.infer<typeof dutyEvent>;

/** GET /api/driver/duty?from&to — the driver's own events in that period, oldest first. */
export const dutyListQuery = z.object({
  from: instant(dutyMessages.at).optional(),
  to: instant(dutyMessages.at).optional(),
});

export const dutyEventResponse = envelope(dutyEvent);
export const dutyListResponse = envelope(z.array(dutyEvent));
