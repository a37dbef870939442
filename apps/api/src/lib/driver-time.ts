import { DRIVER_TIME_MAX_AGE_HOURS, DRIVER_TIME_MAX_AHEAD_MINUTES } from '@fletx/contract/constants';
import { driverTimeMessages } from '@fletx/contract/driver-api';
import type { Clock } from './clock';
import { invalidField } from './errors';

const MAX_AGE_MS = DRIVER_TIME_MAX_AGE_HOURS * 3_600_000;
const MAX_AHEAD_MS = DRIVER_TIME_MAX_AHEAD_MINUTES * 60_000;

/**
 * THE rule for a time a driver's phone reports (`at` of status steps, duty changes, reports, each ping;
 * docs/product.md "Driver API"): at most DRIVER_TIME_MAX_AGE_HOURS old and at most
 * DRIVER_TIME_MAX_AHEAD_MINUTES ahead of the server's clock, both bounds included; a 400 on the field `path`
 * otherwise. No time given: now.
 */
export function driverTime(clock: Clock, at: string | undefined, path: string): Date {
  const now = clock.now().getTime();
  if (at === undefined) return new Date(now);
  const time = new Date(at);
  const message =
    time.getTime() > now + MAX_AHEAD_MS
      ? driverTimeMessages.ahead
      : time.getTime() < now - MAX_AGE_MS
        ? driverTimeMessages.tooOld
        : undefined;
  if (message) throw invalidField(path, message);
  return time;
}
