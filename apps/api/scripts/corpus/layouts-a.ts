import type { IntakeFields, IntakeStop } from '@fletx/contract/intake';
import type { Sheet } from './canvas';
import {
  ampm,
  CARRIER,
  clock,
  long,
  military,
  money,
  plain,
  type Random,
  TERMS,
  thousands,
  us,
  usShort,
} from './data';

/** A broker's way of writing a rate confirmation: draws `load` and answers what the document says. */
export interface CorpusLayout {
  name: string;
  broker: { name: string; mc: string };
  stops: [number, number];
  trailers: IntakeFields['trailerType'][];
  draw: (sheet: Sheet, load: IntakeFields, rng: Random) => IntakeFields;
}

/** Extras a load may carry, drawn at random. */
export function drawExtras(rng: Random, kinds: string[], max: number) {
  const extras: { kind: string; amount: number }[] = [];
  for (const kind of kinds) {
    if (extras.length < max && rng.next() < 0.5)
      extras.push({ kind, amount: rng.int(3, 60) * 5 + rng.pick([0, 0.5]) });
  }
  return extras;
}

export const isAppointment = (stop: IntakeStop) => stop.open === stop.close;
const appointmentOnly = (stop: IntakeStop): IntakeStop => ({ ...stop, close: stop.open });
/** Numbering per kind: Pick 1, Pick 2, Drop 1. */
export const perKind = (stops: IntakeStop[], i: number) =>
  stops.slice(0, i + 1).filter((s) => s.kind === stops[i]!.kind).length;

/** A stop's `City, ST zip`. */
export const place = (stop: IntakeStop) => `${stop.city}, ${stop.state} ${stop.zip}`;
/** The carrier's pay: the rate and the extras. */
export const sum = (rate: number, extras: { amount: number }[]) =>
  rate + extras.reduce((s, a) => s + a.amount, 0);

export function terms(sheet: Sheet) {
  sheet.newPage();
  sheet.text(36, 40, 'Terms and Conditions', { size: 12, bold: true });
  let y = 62;
  for (const paragraph of TERMS) y = sheet.paragraph(36, y, paragraph, 540) + 8;
}

/** Letterhead, blocks `Pick 1: facility`, charges to the right, terms on page 2. */
export const summit: CorpusLayout = {
  name: 'summit',
  broker: { name: 'Summit Freight Brokerage, LLC', mc: '812345' },
  stops: [2, 4],
  trailers: ['Dry Van', 'Reefer'],
  draw(sheet, load, rng) {
    sheet.text(36, 36, this.broker.name, { size: 16, bold: true });
    sheet.text(36, 58, '4100 Alpha Rd, Suite 900, Dallas, TX 75244', { size: 8 });
    sheet.text(36, 69, `MC# ${this.broker.mc} | Phone (972) 555-0100`, { size: 8 });
    sheet.right(576, 36, 'RATE CONFIRMATION', { size: 14, bold: true });
    sheet.right(576, 58, `Load #: ${load.brokerLoadNumber}`, { size: 10 });
    sheet.rule(84);
    sheet.text(36, 94, `Carrier: ${CARRIER.name}`);
    sheet.text(36, 106, `MC# ${CARRIER.mc}   DOT# ${CARRIER.dot}`);
    let y = 130;
    load.stops.forEach((stop, i) => {
      const head = `${stop.kind === 'pickup' ? 'Pick' : 'Drop'} ${perKind(load.stops, i)}: ${stop.facility}`;
      const when = isAppointment(stop)
        ? `${us(stop.open!)} ${clock(stop.open!)}`
        : `${us(stop.open!)} ${clock(stop.open!)}-${clock(stop.close!)}`;
      sheet.text(36, y, head, { size: 10, bold: true });
      const rows = [
        stop.address!,
        place(stop),
        `Date: ${when}`,
        `Ref #: ${stop.reference}`,
        `Phone: ${stop.phone}`,
      ];
      y = sheet.lines(48, y + 13, rows) + 12;
    });
    const freight = [
      `Equipment: ${load.trailerLength}' ${load.trailerType}`,
      `Weight: ${thousands(load.weight!)} lbs`,
      `Commodity: ${load.commodity}`,
    ];
    y = sheet.lines(36, y, freight, 12) + 12;
    sheet.text(36, y, 'Charges', { size: 10, bold: true });
    const accessorials = drawExtras(rng, ['Fuel Surcharge', 'Detention'], 2);
    const rows: [string, number][] = [
      ['Line Haul', load.rate!],
      ...accessorials.map((a): [string, number] => [a.kind, a.amount]),
    ];
    rows.push(['Total Carrier Pay', rows.reduce((sum, [, n]) => sum + n, 0)]);
    rows.forEach(([label, amount], r) => {
      sheet.text(48, y + 14 + r * 12, label, { bold: label.startsWith('Total') });
      sheet.right(300, y + 14 + r * 12, money(amount));
    });
    terms(sheet);
    return { ...load, accessorials };
  },
};

