import { US_STATES } from './us-states';

/**
 * Where fuel is bought and miles are driven (docs/product.md "IFTA"): the US states and DC by their USPS code,
 * the Canadian provinces and territories by their Canada Post code. `??` is a stretch of miles no shipped
 * boundary covers: listed for review, never a jurisdiction of its own.
 */
export const CANADIAN_PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

export const JURISDICTIONS: ReadonlyArray<{ code: string; name: string }> = [
  ...US_STATES,
  ...CANADIAN_PROVINCES,
];
const CODES = new Set(JURISDICTIONS.map((j) => j.code));

/** Miles no shipped boundary covers (state_miles.jurisdiction). */
export const UNKNOWN_JURISDICTION = '??';

/**
 * Not members of IFTA: their miles count in the fleet's total miles (so in its MPG), but no fuel tax is
 * reported to them and they need no rate.
 */
export const NON_IFTA = new Set(['AK', 'HI', 'DC', 'NT', 'NU', 'YT']);

/** "tx", " TX " → "TX" when it is a real state or province code; undefined otherwise. */
export function jurisdictionCode(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  return CODES.has(code) ? code : undefined;
}

export const jurisdictionName = (code: string) => JURISDICTIONS.find((j) => j.code === code)?.name ?? code;

/** For selects: "TX — Texas", the states first, then the provinces. */
export const JURISDICTION_OPTIONS = JURISDICTIONS.map((j) => ({
  value: j.code,
  label: `${j.code} — ${j.name}`,
}));
