import { z } from 'zod';
import { DUTY_STATUSES } from './driver-values';
import { wholeNumbers } from './wire';

/** The wire shape of hours of service (hos.ts computes it; kept apart so that the computation needs no zod). */
const minutesByStatus = wholeNumbers(...DUTY_STATUSES);
export type MinutesByStatus = z.infer<typeof minutesByStatus>;

export const serviceHoursDay = z.object({
  /** UTC day, `yyyy-MM-dd`. */
  date: z.string(),
  info: z.array(
    z.object({
      status: z.enum(DUTY_STATUSES),
      location: z.object({ lat: z.number(), lon: z.number() }),
      startTime: z.string(),
      /** Added: true on the 00:00 entry of a status carried over from the day before. */
      continued: z.boolean(),
    }),
  ),
  /** Added: minutes in each status on that day. */
  totals: minutesByStatus,
});
export type ServiceHoursDay = z.infer<typeof serviceHoursDay>;

export const serviceHoursTotals = z.object({
  total_hos: z.object({
    driver_time: z.number().int(),
    loading_unloading_times_total: z.number().int(),
    loading: z.number().int(),
    unloading: z.number().int(),
    on_duty_time: z.number().int(),
  }),
  rest_time: z.object({ total_rest_time: z.number().int() }),
  sleeper_berth: z.object({ total_sleeper_berth_time: z.number().int() }),
  unloading_time: z.object({
    plant_name: z.string().nullable(),
    arrival_to_drop_off: z.string().nullable(),
    unloading_started: z.string().nullable(),
    end_unloading: z.string().nullable(),
    unloading_time: z.number().int().nullable(),
  }),
});
export type ServiceHoursTotals = z.infer<typeof serviceHoursTotals>;

export const serviceHours = serviceHoursTotals.extend({ days: z.array(serviceHoursDay) });
export type ServiceHours = z.infer<typeof serviceHours>;
