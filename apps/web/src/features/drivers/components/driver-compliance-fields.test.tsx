import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { defaultPolicyExpiration } from './driver-form-values';

describe('defaultPolicyExpiration (docs/product.md "Compliance")', () => {
  it('is one year after the effective date while the expiration is empty', () => {
    expect(defaultPolicyExpiration('2026-03-15', '')).toBe('2027-03-15');
    expect(defaultPolicyExpiration('2026-12-31', '')).toBe('2027-12-31');
  });

  it('leaves an expiration already there, and does nothing without an effective date', () => {
    expect(defaultPolicyExpiration('2026-03-15', '2026-09-30')).toBeUndefined();
    expect(defaultPolicyExpiration('', '')).toBeUndefined();
  });
});

describe('the driver form: CDL, medical certificate, lease end and policy expirations', () => {
  beforeEach(() => {
    storeSession();
    stubFetch(() => jsonResponse({ message: 'OK', data: [] }));
  });

  async function openForm() {
    renderApp('/fletx/add-driver');
    await screen.findByRole('form', { name: 'Add driver' }, { timeout: 5000 });
    return userEvent.setup();
  }

  const effective = () => screen.getAllByRole('textbox', { name: /^Effective date of coverage/ });
  const expiration = () => screen.getAllByRole('textbox', { name: /^Expiration date/ });

  it('fills an empty expiration with one year after the effective date; it stays editable', async () => {
    const user = await openForm();
    expect(effective()).toHaveLength(6);
    expect(expiration()).toHaveLength(6);
    const [underlyingEffective] = effective();
    const [underlyingExpiration] = expiration();
    if (!underlyingEffective || !underlyingExpiration) throw new Error('the policies are missing');

    await user.type(underlyingEffective, '15/03/2026');
    await user.tab();
    expect(underlyingExpiration).toHaveValue('15/03/2027');
    // Editable: another date typed over the default stays.
    await user.clear(underlyingExpiration);
    await user.type(underlyingExpiration, '30/09/2026');
    await user.tab();
    expect(underlyingExpiration).toHaveValue('30/09/2026');
    await user.clear(underlyingEffective);
    await user.type(underlyingEffective, '01/04/2026');
    await user.tab();
    expect(underlyingExpiration).toHaveValue('30/09/2026');
  }, 30_000);

  it('keeps an expiration entered before the effective date', async () => {
    const user = await openForm();
    const cargoEffective = effective()[1];
    const cargoExpiration = expiration()[1];
    if (!cargoEffective || !cargoExpiration) throw new Error('the cargo policy is missing');
    await user.type(cargoExpiration, '31/12/2026');
    await user.type(cargoEffective, '01/01/2026');
    await user.tab();
    expect(cargoExpiration).toHaveValue('31/12/2026');
  }, 30_000);

  it('has the CDL and medical certificate section (#cdl) and the lease end in the agreements (#agreement)', async () => {
    await openForm();
    const cdl = screen.getByRole('region', { name: "Commercial driver's licence and medical certificate" });
    expect(cdl).toHaveAttribute('id', 'cdl');
    for (const label of ['CDL number', 'CDL state', 'CDL expiration', 'Medical certificate expiration'])
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'CDL class' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Agreements' })).toHaveAttribute('id', 'agreement');
    expect(screen.getByRole('textbox', { name: 'Lease agreement end' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Underlying commercial automobile liability coverage' }),
    ).toHaveAttribute('id', 'insurance');
  });
});
