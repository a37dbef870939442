import { bookingBody as bookingSchema } from '@fletx/contract/bookings';
import { type BrokerStatus, createBrokerBody } from '@fletx/contract/brokers';
import type { ManualClock } from '../lib/clock';
import type { Services } from '../services';
import { LANES } from './demo-lanes';
import { transitDays } from './demo-picks';

const BROKERS: ReadonlyArray<{
  name: string;
  mc: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  days: number;
  status: BrokerStatus;
  contacts: Array<[string, string, string]>;
}> = [
  {
    name: 'Coyote Logistics',
    mc: 'MC-561135',
    email: 'carrierpay@coyote.com',
    address: '960 N Halsted St',
    city: 'Chicago',
    state: 'IL',
    zip: '60642',
    days: 30,
    status: 'Approved',
    contacts: [
      ['Megan Holt', 'Carrier sales', '3125550140'],
      ['Derek Simms', 'Accounting', '3125550141'],
    ],
  },
  {
    name: 'Echo Global Logistics',
    mc: 'MC-433825',
    email: 'ap@echo.com',
    address: '600 W Chicago Ave',
    city: 'Chicago',
    state: 'IL',
    zip: '60654',
    days: 45,
    status: 'Approved',
    contacts: [['Priya Shah', 'Dispatch', '3125550152']],
  },
  {
    name: 'Arrive Logistics',
    mc: 'MC-845063',
    email: 'billing@arrivelogistics.com',
    address: '7701 Metropolis Dr',
    city: 'Austin',
    state: 'TX',
    zip: '78744',
    days: 30,
    status: 'Approved',
    contacts: [
      ['Jake Morales', 'Account manager', '5125550133'],
      ['Tina Reed', 'Claims', '5125550134'],
    ],
  },
  {
    name: 'Lone Star Freight Brokers',
    mc: 'MC-902211',
    email: 'invoices@lonestarfb.com',
    address: '1200 Commerce St',
    city: 'Dallas',
    state: 'TX',
    zip: '75202',
    days: 15,
    status: 'Pending approval',
    contacts: [['Dana Whitfield', 'Owner', '2145550101']],
  },
  {
    name: 'Peach State Brokerage',
    mc: 'MC-774410',
    email: 'ap@peachstatebrokerage.com',
    address: '55 Peachtree St NW',
    city: 'Atlanta',
    state: 'GA',
    zip: '30303',
    days: 60,
    status: 'Suspended',
    contacts: [['Carl Benson', 'Dispatch', '4045550177']],
  },
  {
    name: 'Sunbelt Transport Partners',
    mc: 'MC-688120',
    email: 'pay@sunbelttp.com',
    address: '4100 E Broadway Rd',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85040',
    days: 30,
    status: 'Approved',
    contacts: [['Lucía Herrera', 'Carrier relations', '6025550190']],
  },
];

const DAY_MS = 86_400_000;

/**
 * Brokers in every status with their contacts, and bookings from the approved ones in the coming days. The
 * brokers that gave loads were added (`clock` set back) more than a year before today, before the demo's past
 * loads (demo-history.ts); the one pending approval days ago.
 */
export async function seedBrokersAndBookings(
  services: Pick<Services, 'brokers' | 'bookings' | 'clock'>,
  clock: ManualClock,
): Promise<void> {
  const { brokers, bookings } = services;
  const now = clock.now();
  const approved: number[] = [];
  for (const [k, b] of BROKERS.entries()) {
    const daysAgo = b.status === 'Pending approval' ? 3 : 400 + ((k * 97) % 360);
    const added = now.getTime() - daysAgo * DAY_MS - (k * 53 + 15) * 60_000;
    clock.set(new Date(added));
    const { broker } = await brokers.create(
      createBrokerBody.parse({
        brokerName: b.name,
        mcNumber: b.mc,
        involvingEmail: b.email,
        address: b.address,
        city: b.city,
        state: b.state,
        zipCode: b.zip,
        daysToPay: b.days,
        contactPeople: b.contacts.map(([contactName, role, phoneNumber]) => ({
          contactName,
          role,
          phoneNumber,
          email: `${contactName
            .split(' ')[0]
            ?.normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()}@${b.email.split('@')[1]}`,
        })),
      }),
    );
    // Approved a few days after it was added; suspended last month.
    const changed = b.status === 'Suspended' ? now.getTime() - 30 * DAY_MS : added + (2 + (k % 4)) * DAY_MS;
    clock.set(new Date(changed));
    if (b.status !== 'Pending approval') await brokers.changeStatus(broker.id, b.status);
    if (b.status === 'Approved') approved.push(broker.id);
  }
  clock.set(now);
  for (let i = 0; i < 14; i++) {
    const lane = LANES[i % LANES.length];
    const brokerId = approved[i % approved.length];
    if (!lane || brokerId === undefined) continue;
    const [pf, pc, ps, pz, df, dc, ds, dz, miles, rate, product] = lane;
    // The six latest pickups (4 to 9 days out) are turned into loads (demo-booking-loads.ts); the others
    // stay active, picking up in the next three days: none whose pickup has passed.
    const inDays = i >= 8 ? i - 4 : 1 + (i % 3);
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + inDays));
    const date = day.toISOString().slice(0, 10);
    // Delivered the days its miles take, as the demo's loads are.
    const next = new Date(day.getTime() + transitDays(miles) * DAY_MS).toISOString().slice(0, 10);
    await bookings.create(
      bookingSchema.parse({
        idNumber: `BK-${String(24100 + i * 7)}`,
        loadBrokerId: brokerId,
        distance: miles,
        openTimePickup: `${date}T07:00`,
        closeTimePickup: `${date}T11:00`,
        nameLocationPickup: pf,
        postalCodePickup: pz,
        stateCodePickup: ps,
        cityPickup: pc,
        openTimeDelivery: `${next}T13:00`,
        closeTimeDelivery: `${next}T17:00`,
        nameLocationDelivery: df,
        postalCodeDelivery: dz,
        stateCodeDelivery: ds,
        cityDelivery: dc,
        productName: product,
        freightCompany: rate + (i % 3) * 50,
        loadWeight: 38000 + (i % 5) * 1000,
        instruction: i % 2 === 0 ? 'Call the receiver 1 hour before arrival.' : '',
        trailerType: i % 3 === 0 ? 3 : 1,
        lenght: i % 4 === 0 ? '48 ft' : '53 ft',
        loadType: i % 5 === 4 ? 'LTL' : 'FTL',
      }),
    );
  }
}
