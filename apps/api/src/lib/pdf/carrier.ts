import type { CarrierSettings } from '@fletx/contract/carrier-settings';

/** The carrier's address, phone and e-mail, MC and DOT numbers as printed under its name (empty lines left out). */
export function carrierAddressLines(carrier: CarrierSettings): string[] {
  const prefixed = (label: string, value: string) =>
    value && (value.toUpperCase().startsWith(label) ? value : `${label} ${value}`);
  const numbers = [prefixed('MC', carrier.mcNumber), prefixed('DOT', carrier.dotNumber)].filter(Boolean);
  const phone = carrier.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
  const place = [carrier.city, [carrier.state, carrier.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    carrier.address,
    place,
    [phone, carrier.email].filter(Boolean).join(' · '),
    numbers.join(' · '),
  ].filter(Boolean);
}

/** The name printed at the top of a document while the carrier has not set its own (Settings, Carrier). */
export const printedCarrierName = (carrier: CarrierSettings) => carrier.name.trim() || 'FletX';
