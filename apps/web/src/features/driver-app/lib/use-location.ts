import { LOCATION_BATCH_MAX } from '@fletx/contract/driver-values';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outbox } from './outbox';

/** Positions are batched and sent this often while a load is tracked (issue 15, "Location"). */
export const LOCATION_SEND_MS = 30_000;

export type LocationState = 'off' | 'waiting' | 'on' | 'denied' | 'unavailable';
export type Point = { lat: number; lon: number; at: string };

let lastKnown: Point | null = null;
/** The newest position the phone gave, for duty changes and reports (they carry a place). */
export const lastKnownPosition = () => lastKnown;

const toPoint = (position: GeolocationPosition): Point => ({
  lat: Math.round(position.coords.latitude * 1e6) / 1e6,
  lon: Math.round(position.coords.longitude * 1e6) / 1e6,
  at: new Date(position.timestamp || Date.now()).toISOString(),
});

/**
 * While `loadId` is set (the load is between Accepted and Delivered and the app is open), watches the
 * phone's position and queues the batch of new positions every 30 s as one `locations` entry of the outbox.
 * `flush` queues what is buffered now (before each status step); `sendNow` asks for a fresh position first.
 */
export function useLocationSharing(outbox: Outbox, loadId: number | null) {
  const [state, setState] = useState<LocationState>('off');
  const [last, setLast] = useState<Point | null>(null);
  const buffer = useRef<Point[]>([]);
  const bufferLoad = useRef<number | null>(null);

  const record = useCallback((position: GeolocationPosition) => {
    const point = toPoint(position);
    lastKnown = point;
    setLast(point);
    setState('on');
    buffer.current.push(point);
  }, []);
  const fail = useCallback((error: GeolocationPositionError) => {
    setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
  }, []);

  const flush = useCallback(
    async (forLoad?: number | null) => {
      const loadOfPoints = forLoad ?? bufferLoad.current;
      const points = buffer.current.splice(0, LOCATION_BATCH_MAX);
      if (points.length === 0 || loadOfPoints === null) return;
      await outbox.add({ kind: 'locations', loadId: loadOfPoints, body: { points } });
    },
    [outbox],
  );

  const sendNow = useCallback(
    (loadOfStep?: number) =>
      new Promise<void>((resolve) => {
        const forLoad = loadOfStep ?? bufferLoad.current;
        if (!('geolocation' in navigator)) {
          setState('unavailable');
          resolve();
          return;
        }
        navigator.geolocation.getCurrentPosition(
          (position) => {
            record(position);
            void flush(forLoad).then(resolve);
          },
          (error) => {
            fail(error);
            resolve();
          },
          { enableHighAccuracy: true, maximumAge: 0, timeout: 20_000 },
        );
      }),
    [flush, record, fail],
  );

  useEffect(() => {
    bufferLoad.current = loadId;
    if (loadId === null) {
      setState('off');
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    setState('waiting');
    const watch = navigator.geolocation.watchPosition(record, fail, {
      enableHighAccuracy: true,
      maximumAge: 10_000,
    });
    const timer = window.setInterval(() => void flush(), LOCATION_SEND_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
      void flush(loadId);
    };
  }, [loadId, record, fail, flush]);

  return { state, last, flush, sendNow };
}

/** A recent position (at most 2 minutes old), else a fresh one; null when the phone gives none. */
export function currentPosition(): Promise<Point | null> {
  const known = lastKnown;
  if (known && Date.now() - Date.parse(known.at) < 120_000) return Promise.resolve(known);
  if (!('geolocation' in navigator)) return Promise.resolve(known);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => {
        lastKnown = toPoint(position);
        resolve(lastKnown);
      },
      () => resolve(known),
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 10_000 },
    ),
  );
}
