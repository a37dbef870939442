import type { Clock } from '../lib/clock';
import type { Services } from '../services';
import { linesPdf } from './demo-pdf';

/** What a generated rate confirmation says. */
export interface SampleRateConfirmation {
  broker: string;
  mc: string;
  loadNumber: string;
  rate: string;
  pickup: [facility: string, address: string, cityStateZip: string, window: string];
  delivery: [facility: string, address: string, cityStateZip: string, window: string];
  commodity?: string;
  weight?: string;
  equipment?: string;
}

/**
 * A one-page rate confirmation with a text layer, laid out as brokers' usually are (the demo and the tests
 * upload it; docs/product.md "Rate confirmations").
 */
export function rateConfirmationPdf(rc: SampleRateConfirmation): Promise<Buffer> {
  return linesPdf((line) => {
    line(rc.broker, { bold: true, size: 16, gap: 22 });
    line(`${rc.mc}`);
    line('RATE CONFIRMATION', { bold: true, size: 14, gap: 26 });
    line(`Load #: ${rc.loadNumber}`);
    line(`Equipment: ${rc.equipment ?? "Dry Van 53'"}`);
    line(`Commodity: ${rc.commodity ?? 'General merchandise'}`);
    line(`Weight: ${rc.weight ?? '40,000 lbs'}`, { gap: 26 });
    for (const [label, stop] of [
      ['PICKUP', rc.pickup],
      ['DELIVERY', rc.delivery],
    ] as const) {
      line(label, { bold: true });
      for (const text of stop) line(text);
      line('', { gap: 8 });
    }
    line(`Line Haul: ${rc.rate}`, { bold: true });
    line(`Total Carrier Pay: ${rc.rate}`);
  });
}

/**
 * Two drafts in the inbox: one a dispatcher uploaded, one that came by mail. They are read once the seed's
 * transaction commits (the seed waits for its queue; a server's queue reads what is left at start).
 */
export async function seedIntake(
  services: Pick<Services, 'intake'>,
  clock: Clock,
  dispatcherId: number,
): Promise<void> {
  const { intake } = services;
  // Loads booked for the coming days, as rate confirmations arrive: MM/DD/YYYY, the brokers' way.
  const day = (ahead: number) => {
    const date = new Date(clock.now().getTime() + ahead * 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
  };
  await intake.receive({
    bytes: await rateConfirmationPdf({
      broker: 'Coyote Logistics',
      mc: 'MC-561135',
      loadNumber: 'CL-7781204',
      rate: '$2,850.00',
      pickup: ['Sysco Dallas', '800 Trinity Dr', 'Lewisville, TX 75056', `${day(2)} 08:00 - 12:00`],
      delivery: ['Kroger DC', '2175 Parklake Dr NE', 'Atlanta, GA 30345', `${day(3)} 14:00 - 18:00`],
    }),
    fileName: 'Coyote RC CL-7781204.pdf',
    source: 'upload',
    createdBy: dispatcherId,
  });
  await intake.receive({
    bytes: await rateConfirmationPdf({
      broker: 'Echo Global Logistics',
      mc: 'MC-433825',
      loadNumber: '44120987',
      rate: '$1,975.00',
      pickup: ['Cargill Meat Solutions', '151 N Main St', 'Wichita, KS 67202', `${day(3)} 06:00`],
      delivery: ['H-E-B Warehouse', '4710 N Pan Am Expy', 'San Antonio, TX 78218', `${day(4)} 10:00`],
      equipment: "Reefer 53'",
      commodity: 'Frozen beef',
      weight: '42,500 lbs',
    }),
    fileName: 'RateCon_44120987.pdf',
    source: 'mail',
    sender: 'loads@echo.example.com',
  });
}
