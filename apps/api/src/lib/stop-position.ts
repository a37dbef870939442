import { type LatLon, roughPosition } from '@fletx/contract/geo';
import type { Load } from '@fletx/contract/loads';
import { zipCentroid } from './zip-centroids';

/** A stop as a load keeps it: its coordinates when known, else its ZIP code, city and state. */
export interface StopPlace {
  lat: number | null;
  lon: number | null;
  zip: string;
  city: string;
  state: string;
}

/**
 * Where a stop is — the one answer for everything that needs its point: planned and deadhead miles, the ETA
 * and the public tracking page, the route map's and the drivers' app's markers, the dispatch board's hours
 * warning, the demo's tracks. Its own coordinates, else its ZIP code's centroid (the offline gazetteer,
 * lib/zip-centroids.ts, read on first use), else its city's or state's rough centre (`roughPosition`), so a
 * dock in El Paso is not placed in the middle of Texas. Null when none of them is known.
 */
export function stopPosition(stop: StopPlace): LatLon | null {
  if (stop.lat !== null && stop.lon !== null) return { lat: stop.lat, lon: stop.lon };
  return zipCentroid(stop.zip) ?? roughPosition(stop.city, stop.state);
}

/** A load's pickup or delivery as the wire carries it: no coordinates there, so its ZIP code places it. */
export function wireStopPlace(load: Load, stop: 'pickup' | 'delivery'): StopPlace {
  return stop === 'pickup'
    ? {
        lat: null,
        lon: null,
        zip: load.postalCodePickup,
        city: load.city_pickup,
        state: load.state_code_pickup,
      }
    : {
        lat: null,
        lon: null,
        zip: load.postalCodeDelivery,
        city: load.city_delivery,
        state: load.state_code_delivery,
      };
}
