import type { IntakeFields, IntakeStop } from '@fletx/contract/intake';

/** A seeded generator (mulberry32): the same seed draws the same corpus. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof random>;

const PLACES = [
  ['Dallas', 'TX', '75212'],
  ['Houston', 'TX', '77029'],
  ['San Antonio', 'TX', '78219'],
  ['Laredo', 'TX', '78045'],
  ['Atlanta', 'GA', '30336'],
  ['Savannah', 'GA', '31408'],
  ['Memphis', 'TN', '38118'],
  ['Nashville', 'TN', '37210'],
  ['Chicago', 'IL', '60632'],
  ['Joliet', 'IL', '60436'],
  ['Indianapolis', 'IN', '46241'],
  ['Columbus', 'OH', '43207'],
  ['Charlotte', 'NC', '28208'],
  ['Jacksonville', 'FL', '32254'],
  ['Orlando', 'FL', '32824'],
  ['Phoenix', 'AZ', '85043'],
  ['Ontario', 'CA', '91761'],
  ['Fresno', 'CA', '93725'],
  ['Salt Lake City', 'UT', '84104'],
  ['Denver', 'CO', '80216'],
  ['Kansas City', 'MO', '64120'],
  ['St. Louis', 'MO', '63147'],
  ['Louisville', 'KY', '40209'],
  ['Harrisburg', 'PA', '17111'],
  ['Allentown', 'PA', '18109'],
  ['Newark', 'NJ', '07114'],
  ['Reno', 'NV', '89502'],
  ['Omaha', 'NE', '68117'],
] as const;
const FACILITY_NAMES = [
  'Acme Foods DC',
  'Blue Bell Creameries',
  'Sysco Distribution',
  'Home Depot RDC',
  'Walmart DC 6021',
  'Kroger Fulfillment',
  'Pepsi Bottling Plant',
  'Georgia Pacific Mill',
  'Tyson Foods',
  'Owens Corning Plant',
  'Target Import Center',
  'Dollar General DC',
  'Cargill Meat Solutions',
  'US Foods Warehouse',
  'Lowes RDC 1450',
  'Amazon FTW6',
  'Smithfield Packing',
  'Ashley Furniture',
  'Niagara Bottling',
  'Pilgrims Pride',
];
const STREETS = [
  'Industrial Blvd',
  'Commerce Dr',
  'Distribution Way',
  'Logistics Pkwy',
  'Freeport Rd',
  'Elm St',
  'Airport Rd',
  'Warehouse Ln',
  'Military Hwy',
  'Rail Yard Rd',
  'Enterprise Ave',
  'Gateway Blvd',
];
const COMMODITIES = [
  'Frozen foods',
  'Paper products',
  'Building materials',
  'Beverages',
  'Dry groceries',
  'Steel coils',
  'Furniture',
  'Produce',
  'Auto parts',
  'Plastic resin',
];

export const CARRIER = { name: 'Fletx Demo Carrier LLC', mc: '1034567', dot: '3345120' };

const pad = (n: number) => String(n).padStart(2, '0');

/** A load's facts, drawn at random; each layout writes them its own way (and adjusts what it cannot say). */
export function drawLoad(
  rng: Random,
  stopCount: number,
  trailerTypes: IntakeFields['trailerType'][],
): IntakeFields {
  let day = new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 26)));
  const stops: IntakeStop[] = [];
  const pickups = stopCount <= 2 ? 1 : rng.int(1, stopCount - 1);
  for (let i = 0; i < stopCount; i++) {
    const [city, state, zip] = rng.pick(PLACES);
    const hour = rng.int(5, 14);
    const minutes = rng.pick([0, 0, 30]);
    const span = rng.pick([0, 2, 3, 4, 8]);
    const date = day.toISOString().slice(0, 10);
    const phone = `(${rng.int(201, 989)}) 555-${String(rng.int(100, 9999)).padStart(4, '0')}`;
    stops.push({
      kind: i < pickups ? 'pickup' : 'delivery',
      facility: rng.pick(FACILITY_NAMES),
      address: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
      city,
      state,
      zip,
      open: `${date}T${pad(hour)}:${pad(minutes)}`,
      close: `${date}T${pad(hour + span)}:${pad(minutes)}`,
      reference: String(rng.int(100000, 9999999)),
      phone,
    });
    day = new Date(day.getTime() + rng.int(0, 1) * 86_400_000);
  }
  const trailerType = rng.pick(trailerTypes);
  return {
    brokerName: null,
    brokerMc: null,
    brokerLoadNumber: String(rng.int(1_000_000, 99_999_999)),
    rate: rng.int(900, 6500) + rng.pick([0, 0, 0.5, 0.25, 0.75, 0.4]),
    accessorials: [],
    commodity: rng.pick(COMMODITIES),
    weight: rng.int(8, 44) * 1000 + rng.pick([0, 0, 500, 250]),
    trailerType,
    trailerLength: trailerType === 'Flatbed' ? rng.pick([48, 53]) : 53,
    stops,
  };
}

export const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const plain = (n: number) => money(n).slice(1);
export const thousands = (n: number) => n.toLocaleString('en-US');

/** Date and time styles: `2026-12-03T08:00` written as brokers do. */
const parts = (iso: string) => {
  const [date, time] = iso.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return { y, m, d, hh, mm, time };
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const us = (iso: string) => {
  const p = parts(iso);
  return `${pad(p.m)}/${pad(p.d)}/${p.y}`;
};
export const usShort = (iso: string) => {
  const p = parts(iso);
  return `${p.m}/${p.d}/${String(p.y).slice(2)}`;
};
export const long = (iso: string) => {
  const p = parts(iso);
  return `${MONTHS[p.m - 1]} ${p.d}, ${p.y}`;
};
export const clock = (iso: string) => parts(iso).time;
export const military = (iso: string) => parts(iso).time.replace(':', '');
export const ampm = (iso: string) => {
  const { hh, mm } = parts(iso);
  return `${hh % 12 === 0 ? 12 : hh % 12}:${pad(mm)} ${hh < 12 ? 'AM' : 'PM'}`;
};

/** Legal text for a terms page: amounts, places and labels that are not the load's. */
export const TERMS = [
  'Carrier agrees that this rate confirmation is subject to the broker carrier agreement on file and that the rates shown above include all charges unless agreed in writing by the broker before the service is performed.',
  'Detention will be paid at $50.00 per hour after two hours free time at shipper or consignee provided that the driver arrived on time and the carrier notified the broker within one hour of arrival at the facility.',
  'Lumper charges must be approved in advance and are reimbursed only with a receipt; a fine of $250.00 applies to any load that is double brokered, re-brokered or assigned to another carrier without written consent.',
  'Carrier shall deliver to the consignee at 100 Main Street, Springfield, IL 62701 only when instructed by the broker; all claims must be filed within nine months of delivery in accordance with the Carmack Amendment.',
  'Payment terms are thirty days from receipt of a signed bill of lading and this confirmation; quick pay is available at a fee of three percent of the line haul and fuel surcharge amounts combined.',
];
