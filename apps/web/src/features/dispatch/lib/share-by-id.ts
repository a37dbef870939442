type Plain = Record<string, unknown>;
type WithId = { id: number };

function isPlain(value: object): value is Plain {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const hasId = (value: unknown): value is WithId =>
  typeof value === 'object' && value !== null && typeof (value as Partial<WithId>).id === 'number';

/**
 * The board's structural sharing (the query's `structuralSharing`): a new answer keeps the objects of the old one
 * that are equal to their new selves, as TanStack Query's own does, but a record (an object with an `id`) of an
 * array is matched with the old record of the same id, not with the one at its place. A load leaving the queue,
 * or coming into a driver's row, moves the records after it; matched by place, every one of them would be a new
 * object, and its memoised card or bar would be drawn again.
 */
export function shareById(old: unknown, next: unknown): unknown {
  if (old === next) return old;
  if (typeof old !== 'object' || typeof next !== 'object' || old === null || next === null) return next;
  if (Array.isArray(next)) return Array.isArray(old) ? shareArray(old, next) : next;
  if (Array.isArray(old) || !isPlain(old) || !isPlain(next)) return next;
  return shareObject(old, next);
}

function shareArray(old: ReadonlyArray<unknown>, next: ReadonlyArray<unknown>): unknown {
  // Built only once a record is not where it was.
  let byId: Map<number, unknown> | undefined;
  let same = old.length === next.length;
  const items = new Array<unknown>(next.length);
  for (let i = 0; i < next.length; i++) {
    const item = next[i];
    let before = old[i];
    if (hasId(item) && !(hasId(before) && before.id === item.id)) {
      byId ??= new Map(old.filter(hasId).map((record) => [record.id, record]));
      before = byId.get(item.id);
    }
    items[i] = shareById(before, item);
    if (items[i] !== old[i]) same = false;
  }
  return same ? old : items;
}

function shareObject(old: Plain, next: Plain): Plain {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(old).length;
  const copy: Plain = {};
  for (const key of keys) {
    const before = old[key];
    const shared = shareById(before, next[key]);
    copy[key] = shared;
    if (shared !== before || (before === undefined && !Object.hasOwn(old, key))) same = false;
  }
  return same ? old : copy;
}
