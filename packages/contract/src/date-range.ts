/**
 * Two days of a filter's range (`yyyy-MM-dd`, which compare as days), either left out, that do not run
 * backwards: the first is not after the second.
 */
export const daysInOrder = (from: string | undefined, to: string | undefined): boolean =>
  !from || !to || from <= to;
