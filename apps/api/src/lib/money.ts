/**
 * Money is integer cents inside and a number with at most 2 decimals on the wire (docs/product.md
 * "Money"). The wire schemas refuse more than 2 decimals, so rounding only absorbs float noise (0.1 + 0.2).
 */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
export const centsToDollars = (cents: number) => cents / 100;
