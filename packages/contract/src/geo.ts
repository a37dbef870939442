/**
 * Rough positions of a stop without coordinates or a known ZIP code: the centroid of its city (a small
 * built-in table of large US freight cities), else of its state. The API's fallback after the ZIP code's
 * centroid (apps/api/src/lib/stop-position.ts, the one place a stop is placed); not a geocoder. Pure: no
 * network.
 */
export interface LatLon {
  lat: number;
  lon: number;
}

/** Centroids of US states (and DC), by USPS code. */
export const STATE_CENTROIDS: Readonly<Record<string, LatLon>> = {
  AL: { lat: 32.8, lon: -86.8 },
  AK: { lat: 64.7, lon: -152.3 },
  AZ: { lat: 34.3, lon: -111.7 },
  AR: { lat: 34.9, lon: -92.4 },
  CA: { lat: 37.2, lon: -119.5 },
  CO: { lat: 39.0, lon: -105.5 },
  CT: { lat: 41.6, lon: -72.7 },
  DE: { lat: 39.0, lon: -75.5 },
  DC: { lat: 38.9, lon: -77.0 },
  FL: { lat: 28.6, lon: -82.4 },
  GA: { lat: 32.7, lon: -83.4 },
  HI: { lat: 20.3, lon: -156.4 },
  ID: { lat: 44.4, lon: -114.6 },
  IL: { lat: 40.0, lon: -89.2 },
  IN: { lat: 39.9, lon: -86.3 },
  IA: { lat: 42.1, lon: -93.5 },
  KS: { lat: 38.5, lon: -98.4 },
  KY: { lat: 37.5, lon: -85.3 },
  LA: { lat: 31.1, lon: -92.0 },
  ME: { lat: 45.4, lon: -69.2 },
  MD: { lat: 39.0, lon: -76.8 },
  MA: { lat: 42.3, lon: -71.8 },
  MI: { lat: 44.3, lon: -85.4 },
  MN: { lat: 46.3, lon: -94.3 },
  MS: { lat: 32.7, lon: -89.7 },
  MO: { lat: 38.4, lon: -92.5 },
  MT: { lat: 47.0, lon: -109.6 },
  NE: { lat: 41.5, lon: -99.8 },
  NV: { lat: 39.3, lon: -116.6 },
  NH: { lat: 43.7, lon: -71.6 },
  NJ: { lat: 40.2, lon: -74.7 },
  NM: { lat: 34.4, lon: -106.1 },
  NY: { lat: 42.9, lon: -75.5 },
  NC: { lat: 35.6, lon: -79.4 },
  ND: { lat: 47.5, lon: -100.5 },
  OH: { lat: 40.3, lon: -82.8 },
  OK: { lat: 35.6, lon: -97.5 },
  OR: { lat: 43.9, lon: -120.6 },
  PA: { lat: 40.9, lon: -77.8 },
  RI: { lat: 41.7, lon: -71.5 },
  SC: { lat: 33.9, lon: -80.9 },
  SD: { lat: 44.4, lon: -100.2 },
  TN: { lat: 35.9, lon: -86.4 },
  TX: { lat: 31.5, lon: -99.3 },
  UT: { lat: 39.3, lon: -111.7 },
  VT: { lat: 44.1, lon: -72.7 },
  VA: { lat: 37.5, lon: -78.9 },
  WA: { lat: 47.4, lon: -120.5 },
  WV: { lat: 38.6, lon: -80.6 },
  WI: { lat: 44.6, lon: -89.9 },
  WY: { lat: 43.0, lon: -107.6 },
};

