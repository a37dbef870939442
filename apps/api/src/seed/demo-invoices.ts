import { carrierSettingsBody } from '@fletx/contract/carrier-settings';
import { INVOICEABLE_LOAD_STATUS_IDS } from '@fletx/contract/invoices';
import type { Services } from '../services';

/**
 * The carrier's details and a few draft invoices of delivered demo loads (docs/product.md "Invoices and
 * receivables"). None is sent: sending mails the broker, and the demo brokers' addresses look real.
 */
export async function seedInvoices(services: Services, loadIds: number[], actorId: number): Promise<void> {
  await services.carrierSettings.save(
    carrierSettingsBody.parse({
      name: 'Fletx Demo Trucking LLC',
      address: '4100 Alpha Rd',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75244',
      phone: '2145550199',
      email: 'billing@fletx.app',
      mcNumber: 'MC-1234567',
      dotNumber: '3456789',
      remitTo: 'Fletx Demo Trucking LLC\nPO Box 820140\nDallas, TX 75382',
      factoring: null,
    }),
  );
  let made = 0;
  for (const id of loadIds) {
    if (made >= 4) return;
    const load = await services.loads.get(id);
    if (!INVOICEABLE_LOAD_STATUS_IDS.includes(load.loadbook_status_id)) continue;
    await services.invoices.create(id, actorId);
    made += 1;
  }
}
