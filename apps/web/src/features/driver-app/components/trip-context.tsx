import type { DriverLoad } from '@fletx/contract/tracking';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { effectiveStatus, groupLoads, isTracked, useDriverLoads } from '../lib/driver-data';
import { useDriverMessageStream } from '../lib/driver-messages';
import { driverOutbox, useOutboxState } from '../lib/driver-outbox';
import type { Outbox, OutboxState } from '../lib/outbox';
import { useLocationSharing } from '../lib/use-location';

type Trip = {
  outbox: Outbox;
  queue: OutboxState;
  loads: ReturnType<typeof useDriverLoads>;
  /** A load's status with the queued steps applied. */
  statusOf: (load: DriverLoad) => number;
  /** The load whose positions are shared, if any. */
  trackedLoad: DriverLoad | null;
  /** The driver's current load (the first of "Current"), if any: a new message is about it by default. */
  current: DriverLoad | null;
  location: ReturnType<typeof useLocationSharing>;
};

const TripContext = createContext<Trip | null>(null);

/**
 * What every screen of a logged-in driver shares: the outbox, the loads, location sharing, which runs
 * for the current load while it is between Accepted and Delivered, whichever screen is open, and the live stream
 * of the driver's messages.
 */
export function TripProvider({ children }: { children: ReactNode }) {
  const outbox = driverOutbox(useQueryClient());
  const queue = useOutboxState(outbox);
  const loads = useDriverLoads();
  const statusOf = useCallback((load: DriverLoad) => effectiveStatus(load, queue.pending), [queue.pending]);
  const current = useMemo(
    () => groupLoads(loads.data ?? [], statusOf).current[0] ?? null,
    [loads.data, statusOf],
  );
  const trackedLoad = current && isTracked(statusOf(current)) ? current : null;
  const location = useLocationSharing(outbox, trackedLoad?.id ?? null);
  useDriverMessageStream();
  const value = useMemo(
    () => ({ outbox, queue, loads, statusOf, trackedLoad, current, location }),
    [outbox, queue, loads, statusOf, trackedLoad, current, location],
  );
  return <TripContext.Provider value={value}>{children}</TripContext.Provider>;
}

export function useTrip(): Trip {
  const trip = useContext(TripContext);
  if (!trip) throw new Error('useTrip outside TripProvider');
  return trip;
}
