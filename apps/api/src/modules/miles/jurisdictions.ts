import { createRequire } from 'node:module';
import { UNKNOWN_JURISDICTION } from '@fletx/contract/miles';
import { feature } from 'topojson-client';
import whichPolygon from 'which-polygon';

/** USPS codes of the US Census' state FIPS codes, as us-atlas ids its states. */
const USPS_BY_FIPS: Readonly<Record<string, string>> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
};

type Lookup = (point: [number, number]) => { code: string } | null;

let index: Lookup | undefined;

/**
 * The states' polygons (us-atlas' states-10m, the Census' 1:10,000,000 cartographic boundaries, unprojected)
 * in an R-tree of their bounding boxes (which-polygon): a point is tested only against the few polygons
 * whose box holds it. Built once, on first use.
 */
function lookup(): Lookup {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const topology = require('us-atlas/states-10m.json');
  const states = feature(topology, topology.objects.states) as unknown as {
    type: 'FeatureCollection';
    features: Array<{ id?: string | number; properties: Record<string, unknown>; geometry: unknown }>;
  };
  for (const state of states.features)
    state.properties = { code: USPS_BY_FIPS[String(state.id)] ?? UNKNOWN_JURISDICTION };
  index = whichPolygon(states as never) as Lookup;
  return index;
}

/** The two-letter state code of a point, or `??` outside every shipped boundary (Canada, Mexico, the sea). */
export function jurisdictionAt(lat: number, lon: number): string {
  return lookup()([lon, lat])?.code ?? UNKNOWN_JURISDICTION;
}
