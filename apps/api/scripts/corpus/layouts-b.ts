import { ampm, CARRIER, clock, long, military, money, thousands, us, usShort } from './data';
import { type CorpusLayout, drawExtras, isAppointment, perKind, place, sum, terms } from './layouts-a';

/** Broker and carrier information side by side, `Pickup #1` blocks, extras and only a total. */
export const northstar: CorpusLayout = {
  name: 'northstar',
  broker: { name: 'Northstar Freight Solutions Inc', mc: '778899' },
  stops: [2, 4],
  trailers: ['Flatbed', 'Dry Van'],
  draw(sheet, load, rng) {
    sheet.text(36, 34, 'NORTHSTAR FREIGHT SOLUTIONS', { size: 15, bold: true });
    sheet.right(576, 36, 'Rate Confirmation', { size: 12 });
    sheet.text(36, 70, 'Broker Information', { bold: true });
    sheet.text(320, 70, 'Carrier Information', { bold: true });
    sheet.lines(36, 82, [this.broker.name, `MC# ${this.broker.mc}`, 'Phone: (612) 555-0177'], 12);
    sheet.lines(320, 82, [CARRIER.name, `MC# ${CARRIER.mc}`, 'Dispatch: (555) 555-0100'], 12);
    const pro = `NS-${load.brokerLoadNumber}`;
    sheet.text(36, 126, `Pro #: ${pro}`, { size: 10 });
    let y = 150;
    load.stops.forEach((stop, i) => {
      sheet.text(36, y, `${stop.kind === 'pickup' ? 'Pickup' : 'Delivery'} #${i + 1}`, {
        size: 10,
        bold: true,
      });
      const when = isAppointment(stop)
        ? `Appt: ${usShort(stop.open!)} ${military(stop.open!)}`
        : `Window: ${us(stop.open!)} ${clock(stop.open!)} - ${us(stop.close!)} ${clock(stop.close!)}`;
      const rows = [
        stop.facility!,
        stop.address!,
        place(stop),
        when,
        `Ref: ${stop.reference}`,
        `Phone: ${stop.phone}`,
      ];
      y = sheet.lines(36, y + 13, rows) + 12;
    });
    const flat = load.trailerType === 'Flatbed';
    const freight = [
      `Equipment: ${flat ? `Flatbed ${load.trailerLength}'` : `${load.trailerLength}' Dry Van`}`,
      `Weight: ${thousands(load.weight!)} lbs`,
      `Commodity: ${load.commodity}`,
    ];
    y = sheet.lines(36, y, freight, 12) + 12;
    sheet.text(36, y, 'Accessorials', { bold: true });
    const accessorials = drawExtras(rng, ['Detention', 'Lumper', 'Layover'], 2);
    accessorials.forEach((a, r) => {
      sheet.text(48, y + 12 + r * 12, a.kind);
      sheet.right(260, y + 12 + r * 12, money(a.amount));
    });
    y += 12 + accessorials.length * 12 + 6;
    sheet.text(36, y, 'Total Rate', { bold: true });
    sheet.right(260, y, money(sum(load.rate!, accessorials)), { bold: true });
    return { ...load, brokerLoadNumber: pro, accessorials };
  },
};

