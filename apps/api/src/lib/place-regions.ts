/**
 * The state or province a town's name is written with (lib/nearest-place.ts): GeoNames numbers Canada's and
 * Mexico's first-level divisions, which nobody writes; a US town's region is already its USPS code.
 */

/** Canada's provinces and territories by GeoNames' code, as Canada Post abbreviates them. */
const CANADA: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/**
 * Mexico's states by GeoNames' code, in full: there is no two-letter set a US reader knows, and "Monterrey,
 * Nuevo León" is what a person writes.
 */
const MEXICO: Readonly<Record<string, string>> = {
  '01': 'Aguascalientes',
  '02': 'Baja California',
  '03': 'Baja California Sur',
  '04': 'Campeche',
  '05': 'Chiapas',
  '06': 'Chihuahua',
  '07': 'Coahuila',
  '08': 'Colima',
  '09': 'Ciudad de México',
  '10': 'Durango',
  '11': 'Guanajuato',
  '12': 'Guerrero',
  '13': 'Hidalgo',
  '14': 'Jalisco',
  '15': 'México',
  '16': 'Michoacán',
  '17': 'Morelos',
  '18': 'Nayarit',
  '19': 'Nuevo León',
  '20': 'Oaxaca',
  '21': 'Puebla',
  '22': 'Querétaro',
  '23': 'Quintana Roo',
  '24': 'San Luis Potosí',
  '25': 'Sinaloa',
  '26': 'Sonora',
  '27': 'Tabasco',
  '28': 'Tamaulipas',
  '29': 'Tlaxcala',
  '30': 'Veracruz',
  '31': 'Yucatán',
  '32': 'Zacatecas',
};

/** The US territories, each its own country in GeoNames, whose country code is also their USPS code. */
const TERRITORIES = new Set(['PR', 'VI', 'GU', 'MP', 'AS']);

/** The countries whose towns are named: the US and its territories, Canada, Mexico. */
export const NAMED_COUNTRIES = new Set(['US', ...TERRITORIES, 'CA', 'MX']);

/**
 * How the state or province of a town of `country` with GeoNames' first-level code `admin` is written, or
 * undefined for a code the tables do not know.
 */
export function regionOf(country: string, admin: string): string | undefined {
  if (country === 'US') return /^[A-Z]{2}$/.test(admin) ? admin : undefined;
  if (TERRITORIES.has(country)) return country;
  return (country === 'CA' ? CANADA : country === 'MX' ? MEXICO : {})[admin];
}
