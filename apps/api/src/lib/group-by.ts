/**
 * Rows grouped by a key, each group in the rows' order: how a page's records meet their children read in one
 * query for the whole page (a work order's lines, a user's drivers), one pass over the children rather than
 * one per record.
 */
export function groupBy<T, K>(rows: ReadonlyArray<T>, key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
