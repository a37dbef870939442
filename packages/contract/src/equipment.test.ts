import { describe, expect, it } from 'vitest';
import { trailerBody, trailerForm } from './trailers';
import { emptyTruckForm, truckForm } from './trucks';

const nextYear = new Date().getUTCFullYear() + 1;

/** A filled truck form: the optional inputs left empty. */
const truckInput = {
  ...emptyTruckForm,
  user_id: '4',
  vin_number: '1xkyd49x0nj123456',
  make_id: '2',
  model_id: '7',
  year: '2022',
  unit_number: '101',
  licenseplate_number: 'tx 4821',
  licenseplate_expiration: '2027-06-30',
  IFTA_number: 'IFTA-1',
  IFTA_expiration: '2027-12-31',
  gps_company: 'Samsara',
  odometers: '120500',
  brand: 'Cummins X15',
  serialNumber: 'X15-1',
  engineRepaired: 'false',
  fuelType: '1',
  brandGearbox: 'Eaton',
  serialNumberGearbox: 'E-1',
  type: 'Solo',
  permitKentucky: 'KY-1',
  permitKyExpiration: '2027-03-31',
};

describe('truck form schema', () => {
  it('turns the text inputs into the wire body', () => {
    const body = truckForm.parse(truckInput);
    expect(body).toMatchObject({
      user_id: 4,
      owner_id: null,
      vin_number: '1XKYD49X0NJ123456',
      licenseplate_number: 'TX 4821',
      year: 2022,
      odometers: 120500,
      engineRepaired: false,
      permitNewjersey: null,
      permitNjExpiration: null,
      // The form always sends it: an empty one clears it.
      annual_inspection_date: null,
    });
  });

  it('requires the driver and the KY permit, and an optional permit with its expiration', () => {
    const result = truckForm.safeParse({
      ...truckInput,
      user_id: '',
      permitKentucky: ' ',
      permitNewyork: 'NY-1',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['user_id', 'Required field']);
    expect(issues).toContainEqual(['permitKentucky', 'Required field']);
    expect(issues).toContainEqual(['permitNyExpiration', 'Required field']);
  });
});

describe('trailer schemas', () => {
  const trailer = {
    vin: '1JJV532D8KL123456',
    size_id: '3',
    size_other: '',
    year: '2021',
    licenseplate_expiration: '2027-05-31',
    trailer_number: 'TR-1',
    type_id: '1',
    licenseplate_number: 'TRL 1',
    licenseplate_truck_number: 'TX 1',
    annual_inspection_date: '2026-03-10',
  };

  it("size other needs size_other: 'You must provide an other size'", () => {
    const result = trailerForm.safeParse(trailer);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['size_other'], message: 'You must provide an other size' }),
    );
    expect(trailerForm.parse({ ...trailer, size_other: ' 45 ft ' }).size_other).toBe('45 ft');
    expect(trailerForm.parse({ ...trailer, size_other: '45 ft' }).annual_inspection_date).toBe('2026-03-10');
    expect(trailerForm.parse({ ...trailer, size_id: '2', size_other: '45 ft' }).size_other).toBeNull();
  });

  it('the year rule really fires: 2000 to next year', () => {
    const message = `The year must be between 2000 and ${nextYear}`;
    for (const year of ['1999', String(nextYear + 1)]) {
      const result = trailerForm.safeParse({ ...trailer, size_id: '1', year });
      expect(result.error?.issues.map((i) => i.message)).toContain(message);
    }
    for (const year of [2000, nextYear]) {
      expect(trailerBody.safeParse({ ...trailer, size_id: 1, type_id: 1, year }).success).toBe(true);
    }
  });
});