/** Multi-stop grid: two blocks a row, dates without a label, a summary table of charges. */
export const lonestar: CorpusLayout = {
  name: 'lonestar',
  broker: { name: 'Lone Star Freight Group', mc: '223344' },
  stops: [3, 6],
  trailers: ['Dry Van', 'Reefer'],
  draw(sheet, load, rng) {
    sheet.text(36, 34, this.broker.name, { size: 16, bold: true });
    sheet.text(36, 54, `MC #: ${this.broker.mc}`);
    sheet.right(576, 34, 'LOAD CONFIRMATION', { size: 13, bold: true });
    const number = `LS-${load.brokerLoadNumber}`;
    sheet.right(576, 54, `Confirmation #: ${number}`);
    sheet.text(36, 76, `Carrier: ${CARRIER.name} (MC ${CARRIER.mc})`);
    sheet.text(36, 96, `Equipment: ${load.trailerLength}' ${load.trailerType}`);
    sheet.text(320, 96, `Weight: ${thousands(load.weight!)} lbs`);
    sheet.text(36, 108, `Commodity: ${load.commodity}`);
    load.stops.forEach((stop, i) => {
      const x = i % 2 === 0 ? 36 : 320;
      const y = 132 + Math.floor(i / 2) * 92;
      sheet.text(x, y, `${stop.kind === 'pickup' ? 'Pickup' : 'Delivery'} ${perKind(load.stops, i)}`, {
        size: 10,
        bold: true,
      });
      const when = `${us(stop.open!)} ${clock(stop.open!)}${isAppointment(stop) ? '' : `-${clock(stop.close!)}`}`;
      sheet.lines(x, y + 13, [
        stop.facility!,
        stop.address!,
        place(stop),
        when,
        `Ref: ${stop.reference}`,
        `Ph: ${stop.phone}`,
      ]);
    });
    let y = 132 + Math.ceil(load.stops.length / 2) * 92 + 10;
    sheet.text(36, y, 'Charge', { bold: true });
    sheet.text(300, y, 'Amount', { bold: true });
    const accessorials = drawExtras(rng, ['Fuel Surcharge', 'Layover', 'TONU'], 2);
    const names: Record<string, string> = { 'Fuel Surcharge': 'Fuel', Layover: 'Layover', TONU: 'TONU' };
    const rows: [string, number][] = [
      ['Linehaul', load.rate!],
      ...accessorials.map((a): [string, number] => [names[a.kind]!, a.amount]),
    ];
    rows.push(['Total', sum(load.rate!, accessorials)]);
    for (const [label, amount] of rows) {
      y += 12;
      sheet.text(36, y, label, { bold: label === 'Total' });
      sheet.right(360, y, money(amount), { bold: label === 'Total' });
    }
    return { ...load, brokerLoadNumber: number, accessorials };
  },
};

/** A summary row with labels over values, Origin and Destination, long dates, terms on page 2. */
export const pacific: CorpusLayout = {
  name: 'pacific',
  broker: { name: 'Pacific Coast Logistics', mc: '990011' },
  stops: [2, 2],
  trailers: ['Reefer', 'Dry Van'],
  draw(sheet, load, rng) {
    sheet.text(36, 36, this.broker.name, { size: 18, bold: true });
    sheet.right(576, 38, 'LOAD TENDER', { size: 14, bold: true });
    sheet.text(36, 60, `MC Number: ${this.broker.mc} | USDOT 2844001`, { size: 8 });
    const number = `PCL-${load.brokerLoadNumber}`;
    const equipment =
      load.trailerType === 'Reefer' ? `Reefer ${load.trailerLength}ft` : `${load.trailerLength}' Dry Van`;
    const heads = ['Load #', 'Equipment', 'Weight', 'Commodity'];
    const values = [number, equipment, `${thousands(load.weight!)} lbs`, load.commodity!];
    heads.forEach((h, c) => void sheet.text([36, 160, 290, 410][c]!, 84, h, { bold: true }));
    values.forEach((v, c) => void sheet.text([36, 160, 290, 410][c]!, 96, v));
    sheet.text(36, 120, 'Carrier', { bold: true });
    sheet.text(36, 132, CARRIER.name);
    sheet.text(36, 144, `MC Number: ${CARRIER.mc}`);
    load.stops.forEach((stop, i) => {
      const x = i === 0 ? 36 : 320;
      sheet.text(x, 170, i === 0 ? 'Origin' : 'Destination', { size: 10, bold: true });
      const when = `${long(stop.open!)} ${ampm(stop.open!)}${isAppointment(stop) ? '' : ` - ${ampm(stop.close!)}`}`;
      const rows = [
        stop.facility!,
        stop.address!,
        place(stop),
        when,
        `BOL: ${stop.reference}`,
        `Phone: ${stop.phone}`,
      ];
      sheet.lines(x, 184, rows, 12);
    });
    const accessorials = drawExtras(rng, ['Fuel Surcharge', 'TONU'], 1);
    const rows: [string, number][] = [
      ['Linehaul', load.rate!],
      ...accessorials.map((a): [string, number] => [a.kind === 'Fuel Surcharge' ? 'FSC' : 'TONU', a.amount]),
    ];
    rows.push(['Total Carrier Pay', sum(load.rate!, accessorials)]);
    rows.forEach(([label, amount], r) => {
      sheet.text(36, 276 + r * 12, label);
      sheet.right(300, 276 + r * 12, money(amount));
    });
    terms(sheet);
    return { ...load, brokerLoadNumber: number, accessorials };
  },
};