/** Broker and carrier side by side, Shipper and Consignee side by side, labels with colons. */
export const blueridge: CorpusLayout = {
  name: 'blueridge',
  broker: { name: 'Blue Ridge Logistics Inc', mc: '654321' },
  stops: [2, 2],
  trailers: ['Dry Van', 'Reefer'],
  draw(sheet, load, rng) {
    sheet.text(170, 34, 'RATE AND LOAD CONFIRMATION', { size: 14, bold: true });
    sheet.text(36, 60, `Broker: ${this.broker.name}`);
    sheet.text(36, 72, `MC Number: ${this.broker.mc}`);
    sheet.text(36, 84, 'Phone: (828) 555-0190');
    sheet.text(320, 60, `Carrier: ${CARRIER.name}`);
    sheet.text(320, 72, `MC Number: ${CARRIER.mc}`);
    sheet.text(36, 104, `Load Number: ${load.brokerLoadNumber}`);
    const van = load.trailerType === 'Dry Van';
    sheet.text(320, 104, `Equipment: ${van ? 'Van' : 'Reefer'}`);
    sheet.rule(120);
    load.stops.forEach((stop, i) => {
      const x = i === 0 ? 36 : 320;
      const label = stop.kind === 'pickup' ? 'Pickup Date' : 'Delivery Date';
      const when = isAppointment(stop)
        ? `${long(stop.open!)} ${ampm(stop.open!)}`
        : `${long(stop.open!)} ${ampm(stop.open!)} - ${ampm(stop.close!)}`;
      sheet.text(x, 132, stop.kind === 'pickup' ? 'SHIPPER' : 'CONSIGNEE', { size: 10, bold: true });
      const rows = [
        stop.facility!,
        stop.address!,
        place(stop),
        `${label}: ${when}`,
        `PO #: ${stop.reference}`,
        `Phone: ${stop.phone}`,
      ];
      sheet.lines(x, 146, rows, 12);
    });
    sheet.rule(226);
    sheet.text(36, 238, `Weight: ${load.weight} LB`);
    sheet.text(36, 250, `Commodity: ${load.commodity}`);
    const accessorials = drawExtras(rng, ['Fuel Surcharge'], 1);
    sheet.text(36, 274, `Linehaul Rate: ${money(load.rate!)}`);
    accessorials.forEach((a, r) => void sheet.text(36, 286 + r * 12, `FSC: ${money(a.amount)}`));
    const total = sum(load.rate!, accessorials);
    sheet.text(36, 286 + accessorials.length * 12, `Total Rate: ${money(total)}`, { bold: true });
    return { ...load, accessorials, trailerLength: null };
  },
};

