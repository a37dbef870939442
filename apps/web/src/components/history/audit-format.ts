import type { AuditValue } from '@fletx/contract/audit';
import { EMPTY_VALUE } from '../../lib/format';

/** One part of a field's path as words: `licenseplate_number` → 'Licenseplate number', `daysToPay` → 'Days to pay'. */
function words(part: string): string {
  const spaced = part
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A changed field's path as the History panel names it: `gps_company` → 'Gps company'; a nested one,
 * `contactPeople[12].phoneNumber` → 'Contact people #12 › Phone number'.
 */
export function fieldLabel(field: string): string {
  return field
    .split('.')
    .map((part) => {
      const indexed = /^(.*)\[(\d+)\]$/.exec(part);
      return indexed ? `${words(indexed[1] ?? '')} #${indexed[2]}` : words(part);
    })
    .join(' › ');
}

/** A value before or after a change as text: nothing (null or empty) as '—', yes/no as Yes and No. */
export function auditValueText(value: AuditValue): string {
  if (value === null || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