/** Large US freight cities, keyed `city|ST` in lower case. */
export const CITY_CENTROIDS: Readonly<Record<string, LatLon>> = {
  'atlanta|ga': { lat: 33.749, lon: -84.388 },
  'austin|tx': { lat: 30.267, lon: -97.743 },
  'baltimore|md': { lat: 39.29, lon: -76.612 },
  'birmingham|al': { lat: 33.519, lon: -86.81 },
  'boston|ma': { lat: 42.36, lon: -71.058 },
  'charlotte|nc': { lat: 35.227, lon: -80.843 },
  'chicago|il': { lat: 41.878, lon: -87.63 },
  'cincinnati|oh': { lat: 39.103, lon: -84.512 },
  'cleveland|oh': { lat: 41.499, lon: -81.694 },
  'columbus|oh': { lat: 39.961, lon: -82.999 },
  'dallas|tx': { lat: 32.777, lon: -96.797 },
  'denver|co': { lat: 39.739, lon: -104.99 },
  'detroit|mi': { lat: 42.331, lon: -83.046 },
  'el paso|tx': { lat: 31.762, lon: -106.485 },
  'fort worth|tx': { lat: 32.755, lon: -97.331 },
  'houston|tx': { lat: 29.76, lon: -95.37 },
  'indianapolis|in': { lat: 39.768, lon: -86.158 },
  'jacksonville|fl': { lat: 30.332, lon: -81.656 },
  'kansas city|mo': { lat: 39.1, lon: -94.579 },
  'laredo|tx': { lat: 27.506, lon: -99.507 },
  'las vegas|nv': { lat: 36.17, lon: -115.14 },
  'los angeles|ca': { lat: 34.052, lon: -118.244 },
  'louisville|ky': { lat: 38.253, lon: -85.759 },
  'memphis|tn': { lat: 35.15, lon: -90.049 },
  'miami|fl': { lat: 25.762, lon: -80.192 },
  'milwaukee|wi': { lat: 43.039, lon: -87.906 },
  'minneapolis|mn': { lat: 44.978, lon: -93.265 },
  'nashville|tn': { lat: 36.163, lon: -86.781 },
  'new orleans|la': { lat: 29.951, lon: -90.072 },
  'new york|ny': { lat: 40.713, lon: -74.006 },
  'newark|nj': { lat: 40.736, lon: -74.172 },
  'oklahoma city|ok': { lat: 35.468, lon: -97.516 },
  'omaha|ne': { lat: 41.257, lon: -95.995 },
  'orlando|fl': { lat: 28.538, lon: -81.379 },
  'philadelphia|pa': { lat: 39.953, lon: -75.165 },
  'phoenix|az': { lat: 33.448, lon: -112.074 },
  'pittsburgh|pa': { lat: 40.441, lon: -79.996 },
  'portland|or': { lat: 45.515, lon: -122.679 },
  'raleigh|nc': { lat: 35.78, lon: -78.639 },
  'reno|nv': { lat: 39.53, lon: -119.814 },
  'sacramento|ca': { lat: 38.582, lon: -121.494 },
  'salt lake city|ut': { lat: 40.761, lon: -111.891 },
  'san antonio|tx': { lat: 29.424, lon: -98.494 },
  'san diego|ca': { lat: 32.716, lon: -117.161 },
  'savannah|ga': { lat: 32.081, lon: -81.091 },
  'seattle|wa': { lat: 47.606, lon: -122.332 },
  'st. louis|mo': { lat: 38.627, lon: -90.199 },
  'st louis|mo': { lat: 38.627, lon: -90.199 },
  'tampa|fl': { lat: 27.951, lon: -82.457 },
  'tulsa|ok': { lat: 36.154, lon: -95.993 },
};

/** The city's centroid when the table knows it, else the state's, else null. */
export function roughPosition(city: string, state: string): LatLon | null {
  const key = `${city.trim().toLowerCase()}|${state.trim().toLowerCase()}`;
  return CITY_CENTROIDS[key] ?? STATE_CENTROIDS[state.trim().toUpperCase()] ?? null;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The point at fraction `f` (0..1) of the great-circle arc from `a` to `b`. */
export function greatCirclePoint(a: LatLon, b: LatLon, f: number): LatLon {
  const φ1 = rad(a.lat);
  const λ1 = rad(a.lon);
  const φ2 = rad(b.lat);
  const λ2 = rad(b.lon);
  const d =
    2 *
    Math.asin(
      Math.sqrt(Math.sin((φ2 - φ1) / 2) ** 2 + Math.cos(φ1) * Math.cos(φ2) * Math.sin((λ2 - λ1) / 2) ** 2),
    );
  if (d === 0) return { lat: a.lat, lon: a.lon };
  const A = Math.sin((1 - f) * d) / Math.sin(d);
  const B = Math.sin(f * d) / Math.sin(d);
  const x = A * Math.cos(φ1) * Math.cos(λ1) + B * Math.cos(φ2) * Math.cos(λ2);
  const y = A * Math.cos(φ1) * Math.sin(λ1) + B * Math.cos(φ2) * Math.sin(λ2);
  const z = A * Math.sin(φ1) + B * Math.sin(φ2);
  return { lat: deg(Math.atan2(z, Math.sqrt(x * x + y * y))), lon: deg(Math.atan2(y, x)) };
}

/** Earth's mean radius in statute miles. */
export const EARTH_MILES = 3958.8;

/**
 * The great-circle ("straight line") distance between two points in statute miles (the haversine formula):
 * the one distance every estimate of the product starts from — planned miles without a route service, the
 * miles between two positions, the miles left to a stop.
 */
export function greatCircleMiles(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
