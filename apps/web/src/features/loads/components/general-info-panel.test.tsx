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
