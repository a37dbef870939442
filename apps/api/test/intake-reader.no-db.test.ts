import { describe, expect, it } from 'vitest';
import { parseAmount } from '../src/modules/intake/reading/amounts';
import { readWindow } from '../src/modules/intake/reading/dates';
import { parseEquipment, parseWeight } from '../src/modules/intake/reading/equipment';
import { readFields } from '../src/modules/intake/reading/reader';
import type { ExtractedDocument, Word } from '../src/modules/intake/reading/types';

/** A page's lines as a text layer gives them: each row a string, or [x, text] cells far apart. */
type Row = string | [number, string][];
function page(number: number, rows: Row[]) {
  const words: Word[] = [];
  rows.forEach((row, r) => {
    const cells = typeof row === 'string' ? [[0.05, row] as [number, string]] : row;
    for (const [x0, text] of cells) {
      let x = x0;
      for (const part of text.split(/\s+/).filter(Boolean)) {
        words.push({ text: part, x, y: 0.05 + r * 0.02, w: part.length * 0.008, h: 0.012, confidence: 1 });
        x += part.length * 0.008 + 0.004;
      }
    }
  });
  return { number, width: 612, height: 792, words };
}
const doc = (...pages: Row[][]): ExtractedDocument => ({
  method: 'text',
  pages: pages.map((rows, i) => page(i + 1, rows)),
});

describe('dates and times', () => {
  it.each([
    ['12/03/2026 08:00-11:00', '2026-12-03T08:00', '2026-12-03T11:00'],
    ['12/3/26 0800', '2026-12-03T08:00', '2026-12-03T08:00'],
    ['Dec 3, 2026 8:00 AM', '2026-12-03T08:00', '2026-12-03T08:00'],
    ['Dec 3, 2026 8:00 AM - 2:30 PM', '2026-12-03T08:00', '2026-12-03T14:30'],
    ['2026-12-03 14:00', '2026-12-03T14:00', '2026-12-03T14:00'],
    ['Date: 12/3/26 Time: FCFS 0700-1500', '2026-12-03T07:00', '2026-12-03T15:00'],
    ['Appt: 12/04/2026 06:00', '2026-12-04T06:00', '2026-12-04T06:00'],
    ['12/03/2026 22:00 - 12/04/2026 02:00', '2026-12-03T22:00', '2026-12-04T02:00'],
    ['12 PM 12/05/2026', '2026-12-05T12:00', '2026-12-05T12:00'],
  ])('%s', (text, open, close) => {
    expect(readWindow(text)).toEqual({ open, close });
  });

  it('gives no window without a date, and refuses dates that do not exist', () => {
    expect(readWindow('FCFS 0700-1500')).toEqual({ open: null, close: null });
    expect(readWindow('02/30/2026 08:00')).toEqual({ open: null, close: null });
  });
});

describe('amounts, weight and equipment', () => {
  it('reads dollars with or without the sign, commas and cents', () => {
    expect(parseAmount('$2,350.00')).toBe(2350);
    expect(parseAmount('2350')).toBe(2350);
    expect(parseAmount('$312.5')).toBe(312.5);
    expect(parseAmount('USD 1,200.40')).toBe(1200.4);
    expect(parseAmount('12/03/2026')).toBeNull();
  });

  it('reads weights in the forms brokers write', () => {
    expect(parseWeight('42,000 lbs', false)).toBe(42000);
    expect(parseWeight('42000 LB', false)).toBe(42000);
    expect(parseWeight('42k', true)).toBe(42000);
    expect(parseWeight('38,500', true)).toBe(38500);
    expect(parseWeight('38,500', false)).toBeNull();
  });

  it('reads trailer types and lengths; one letter only where a label says equipment', () => {
    expect(parseEquipment("53' Dry Van", false)).toEqual({ trailerType: 'Dry Van', trailerLength: 53 });
    expect(parseEquipment('Reefer 53ft', false)).toEqual({ trailerType: 'Reefer', trailerLength: 53 });
    expect(parseEquipment("Flatbed 48'", false)).toEqual({ trailerType: 'Flatbed', trailerLength: 48 });
    expect(parseEquipment('Van', false)).toEqual({ trailerType: 'Dry Van', trailerLength: null });
    expect(parseEquipment('R', true).trailerType).toBe('Reefer');
    expect(parseEquipment('V', true).trailerType).toBe('Dry Van');
    expect(parseEquipment('V', false).trailerType).toBeNull();
  });

  it("tolerates what OCR makes of a scan's units and marks, only where it cannot be read another way", () => {
    expect(parseWeight('31,250 Ibs', false)).toBe(31250);
    expect(parseWeight('20500 IB', false)).toBe(20500);
    expect(parseEquipment('53° Reefer', false)).toEqual({ trailerType: 'Reefer', trailerLength: 53 });
    expect(parseEquipment('Reefer 34°F', false).trailerLength).toBeNull();
    // The foot mark lost: two digits beside the type are a length only where a label says equipment.
    expect(parseEquipment('Flatbed 48', true)).toEqual({ trailerType: 'Flatbed', trailerLength: 48 });
    expect(parseEquipment('53 Dry Van', true)).toEqual({ trailerType: 'Dry Van', trailerLength: 53 });
    expect(parseEquipment('Flatbed 48', false).trailerLength).toBeNull();
    // A semicolon read for a colon still ends a stop's block at the equipment.
    expect(
      readFields(doc(['Pick 1', 'Acme Foods', 'Dallas, TX 75212', 'Equipment; V', 'Weight; 20500'])).fields,
    ).toMatchObject({
      trailerType: 'Dry Van',
      weight: 20500,
    });
  });
});

