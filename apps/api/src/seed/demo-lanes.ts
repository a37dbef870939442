/**
 * The demo lanes the seeded bookings and loads run on: [pickup facility, city, state, zip, delivery facility,
 * city, state, zip, miles, rate USD, product].
 */
export const LANES: ReadonlyArray<
  [string, string, string, string, string, string, string, string, number, number, string]
> = [
  [
    'Walmart DC 6094',
    'Dallas',
    'TX',
    '75261',
    'Kroger Atlanta DC',
    'Atlanta',
    'GA',
    '30336',
    781,
    1700,
    'Canned goods',
  ],
  [
    'Tyson Foods Plant',
    'Springdale',
    'AR',
    '72762',
    'Sysco Houston',
    'Houston',
    'TX',
    '77038',
    512,
    1500,
    'Frozen chicken',
  ],
  [
    'Home Depot RDC',
    'Joliet',
    'IL',
    '60433',
    'Home Depot Store 6512',
    'Columbus',
    'OH',
    '43228',
    357,
    800,
    'Lumber',
  ],
  [
    'Amazon PHX6',
    'Phoenix',
    'AZ',
    '85043',
    'Amazon LAX9',
    'Fontana',
    'CA',
    '92335',
    330,
    1100,
    'General merchandise',
  ],
  [
    'Port of Savannah',
    'Savannah',
    'GA',
    '31408',
    'Target DC 3809',
    'Charlotte',
    'NC',
    '28269',
    255,
    850,
    'Imported furniture',
  ],
  [
    'Anheuser-Busch',
    'St. Louis',
    'MO',
    '63118',
    'Ben E. Keith',
    'Fort Worth',
    'TX',
    '76106',
    657,
    1800,
    'Beverages',
  ],
  [
    'Procter & Gamble',
    'Cincinnati',
    'OH',
    '45202',
    'Walgreens DC',
    'Orlando',
    'FL',
    '32824',
    905,
    2000,
    'Household goods',
  ],
  [
    'John Deere Works',
    'Waterloo',
    'IA',
    '50703',
    'Deere Dealer Supply',
    'Denver',
    'CO',
    '80216',
    790,
    1650,
    'Machinery parts',
  ],
  [
    'Driscoll’s Cooler',
    'Salinas',
    'CA',
    '93901',
    "Raley's DC",
    'West Sacramento',
    'CA',
    '95691',
    160,
    600,
    'Fresh berries',
  ],
  [
    'Georgia-Pacific Mill',
    'Brunswick',
    'GA',
    '31520',
    'Costco Depot',
    'Mira Loma',
    'CA',
    '91752',
    2230,
    4200,
    'Paper products',
  ],
];

/** A lane of LANES: [pickup facility, city, state, zip, delivery facility, city, state, zip, miles, rate, product]. */
export type Lane = (typeof LANES)[number];

/**
 * The way back of each of LANES, in the same order: a load from near where the lane delivers to near where
 * it picks up, over its own road miles (about a sixth over the straight line between its ZIP codes, as the
 * outbound ones), at the lower rate freight heading home pays — Florida's outbound least of all.
 */
const RETURNS: ReadonlyArray<Lane> = [
  [
    'McKee Foods',
    'Collegedale',
    'TN',
    '37315',
    'Brookshire Grocery DC',
    'Tyler',
    'TX',
    '75707',
    700,
    1450,
    'Snack cakes',
  ],
  [
    'Blue Bell Creameries',
    'Brenham',
    'TX',
    '77833',
    'Walmart DC 6048',
    'Fort Smith',
    'AR',
    '72916',
    430,
    1250,
    'Frozen desserts',
  ],
  [
    'Honda Engine Plant',
    'Anna',
    'OH',
    '45302',
    'Woodward DC',
    'Rockford',
    'IL',
    '61109',
    330,
    750,
    'Auto parts',
  ],
  [
    'LA Produce Market',
    'Los Angeles',
    'CA',
    '90021',
    'Casa Grande DC',
    'Casa Grande',
    'AZ',
    '85122',
    415,
    900,
    'Produce',
  ],
  [
    'Daimler Truck Plant',
    'Mount Holly',
    'NC',
    '28120',
    'Great Dane Trailers',
    'Statesboro',
    'GA',
    '30458',
    240,
    750,
    'Truck parts',
  ],
  [
    'Mars Wrigley',
    'Waco',
    'TX',
    '76712',
    'GM Wentzville',
    'Wentzville',
    'MO',
    '63385',
    735,
    1450,
    'Confectionery',
  ],
  [
    'Publix Warehouse',
    'Lakeland',
    'FL',
    '33811',
    'Kroger DC',
    'Columbus',
    'OH',
    '43207',
    955,
    950,
    'Citrus juice',
  ],
  [
    'Cargill Beef',
    'Fort Morgan',
    'CO',
    '80701',
    'Hy-Vee DC',
    'Ankeny',
    'IA',
    '50021',
    615,
    1500,
    'Boxed beef',
  ],
  [
    'Port of West Sacramento',
    'West Sacramento',
    'CA',
    '95691',
    'Taylor Farms',
    'Gonzales',
    'CA',
    '93926',
    170,
    550,
    'Packaging',
  ],
  [
    'Grimmway Farms',
    'Bakersfield',
    'CA',
    '93307',
    'Kroger DC',
    'Macon',
    'GA',
    '31206',
    2205,
    3100,
    'Fresh carrots',
  ],
];

/**
 * Which of LANES each demo driver runs (by their index among the approved drivers; `ownerOperated` says
 * whose truck each one drives): the carrier's own trucks take COMPANY_LANES in turn — Florida's among them,
 * whose cheap way home shows on the Profit screen what an underpaid backhaul costs the carrier — and the
 * owner-operators the others.
 */
const COMPANY_LANES = [6, 0, 7, 9, 2];
const OWNER_LANES = [1, 3, 4, 5, 8];
export function demoLaneIndexes(ownerOperated: ReadonlyArray<boolean>): number[] {
  const next = { company: 0, owner: 0 };
  return ownerOperated.map((owned) => {
    const [list, k] = owned ? [OWNER_LANES, next.owner++] : [COMPANY_LANES, next.company++];
    return list[k % list.length] ?? 0;
  });
}

/**
 * The lane (an index in LANES) on a driver's `k`-th trip (counted from the one under way now, demo-loads.ts
 * `tripNumbers`: negative before it): out on even trips, back on odd ones, so each trip picks up near where
 * the one before delivered and the miles driven empty between them are a small share (docs/product.md
 * "Profit").
 */
export function driverLane(lane: number, k: number): Lane {
  return ((Math.abs(k) % 2 === 0 ? LANES : RETURNS)[lane % LANES.length] ?? LANES[0]) as Lane;
}

/** A leg's miles: out on even trips, back on odd ones (`driverLane`). */
export const legMiles = (lane: number, k: number) => driverLane(lane, k)[8];

/**
 * The time a trip of a lane is given on a driver's days (demo-schedule.ts, demo-history.ts): its longer leg's
 * miles, so that a trip fits its place whichever way it runs; its load's times then follow its own leg's.
 */
export const laneMiles = (lane: number) => Math.max(legMiles(lane, 0), legMiles(lane, 1));
