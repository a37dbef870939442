/**
 * The name a contract's list gives a code (a status, a report type), or the code itself for one the list does
 * not know (a row written by a later version).
 */
export const nameOfCode = (names: Readonly<Record<number, string>>, code: number): string =>
  names[code] ?? String(code);
