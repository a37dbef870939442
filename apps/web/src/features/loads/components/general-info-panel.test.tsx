import type { LoadExtraData } from '@fletx/contract/load-responses';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleLoad } from '../../../../test/sample-load';
import { renderWithProviders } from '../../../../test/test-utils';
import { GeneralInfoPanel } from './general-info-panel';

/** Load details' extras for LD-41's driver, Dora Phone, with no truck. */
const extra = (licenseNumber: string | null): LoadExtraData => ({
  user: { id: 7, first_name: 'Dora', last_name: 'Phone', email: 'dora@example.com', phone: '2145550111' },
  loadbookStatus: { id: 2, name: 'New' },
  driverInformation: { status: 1, license_number: licenseNumber },
  vehicle: null,
  trailer: null,
  previous_status_id: null,
  history: [],
});

describe('Load details’ Driver (docs/product.md "Load details": driverInformation.license_number)', () => {
  it("shows the driver's CDL number", () => {
    renderWithProviders(<GeneralInfoPanel load={sampleLoad} extra={extra('D7654321')} />);
    expect(screen.getByText('CDL number')).toBeInTheDocument();
    expect(screen.getByText('D7654321')).toBeInTheDocument();
  });

  it('says when none is on file', () => {
    renderWithProviders(<GeneralInfoPanel load={sampleLoad} extra={extra(null)} />);
    expect(screen.getByText('Not on file')).toBeInTheDocument();
    expect(screen.getByText('The driver has no truck.')).toBeInTheDocument();
  });

  it('says a load without a driver has no truck because it has no driver', () => {
    renderWithProviders(<GeneralInfoPanel load={sampleLoad} extra={{ ...extra(null), user: null }} />);
    expect(
      screen.getByText('No driver yet: choose one with Edit load before confirming.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No driver yet: the truck is the driver’s.')).toBeInTheDocument();
    expect(screen.getByText('No driver yet: the trailer is on the driver’s truck.')).toBeInTheDocument();
    expect(screen.queryByText('The driver has no truck.')).not.toBeInTheDocument();
  });
});

describe('Load details’ rate per mile (docs/product.md "Load details")', () => {
  it("reads the trip rate over the broker's distance, and all-in once the deadhead is known", () => {
    renderWithProviders(
      <GeneralInfoPanel load={{ ...sampleLoad, deadheadMiles: 119 }} extra={extra(null)} />,
    );
    // $2,450.50 over 781 mi; over 781 + 119 = 900 mi all-in.
    expect(screen.getByText('$3.14/mi over 781 mi')).toBeInTheDocument();
    expect(screen.getByText('All-in $2.72/mi with 119 deadhead mi')).toBeInTheDocument();
  });

  it('reads the planned miles without a distance, and says nothing without a rate', () => {
    const planned = { ...sampleLoad, distance_miles: null };
    const { unmount } = renderWithProviders(<GeneralInfoPanel load={planned} extra={extra(null)} />);
    expect(screen.getByText('$2.42/mi over 1,012.4 planned mi')).toBeInTheDocument();
    expect(screen.queryByText(/All-in/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <GeneralInfoPanel load={{ ...planned, freight_company: null }} extra={extra(null)} />,
    );
    expect(screen.queryByText(/\/mi over/)).not.toBeInTheDocument();
  });
});

describe('Load details’ trip (docs/product.md "Conventions")', () => {
  it('groups the weight’s thousands and names the distance typed on the load beside its miles', () => {
    renderWithProviders(<GeneralInfoPanel load={sampleLoad} extra={extra(null)} />);
    expect(screen.getByText('42,000 lbs')).toBeInTheDocument();
    expect(screen.getByText('Distance entered')).toBeInTheDocument();
    expect(screen.getByText('781 mi')).toBeInTheDocument();
  });
});
