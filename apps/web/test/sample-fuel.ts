import type { FuelPurchase } from '@fletx/contract/fuel';
import type { IftaJurisdiction, IftaReport } from '@fletx/contract/ifta';

/**
 * Cora Lee's receipt for truck 4 (unit U-4) bought at 14:07:45 UTC (the seconds a person never sees in the
 * picker).
 */
export const fuelPurchase = (over: Partial<FuelPurchase> = {}): FuelPurchase => ({
  id: 7,
  truckId: 4,
  truckNumber: 'U-4',
  driverId: 12,
  driverName: 'Cora Lee',
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

/** An open Q1 2026 IFTA report, without a jurisdiction unless told. */
export const iftaReport = (over: Partial<IftaReport> = {}): IftaReport => ({
  year: 2026,
  quarter: 1,
  fleetMpg: null,
  jurisdictions: [],
  totalMiles: 0,
  totalGallons: 0,
  totalTax: 0,
  unassignedMiles: 0,
  gaps: [],
  warnings: [],
  closed: false,
  closedAt: null,
  dueOn: '2026-04-30',
  generatedAt: '2026-04-02T10:00:00.000Z',
  ...over,
});

/** Texas, 33 gallons bought beyond what its miles burnt: a credit of $6.60 at $0.20. */
export const texasCredit: IftaJurisdiction = {
  code: 'TX',
  miles: 1000,
  taxableGallons: 167,
  paidGallons: 200,
  netGallons: -33,
  rate: 0.2,
  tax: -6.6,
  ifta: true,
};
