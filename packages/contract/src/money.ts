/**
 * Money as every screen, PDF, mail and History entry writes it (docs/product.md "Money on screens and
 * papers"): US dollars with cents and thousands separators; a negative amount with a minus before the dollar
 * sign (-$1,234.50), never in parentheses, never as a sign set apart before a positive amount; no "-$0.00".
 */
export function formatUsd(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars (the wire's amounts, at most 2 decimals) as `formatUsd` writes them. */
export const formatDollars = (dollars: number): string => formatUsd(Math.round(dollars * 100));
