import type { AuditChange, AuditValue } from '@fletx/contract/audit';
import { isoString } from '../../lib/iso-time';

/** Fields never worth a line in the trail: stamps, versions, secrets. */
const IGNORED = /^(created_?at|updated_?at|version|.*password.*|.*token.*|.*hash.*|.*secret.*)$/i;

/** At most this many changed fields are kept per entry (a create of a large record, a bulk edit). */
export const MAX_CHANGES = 200;

/**
 * Flattens a record (as its API answers it) into `path → value`: nested objects as `a.b`, arrays of
 * objects by their `id` when they have one (`contacts[12].phone`), by position otherwise; arrays of plain
 * values as one comma-separated text; dates as ISO text.
 */
export function flatten(
  value: unknown,
  path = '',
  out = new Map<string, AuditValue>(),
): Map<string, AuditValue> {
  if (value instanceof Date) out.set(path, isoString(value));
  else if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) out.set(path, value.join(', '));
    else
      value.forEach((item, index) => {
        const key = item && typeof item === 'object' && 'id' in item ? String(item.id) : String(index);
        flatten(item, `${path}[${key}]`, out);
      });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (IGNORED.test(key)) continue;
      flatten(inner, path ? `${path}.${key}` : key, out);
    }
  } else if (value === undefined) out.set(path, null);
  else if (typeof value === 'bigint') out.set(path, value.toString());
  else out.set(path, value as AuditValue);
  return out;
}

/** The fields whose value differs between two snapshots of a record (either may be absent). */
export function diff(before: unknown, after: unknown): AuditChange[] {
  const old = before === undefined ? new Map<string, AuditValue>() : flatten(before);
  const now = after === undefined ? new Map<string, AuditValue>() : flatten(after);
  const changes: AuditChange[] = [];
  for (const field of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(field) ?? null;
    const b = now.get(field) ?? null;
    if (a === b || (isBlank(a) && isBlank(b))) continue;
    changes.push({ field, before: a, after: b });
    if (changes.length === MAX_CHANGES) break;
  }
  return changes;
}

const isBlank = (value: AuditValue) => value === null || value === '';