const header: Row[] = [
  [
    [0.05, 'Acme Freight Brokerage LLC'],
    [0.6, 'Rate Confirmation'],
  ],
  'MC# 445566',
  [
    [0.05, 'Carrier: Fletx Demo Carrier'],
    [0.6, 'Load #: 88123'],
  ],
  'MC# 1034567',
  '',
];

describe('readFields', () => {
  it('reads the broker from the letterhead and never takes the carrier block for it', () => {
    const result = readFields(doc(header));
    expect(result.fields).toMatchObject({
      brokerName: 'Acme Freight Brokerage LLC',
      brokerMc: '445566',
      brokerLoadNumber: '88123',
    });
    expect(result.confidence.brokerMc).toBeGreaterThan(0.8);
    expect(result.sources.brokerMc).toEqual([expect.objectContaining({ page: 1, y: 0.07 })]);
    expect(result.usedLayout).toBe(false);
  });

  it.each([
    ['Pro #: NS-551', 'NS-551'],
    ['Order #: C-449812', 'C-449812'],
    ['Load Number: K-20391', 'K-20391'],
  ])('reads the load number from %s', (line, expected) => {
    expect(readFields(doc(['Broker: Acme Freight', line])).fields.brokerLoadNumber).toBe(expected);
  });

  it.each([
    ['Broker: Arrive Logistics MC# MC-845063', 'Arrive Logistics', '845063'],
    ['Broker: Arrive Logistics MC 845063', 'Arrive Logistics', '845063'],
    ['Broker: Arrive Logistics, MC No. 845063 DOT# 2245120', 'Arrive Logistics', '845063'],
    ['Customer: McLeod Freight LLC USDOT 2245120', 'McLeod Freight LLC', null],
    // As OCR may read the label's punctuation.
    ['Broker: Lone Star Freight Group MC. #: 223344', 'Lone Star Freight Group', '223344'],
    ['Broker: Pacific Coast Logistics MC Number; 990011', 'Pacific Coast Logistics', '990011'],
  ])('ends the broker name before its MC or DOT number: %s', (line, brokerName, brokerMc) => {
    const { fields } = readFields(doc([line, 'Load #: 88123']));
    expect(fields.brokerName).toBe(brokerName);
    expect(fields.brokerMc).toBe(brokerMc);
  });

  it('takes the line haul as the rate and the rest as accessorials by their kind', () => {
    const result = readFields(
      doc([
        ...header,
        [
          [0.05, 'Line Haul'],
          [0.4, '$2,350.00'],
        ],
        [
          [0.05, 'FSC'],
          [0.4, '$312.50'],
        ],
        [
          [0.05, 'Detention 2 hrs'],
          [0.3, '$50.00'],
          [0.4, '$100.00'],
        ],
        [
          [0.05, 'Total Carrier Pay'],
          [0.4, '$2,762.50'],
        ],
      ]),
    );
    expect(result.fields.rate).toBe(2350);
    expect(result.fields.accessorials).toEqual([
      { kind: 'Fuel Surcharge', amount: 312.5 },
      { kind: 'Detention', amount: 100 },
    ]);
    expect(result.confidence.rate).toBeGreaterThanOrEqual(0.9);
    expect(result.sources['accessorials.1']).toHaveLength(1);
  });

  it('takes the rate as the total less the accessorials when only a total is given, less sure', () => {
    const result = readFields(doc([...header, 'Lumper: $150.00', 'Total Rate: $2,150.00']));
    expect(result.fields.rate).toBe(2000);
    expect(result.fields.accessorials).toEqual([{ kind: 'Lumper', amount: 150 }]);
    expect(result.confidence.rate).toBeLessThan(0.8);
  });

  it('reads weight, equipment and commodity by label, and a weight by its form alone less surely', () => {
    const labelled = readFields(
      doc(['Equipment: R', 'Trailer Length: 53 ft', 'Weight: 42k', 'Commodity: Frozen foods']),
    );
    expect(labelled.fields).toMatchObject({
      trailerType: 'Reefer',
      trailerLength: 53,
      weight: 42000,
      commodity: 'Frozen foods',
    });
    const bare = readFields(doc(['Ships 38,500 lbs of paper', "53' Dry Van"]));
    expect(bare.fields).toMatchObject({ weight: 38500, trailerType: 'Dry Van', trailerLength: 53 });
    expect(bare.confidence.weight).toBeLessThan(labelled.confidence.weight);
    expect(readFields(doc(['V'])).fields.trailerType).toBeNull();
  });

  it('reads several stops in order, each with its kind, place, window, reference and phone', () => {
    const result = readFields(
      doc([
        ...header,
        'Pick 1: Acme Foods DC',
        '1200 Industrial Blvd',
        'Dallas, TX 75212',
        'Date: 12/03/2026 08:00-11:00',
        'Ref #: 445120',
        'Phone: (214) 555-0134',
        '',
        'Pickup #2',
        'Tyson Foods',
        'Address: 77 Elm St, St. Louis, MO 63147',
        'Appt: 12/04/2026 06:00',
        '',
        'Drop 1: Kroger Fulfillment',
        '9 Rail Yard Rd',
        'Salt Lake City, UT 84104',
        'Delivery #: 990',
        'Date: 12/5/26',
        'Time: FCFS 0700-1500',
        '',
        'Equipment: Van',
      ]),
    );
    expect(result.fields.stops).toEqual([
      {
        kind: 'pickup',
        facility: 'Acme Foods DC',
        address: '1200 Industrial Blvd',
        city: 'Dallas',
        state: 'TX',
        zip: '75212',
        open: '2026-12-03T08:00',
        close: '2026-12-03T11:00',
        reference: '445120',
        phone: '(214) 555-0134',
      },
      expect.objectContaining({
        kind: 'pickup',
        facility: 'Tyson Foods',
        address: '77 Elm St',
        city: 'St. Louis',
        state: 'MO',
        open: '2026-12-04T06:00',
        close: '2026-12-04T06:00',
      }),
      expect.objectContaining({
        kind: 'delivery',
        facility: 'Kroger Fulfillment',
        city: 'Salt Lake City',
        zip: '84104',
        reference: '990',
        open: '2026-12-05T07:00',
        close: '2026-12-05T15:00',
      }),
    ]);
    expect(result.confidence.stops[0]!.city).toBeGreaterThan(0.8);
    expect(result.confidence.stops[1]!.phone).toBe(0);
    expect(result.sources['stops.2.city']).toBeDefined();
    expect(result.fields.trailerType).toBe('Dry Van');
  });

  it('reads stops from a table by its column headings', () => {
    const columns = [0.05, 0.1, 0.25, 0.45, 0.7];
    const row = (...cells: string[]) => cells.map((c, i): [number, string] => [columns[i]!, c]);
    const result = readFields(
      doc([
        row('#', 'Type', 'Facility', 'City, ST Zip', 'Appointment'),
        row('1', 'PU', 'Acme Foods', 'Dallas, TX 75212', '2026-12-03 14:00'),
        row('2', 'Drop', 'Tyson', 'Memphis, TN 38118', '2026-12-04 08:00-12:00'),
      ]),
    );
    expect(result.fields.stops.map((s) => [s.kind, s.facility, s.city, s.close])).toEqual([
      ['pickup', 'Acme Foods', 'Dallas', '2026-12-03T14:00'],
      ['delivery', 'Tyson', 'Memphis', '2026-12-04T12:00'],
    ]);
  });

  it('reads nothing from a terms page: its amounts, places and labels are not the load', () => {
    const legal =
      'Detention will be paid at $50.00 per hour after two hours and the carrier shall deliver to 100 Main St, Springfield, IL 62701 only when instructed';
    const result = readFields(
      doc(
        [
          ...header,
          'Shipper: Acme Foods',
          'Dallas, TX 75212',
          '',
          'Consignee: Tyson',
          'Memphis, TN 38118',
          '',
          'Line Haul: $1,000.00',
        ],
        ['Terms and Conditions', legal, 'Stop 3', 'Detention: $75.00', 'Total: $9,999.00'],
      ),
    );
    expect(result.fields.stops).toHaveLength(2);
    expect(result.fields.accessorials).toEqual([]);
    expect(result.fields.rate).toBe(1000);
    const prose = readFields(doc([...header, legal, 'Line Haul: $1,000.00']));
    expect(prose.fields.accessorials).toEqual([]);
    expect(prose.fields.stops).toEqual([]);
  });

  it('answers an empty document with every field missing and no confidence', () => {
    const result = readFields({ method: 'ocr', pages: [] });
    expect(result.fields).toMatchObject({ brokerName: null, rate: null, stops: [], accessorials: [] });
    expect(result.confidence).toMatchObject({ brokerName: 0, rate: 0, accessorials: 0, stops: [] });
  });
});