/** The carrier left and the broker right, `Shipper 1` with the facility a tab away, letters for equipment. */
export const keystone: CorpusLayout = {
  name: 'keystone',
  broker: { name: 'Keystone Brokerage Co.', mc: '667788' },
  stops: [3, 6],
  trailers: ['Dry Van', 'Reefer'],
  draw(sheet, load, rng) {
    sheet.text(36, 34, 'RATE CONFIRMATION', { size: 14, bold: true });
    sheet.text(36, 60, `Carrier: ${CARRIER.name}`);
    sheet.text(36, 72, `MC Number: ${CARRIER.mc}`);
    sheet.text(340, 60, `Broker: ${this.broker.name}`);
    sheet.text(340, 72, `MC Number: ${this.broker.mc}`);
    sheet.text(340, 84, 'Phone: (717) 555-0150');
    const number = `K-${load.brokerLoadNumber}`;
    sheet.text(36, 100, `Load Number: ${number}`, { size: 10 });
    let y = 124;
    load.stops.forEach((stop, i) => {
      const pickup = stop.kind === 'pickup';
      sheet.text(36, y, `${pickup ? 'Shipper' : 'Consignee'} ${perKind(load.stops, i)}`, { bold: true });
      sheet.text(130, y, stop.facility!, { bold: true });
      const when = isAppointment(stop)
        ? `Appt: ${us(stop.open!)} ${clock(stop.open!)}`
        : `Window: ${us(stop.open!)} ${clock(stop.open!)} - ${clock(stop.close!)}`;
      const rows = [
        stop.address!,
        place(stop),
        when,
        `${pickup ? 'PU' : 'Del'} #: ${stop.reference}`,
        `Tel: ${stop.phone}`,
      ];
      y = sheet.lines(130, y + 12, rows) + 10;
    });
    const freight = [
      `Equipment: ${load.trailerType === 'Reefer' ? 'R' : 'V'}`,
      `Length: ${load.trailerLength}'`,
      `Weight: ${thousands(load.weight!)} lbs`,
      `Commodity: ${load.commodity}`,
    ];
    sheet.lines(36, y, freight, 12);
    y += 60;
    const accessorials = drawExtras(rng, ['Fuel Surcharge', 'Lumper'], 2);
    const rows: [string, number][] = [
      ['Linehaul Rate', load.rate!],
      ...accessorials.map((a): [string, number] => [a.kind, a.amount]),
    ];
    rows.push(['Total', sum(load.rate!, accessorials)]);
    rows.forEach(([label, amount], r) => {
      sheet.text(36, y + r * 12, label);
      sheet.right(280, y + r * 12, money(amount));
    });
    return { ...load, brokerLoadNumber: number, accessorials };
  },
};

/**
 * A layout the rules alone read wrong: the pay is `Carrier Compensation`, the load number `Ref Nbr`, each
 * stop's facility sits above its `PICKUP`/`DELIVERY` heading. The learning test and the accuracy's
 * learnt row use it.
 */
export const ridgeline: CorpusLayout = {
  name: 'ridgeline',
  broker: { name: 'Ridgeline Transport Partners', mc: '445566' },
  stops: [2, 3],
  trailers: ['Dry Van'],
  draw(sheet, load) {
    sheet.text(36, 36, this.broker.name, { size: 16, bold: true });
    sheet.text(36, 56, `MC# ${this.broker.mc}`);
    sheet.right(576, 36, 'Load Sheet', { size: 12, bold: true });
    const number = `RT-${load.brokerLoadNumber}`;
    sheet.right(576, 56, `Ref Nbr: ${number}`);
    sheet.text(36, 78, `Carrier: ${CARRIER.name}`);
    sheet.text(36, 90, `MC# ${CARRIER.mc}`);
    sheet.text(36, 112, 'Stops', { size: 10, bold: true });
    let y = 128;
    const stops = load.stops.map((stop) => ({ ...stop, close: stop.open, reference: null, phone: null }));
    for (const stop of stops) {
      sheet.text(36, y, stop.facility!, { bold: true });
      sheet.text(36, y + 12, stop.kind === 'pickup' ? 'PICKUP' : 'DELIVERY', { size: 8 });
      const rows = [stop.address!, place(stop), `Appt ${us(stop.open!)} ${clock(stop.open!)}`];
      y = sheet.lines(36, y + 24, rows) + 14;
    }
    const freight = [
      `Equipment: ${load.trailerLength}' Dry Van`,
      `Weight: ${thousands(load.weight!)} lbs`,
      `Commodity: ${load.commodity}`,
    ];
    sheet.lines(36, y, freight, 12);
    sheet.text(36, y + 48, `Carrier Compensation: ${money(load.rate!)}`, { bold: true });
    return { ...load, brokerLoadNumber: number, stops, accessorials: [] };
  },
};
