import type { FuelPurchase } from '@fletx/contract/fuel';

/** A driver's receipt for truck 4 bought at 14:07:45 UTC (the seconds a person never sees in the picker). */
export const fuelPurchase = (over: Partial<FuelPurchase> = {}): FuelPurchase => ({
  id: 7,
  truckId: 4,
  driverId: 12,
  at: '2026-08-14T14:07:45.000Z',
  state: 'KS',
  gallons: 118.25,
  amount: 449.23,
  amountCents: 44923,
  vendor: 'Pilot',
  receipt: 'R-88',
  source: 'driver',
  createdAt: '2026-08-14T14:10:00.000Z',
  updatedAt: '2026-08-14T14:10:00.000Z',
  ...over,
});
