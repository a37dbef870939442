import { describe, expect, it } from 'vitest';
import { stopZone } from '../src/lib/stop-zone';

/** What each stop's zone is: the zone at its ZIP code's centroid, else its state's ([ZIP code, state, zone]). */
const ZONES: Record<string, [zip: string, state: string, zone: string]> = {
  'El Paso': ['79901', 'TX', 'America/Denver'],
  'Pensacola, west of the Apalachicola': ['32502', 'FL', 'America/Chicago'],
  'Tallahassee, east of it': ['32301', 'FL', 'America/New_York'],
  Knoxville: ['37902', 'TN', 'America/New_York'],
  Nashville: ['37201', 'TN', 'America/Chicago'],
  Paducah: ['42001', 'KY', 'America/Chicago'],
  'Evansville, Indiana': ['47712', 'IN', 'America/Chicago'],
  'East Chicago, Indiana': ['46312', 'IN', 'America/Chicago'],
  'Iron Mountain, Michigan': ['49801', 'MI', 'America/Menominee'],
  'Dickinson, North Dakota': ['58601', 'ND', 'America/Denver'],
  'Rapid City': ['57701', 'SD', 'America/Denver'],
  'Scottsbluff, Nebraska': ['69361', 'NE', 'America/Denver'],
  'Goodland, Kansas': ['67735', 'KS', 'America/Denver'],
  'Lewiston, Idaho': ['83501', 'ID', 'America/Los_Angeles'],
  'Ontario, Oregon': ['97914', 'OR', 'America/Boise'],
  'Dallas, as its state': ['75261', 'TX', 'America/Chicago'],
  'a ZIP+4 with spaces around it': [' 79901-1234 ', 'TX', 'America/Denver'],
  "the state's for no such ZIP code": ['00000', 'TX', 'America/Chicago'],
  "the state's for a malformed one": ['ABCDE', 'FL', 'America/New_York'],
  "the state's for an empty one": ['', 'ID', 'America/Boise'],
  "the state's for one two hours from it (Los Angeles for a Texas dock)": ['90001', 'TX', 'America/Chicago'],
  "the state's, its code in lower case": ['00000', 'ga', 'America/New_York'],
};

/** A stop's time zone from its ZIP code (lib/stop-zone.ts, docs/decisions/0048-facility-clocks.md). */
describe("a stop's time zone", () => {
  it.each(Object.entries(ZONES))('%s', (_, [zip, state, zone]) => {
    expect(stopZone(zip, state)).toBe(zone);
  });

  it('is unknown without a known ZIP code or state; the same answer when asked again', () => {
    expect(stopZone('00000', 'ON')).toBeUndefined();
    expect(stopZone('00000', 'ON')).toBeUndefined();
    expect(stopZone('79901', 'TX')).toBe('America/Denver');
  });
});