/** A table of stops and a table of charges (Description, Qty, Rate, Amount). */
export const cascade: CorpusLayout = {
  name: 'cascade',
  broker: { name: 'CASCADE TRANSPORT BROKERS', mc: '456789' },
  stops: [2, 6],
  trailers: ['Flatbed', 'Dry Van'],
  draw(sheet, load, rng) {
    sheet.text(36, 36, this.broker.name, { size: 15, bold: true });
    sheet.right(576, 38, 'Load Confirmation', { size: 12 });
    sheet.text(36, 58, `MC ${this.broker.mc}  DOT 2231100`, { size: 8 });
    const order = `C-${load.brokerLoadNumber}`;
    sheet.text(36, 72, `Order #: ${order}`);
    sheet.text(36, 90, `Carrier: ${CARRIER.name}   MC# ${CARRIER.mc}`);
    const freight = [
      `Equipment: ${load.trailerType} ${load.trailerLength}'`,
      `Weight: ${thousands(load.weight!)} lbs`,
      `Commodity: ${load.commodity}`,
    ];
    sheet.lines(36, 110, freight, 12);
    const columns = [36, 52, 100, 215, 330, 455];
    ['#', 'Type', 'Facility', 'Address', 'City, ST Zip', 'Appointment'].forEach(
      (h, c) => void sheet.text(columns[c]!, 156, h, { size: 8, bold: true }),
    );
    const stops = load.stops.map((stop) => ({ ...stop, reference: null, phone: null }));
    stops.forEach((stop, i) => {
      const open = stop.open!.replace('T', ' ');
      const when = isAppointment(stop) ? open : `${open}-${clock(stop.close!)}`;
      const cells = [
        String(i + 1),
        stop.kind === 'pickup' ? 'Pickup' : 'Delivery',
        stop.facility!,
        stop.address!,
        place(stop),
        when,
      ];
      cells.forEach((cell, c) => void sheet.text(columns[c]!, 170 + i * 12, cell, { size: 8 }));
    });
    let y = 170 + stops.length * 12 + 24;
    ['Description', 'Qty', 'Rate', 'Amount'].forEach(
      (h, c) => void sheet.text([36, 250, 320, 420][c]!, y, h, { size: 8, bold: true }),
    );
    const extras = stops.length > 2 ? [{ kind: 'Stop Off', amount: 50 * (stops.length - 2) }] : [];
    const accessorials = [...extras, ...drawExtras(rng, ['Lumper'], 1)];
    const rows: [string, number, number][] = [
      ['Line Haul', 1, load.rate!],
      ...accessorials.map((a): [string, number, number] => [
        a.kind,
        a.kind === 'Stop Off' ? stops.length - 2 : 1,
        a.kind === 'Stop Off' ? 50 : a.amount,
      ]),
    ];
    rows.forEach(([label, qty, each]) => {
      y += 12;
      sheet.text(36, y, label, { size: 8 });
      sheet.text(250, y, String(qty), { size: 8 });
      sheet.text(320, y, plain(each), { size: 8 });
      sheet.text(420, y, plain(qty * each), { size: 8 });
    });
    sheet.text(36, y + 14, 'Total', { size: 8, bold: true });
    sheet.text(420, y + 14, plain(rows.reduce((s, [, q, e]) => s + q * e, 0)), { size: 8, bold: true });
    return { ...load, brokerLoadNumber: order, stops, accessorials };
  },
};

/** `Stop 1: Pickup` blocks with labelled lines, FCFS windows in military time, `Equipment: R`. */
export const ironhorse: CorpusLayout = {
  name: 'ironhorse',
  broker: { name: 'IRON HORSE LOGISTICS', mc: '334455' },
  stops: [2, 5],
  trailers: ['Reefer', 'Dry Van'],
  draw(sheet, load, rng) {
    sheet.text(36, 36, this.broker.name, { size: 16, bold: true });
    sheet.text(36, 56, `MC-${this.broker.mc}`);
    sheet.right(576, 36, 'CARRIER RATE CONFIRMATION', { size: 12, bold: true });
    sheet.right(576, 56, `Load ID: ${load.brokerLoadNumber}`);
    sheet.text(36, 80, `Carrier: ${CARRIER.name}`);
    sheet.text(36, 92, `MC: ${CARRIER.mc}`);
    let y = 116;
    const stops = load.stops.map((stop) => (stop.kind === 'delivery' ? appointmentOnly(stop) : stop));
    stops.forEach((stop, i) => {
      sheet.text(36, y, `Stop ${i + 1}: ${stop.kind === 'pickup' ? 'Pickup' : 'Delivery'}`, {
        size: 10,
        bold: true,
      });
      const time = isAppointment(stop)
        ? `Appt: ${military(stop.open!)}`
        : `Time: FCFS ${military(stop.open!)}-${military(stop.close!)}`;
      const rows = [
        `Facility: ${stop.facility}`,
        `Address: ${stop.address}, ${stop.city}, ${stop.state} ${stop.zip}`,
        `Date: ${usShort(stop.open!)}`,
        time,
        `${stop.kind === 'pickup' ? 'Pickup' : 'Delivery'} #: ${stop.reference}`,
        `Phone: ${stop.phone}`,
      ];
      y = sheet.lines(48, y + 13, rows) + 10;
    });
    const round = load.weight! % 1000 === 0;
    const freight = [
      `Equipment: ${load.trailerType === 'Reefer' ? 'R' : 'V'}`,
      `Trailer Length: ${load.trailerLength}'`,
      `Weight: ${round ? `${load.weight! / 1000}k` : load.weight}`,
      `Commodity: ${load.commodity}`,
    ];
    sheet.lines(36, y, freight, 12);
    const accessorials = drawExtras(rng, ['Detention', 'Lumper'], 2);
    y += 60;
    sheet.text(36, y, `Line Haul: ${money(load.rate!)}`);
    accessorials.forEach((a, r) => void sheet.text(36, y + 12 + r * 12, `${a.kind}: ${money(a.amount)}`));
    const total = sum(load.rate!, accessorials);
    sheet.text(36, y + 12 + accessorials.length * 12, `Total: ${money(total)}`, { bold: true });
    return { ...load, stops, accessorials };
  },
};
