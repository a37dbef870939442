import type { IntakeFields } from '@fletx/contract/intake';

/**
 * `42,000 lbs`, `42000 LB`, `42k`, `42,000` (labelled): pounds, or null. OCR reads the l of `lbs` as a
 * capital I (`Ibs`, `IB`): the same unit.
 */
export function parseWeight(text: string, labelled: boolean): number | null {
  const m = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b|[li]bs?\b|pounds\b|#)?/i.exec(text);
  if (!m) return null;
  const unit = m[2]?.toLowerCase().replace(/^i/, 'l');
  if (!unit && !labelled) return null;
  let value = Number(m[1]!.replace(/,/g, ''));
  if (unit === 'k') value *= 1000;
  return value > 0 && value <= 1_000_000 ? Math.round(value) : null;
}

/** A weight anywhere: a figure followed by lbs. */
export const WEIGHT_PATTERN = /\b\d{1,3}(?:,\d{3})+\s*[lI]bs?\b|\b\d{4,6}\s*[lI]bs?\b/i;

type TrailerType = NonNullable<IntakeFields['trailerType']>;

const TYPES: [RegExp, TrailerType][] = [
  [/\b(dry\s*van|van|dv)\b/i, 'Dry Van'],
  [/\b(reefer|refrigerated|temp\s*control(led)?)\b/i, 'Reefer'],
  [/\b(flat\s*bed|flat|fb)\b/i, 'Flatbed'],
  [/\bpower\s*only\b/i, 'Power Only'],
];
/** One letter is a type only where a label says the value is equipment. */
const LETTERS: Record<string, TrailerType> = { v: 'Dry Van', r: 'Reefer', f: 'Flatbed', po: 'Power Only' };

export interface Equipment {
  trailerType: TrailerType | null;
  trailerLength: number | null;
}

/**
 * A length's foot mark: `'`, `’`, `ft`, `feet`; and `°`, what OCR makes of a slanted apostrophe (a
 * temperature, `34°F`, names its scale).
 */
const FEET = /\b(\d{2})\s*(?:'|’|°(?!\s*[fc]\b)|ft\b|feet\b|foot\b|-foot\b)/i;
/** Where a label says equipment, a type and two digits beside it are a length though OCR lost the mark. */
const BARE_FEET =
  /\b(\d{2})\s+(?:dry\s*van|van|reefer|flat\s*bed|flatbed)\b|\b(?:van|reefer|flatbed|flat\s*bed)\s+(\d{2})\s*$/i;

/** `53' Dry Van`, `Reefer 53ft`, `Flatbed 48'`, `Van`, and `V`/`R` (and `Flatbed 48`) when `labelled`. */
export function parseEquipment(text: string, labelled: boolean): Equipment {
  let trailerType: TrailerType | null = null;
  for (const [pattern, type] of TYPES) {
    if (pattern.test(text)) {
      trailerType = type;
      break;
    }
  }
  const letter = /^\s*([a-z]{1,2})\b/i.exec(text)?.[1]?.toLowerCase();
  if (!trailerType && labelled && letter) trailerType = LETTERS[letter] ?? null;
  const length = FEET.exec(text) ?? (labelled ? BARE_FEET.exec(text) : null);
  const feet = length ? Number(length[1] ?? length[2]) : null;
  return { trailerType, trailerLength: feet !== null && feet >= 20 && feet <= 60 ? feet : null };
}

/** Equipment written anywhere: a length and a type together. */
export const EQUIPMENT_PATTERN =
  /\b\d{2}\s*(?:'|’|°|ft\b)\s*(dry\s*van|van|reefer|flatbed|flat\s*bed)\b|\b(dry\s*van|van|reefer|flatbed)\s+\d{2}\s*(?:'|’|°|ft\b)/i;
