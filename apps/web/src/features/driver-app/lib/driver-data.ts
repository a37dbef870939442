import { LOAD_STATUS } from '@fletx/contract/load-status';
import { loadStopKeys } from '@fletx/contract/load-stops';
import type { DriverLoad } from '@fletx/contract/tracking';
import { useQuery } from '@tanstack/react-query';
import { driverApi } from './driver-api';
import { DRIVER_QUERY_KEY } from './driver-outbox';
import type { OutboxEntry } from './outbox';

/** The last answers are kept on the phone, so that the app opens with them without a signal. */
const CACHE_KEY = 'fletx.driver.cache';

function cached<T>(name: string): T | undefined {
  try {
    const raw = localStorage.getItem(`${CACHE_KEY}.${name}`);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}
function keep(name: string, value: unknown): void {
  try {
    localStorage.setItem(`${CACHE_KEY}.${name}`, JSON.stringify(value));
  } catch {
    // A full storage only loses the offline copy.
  }
}

/** A query kept on the phone under `name`: the app opens with its last answer, even without a signal. */
function useCachedQuery<T>(name: string, fetchValue: () => Promise<T>, refetchInterval?: number) {
  return useQuery({
    queryKey: [...DRIVER_QUERY_KEY, name],
    queryFn: async () => {
      const value = await fetchValue();
      keep(name, value);
      return value;
    },
    initialData: () => cached<T>(name),
    initialDataUpdatedAt: 0,
    refetchInterval,
  });
}

export const useDriverLoads = () => useCachedQuery('loads', driverApi.loads, 30_000);

export const useDutyEvents = () => useCachedQuery('duty', driverApi.duty);

/** "My pay": the driver's weekly settlements, kept on the phone like the loads. */
export const useDriverSettlements = () => useCachedQuery('settlements', driverApi.settlements);

/** The status the load will have once the queued steps are applied (shown at once, even offline). */
export function effectiveStatus(load: DriverLoad, pending: ReadonlyArray<OutboxEntry>): number {
  let status: number = load.loadbook_status_id;
  for (const entry of pending) {
    if (entry.loadId !== load.id) continue;
    if (entry.kind === 'accept' && status === LOAD_STATUS.new) status = LOAD_STATUS.accepted;
    else if (entry.kind === 'refuse' && status === LOAD_STATUS.new) status = LOAD_STATUS.refusedByDriver;
    else if (entry.kind === 'advance' && status >= LOAD_STATUS.accepted && status < LOAD_STATUS.delivered)
      status += 1;
    else if (
      entry.kind === 'report' &&
      (entry.body as { type?: string } | undefined)?.type === 'cancellation'
    )
      status = LOAD_STATUS.cancellationRequested;
  }
  return status;
}

/** Whether positions are shared for a load at this status: Accepted … At delivery (issue 15, "Location"). */
export const isTracked = (status: number) => status >= LOAD_STATUS.accepted && status < LOAD_STATUS.delivered;

export type LoadGroups = {
  current: DriverLoad[];
  offered: DriverLoad[];
  upcoming: DriverLoad[];
  recent: DriverLoad[];
};

/** My loads: the current load first (the most advanced trip), then offered, upcoming and recent ones. */
export function groupLoads(
  loads: ReadonlyArray<DriverLoad>,
  statusOf: (load: DriverLoad) => number,
): LoadGroups {
  const byPickup = (a: DriverLoad, b: DriverLoad) => a.open_time_pickup.localeCompare(b.open_time_pickup);
  const active = loads
    .filter((l) => isTracked(statusOf(l)) || statusOf(l) === LOAD_STATUS.cancellationRequested)
    .sort((a, b) => statusOf(b) - statusOf(a) || byPickup(a, b));
  const [first, ...others] = active;
  return {
    current: first ? [first] : [],
    offered: loads.filter((l) => statusOf(l) === LOAD_STATUS.new).sort(byPickup),
    upcoming: others.sort(byPickup),
    recent: loads
      .filter((l) => !active.includes(l) && statusOf(l) !== LOAD_STATUS.new)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .slice(0, 10),
  };
}

/** A facility time as entered (docs/product.md "Dates and times": the stop's local time): `dd/MM HH:mm`. */
export function stopTime(value: string | null): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  return `${match[3]}/${match[2]} ${match[4]}:${match[5]}`;
}

/** One stop of a load, its pickup or its delivery, out of the load's flat columns. */
export function loadStop(load: DriverLoad, end: 'pickup' | 'delivery') {
  const keys = loadStopKeys[end];
  return {
    name: load[keys.nameLocation],
    city: load[keys.city],
    state: load[keys.stateCode],
    zip: load[keys.postalCode],
    open: load[keys.openTime],
    close: load[keys.closeTime],
    phone: load[keys.phone],
  };
}

export type DriverStop = ReturnType<typeof loadStop>;
