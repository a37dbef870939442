/** "12.34", "$1,250", "0.5" → 1234, 125000, 50 cents, with integer arithmetic only; null when not money. */
export function parseUsdToCents(text: string): number | null {
  const match = /^\$?(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const dollars = Number.parseInt(match[1] ?? '0', 10);
  const cents = Number.parseInt((match[2] ?? '').padEnd(2, '0'), 10);
  return dollars * 100 + cents;
}

/** Integer cents as a decimal string ("-12.05") for formatMoney, without dividing floats. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Like parseUsdToCents, with an optional minus sign ("-25.50" → -2550): deductions on an invoice. */
export function parseSignedUsdToCents(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parseUsdToCents(negative ? trimmed.slice(1) : trimmed);
  return cents === null ? null : negative ? -cents : cents;
}

/** Dollars as the API sends them (at most 2 decimals) as integer cents. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
