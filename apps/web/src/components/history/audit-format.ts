import type { AuditChange, AuditEntityType, AuditValue } from '@fletx/contract/audit';
import { formatUsd } from '@fletx/contract/money';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatStopTime } from '../../lib/format';
import {
  AUDIT_FIELDS,
  AUDIT_SECTIONS,
  type AuditFields,
  type FieldSpec,
  type RecordNames,
  type ValueKind,
} from './audit-fields';

/** One part of a field's path as words: `licenseplate_number` → 'Licenseplate number', `daysToPay` → 'Days to pay'. */
function words(part: string): string {
  const spaced = part
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** One part of a path as the panel names it: its words (or `last`, its declared label), then its index. */
function partLabel(part: string, last?: string): string {
  const indexed = /^(.*)\[(\d+)\]$/.exec(part);
  const name = last ?? words(indexed ? (indexed[1] ?? '') : part);
  return indexed ? `${name} #${indexed[2]}` : name;
}

/**
 * A changed field's path as the History panel names it: `gps_company` → 'Gps company'; a nested one,
 * `contactPeople[12].phoneNumber` → 'Contact people #12 › Phone number'. `last` names the path's last part
 * instead of its words (a declared label, audit-fields.ts); a path in one of `sections` starts with that
 * section's words instead of its nesting (AUDIT_SECTIONS).
 */
export function fieldLabel(
  field: string,
  last?: string,
  sections: ReadonlyArray<readonly [string, string]> = [],
): string {
  const section = sections.find(([prefix]) => field.startsWith(`${prefix}.`));
  const path = section ? field.slice(section[0].length + 1) : field;
  const parts = path.split('.');
  const label = parts
    .map((part, index) => partLabel(part, index === parts.length - 1 ? last : undefined))
    .join(' › ');
  return section?.[1] ? `${section[1]} › ${label}` : label;
}

/** `*` in a declared path: any text inside one part; `[]`: any index. */
const globOf = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^.]*')}$`,
  );

const patterns = new Map<AuditFields, ReadonlyArray<[RegExp, FieldSpec]>>();

/** What a kind of record declares of a field: by its path with `[]` for each index, else the first pattern matching. */
function specOf(fields: AuditFields, field: string): FieldSpec | undefined {
  const path = field.replace(/\[\d+\]/g, '[]');
  if (Object.hasOwn(fields, path)) return fields[path];
  let globs = patterns.get(fields);
  if (!globs) {
    globs = Object.entries(fields).flatMap(([key, spec]) => (key.includes('*') ? [[globOf(key), spec]] : []));
    patterns.set(fields, globs);
  }
  return globs.find(([glob]) => glob.test(path))?.[1];
}

const isoText = (value: string | number) => (typeof value === 'string' ? value : '');

/** Each kind's text of a value, or EMPTY_VALUE when the value is not of that kind (then the raw text shows). */
const KIND_TEXT: Record<Exclude<ValueKind, object>, (value: string | number) => string> = {
  instant: (value) => formatDateTime(isoText(value)),
  date: (value) => formatDate(isoText(value)),
  stopTime: (value) => formatStopTime(isoText(value)),
  money: (value) => formatMoney(value),
  cents: (value) => (Number.isInteger(value) ? formatUsd(value as number) : EMPTY_VALUE),
};

/** An enumeration's label; a comma-separated list of its values (`dispatched, late`) as their labels. */
function labelText(labels: Readonly<Record<string | number, string>>, value: string | number): string {
  const label = labels[value];
  if (label !== undefined) return label;
  const items = typeof value === 'string' ? value.split(', ') : [];
  return items.length > 1 && items.every((item) => Object.hasOwn(labels, item))
    ? items.map((item) => labels[item]).join(', ')
    : EMPTY_VALUE;
}

/** The text of a value of `kind` (EMPTY_VALUE when it is not of that kind). */
function kindText(value: string | number, kind: ValueKind, names: RecordNames): string {
  if (typeof kind !== 'object') return KIND_TEXT[kind](value);
  if ('labels' in kind) return labelText(kind.labels, value);
  return names[kind.ref]?.[value] ?? `#${value}`;
}

/**
 * A value before or after a change as text: nothing (null or empty) as '—', yes/no as Yes and No, and, for a
 * field of a known kind, as the app shows that field elsewhere; its raw text when it is not of that kind.
 * `names`: what the page knows of the records ids point to.
 */
export function auditValueText(value: AuditValue, kind?: ValueKind, names: RecordNames = {}): string {
  if (value === null || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (kind === undefined) return String(value);
  const text = kindText(value, kind, names);
  return text === EMPTY_VALUE ? String(value) : text;
}

/** A changed field as the panel writes it. */
export type ShownChange = { field: string; label: string; before: string; after: string };

/**
 * The changes of an entry a person reads, in order: each named and written per its record's declaration, the
 * ids of other records by the `names` the page gives.
 */
export function shownChanges(
  entityType: AuditEntityType,
  changes: ReadonlyArray<AuditChange>,
  names: RecordNames = {},
): ShownChange[] {
  return changes.flatMap(({ field, before, after }) => {
    const spec = specOf(AUDIT_FIELDS[entityType], field);
    if (spec === 'hidden') return [];
    const { label, value: kind } = typeof spec === 'object' && 'label' in spec ? spec : { value: spec };
    return [
      {
        field,
        label: fieldLabel(field, label, AUDIT_SECTIONS[entityType]),
        before: auditValueText(before, kind, names),
        after: auditValueText(after, kind, names),
      },
    ];
  });
}
