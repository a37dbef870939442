import type { IntakeFields, IntakeStop } from '@fletx/contract/intake';
import { type Anchor, anchorsFor, everyStop, type Form, find, type Hit, places, same } from './anchors';
import { boxes, type Line, readLines } from './lines';
import { readByRules } from './rules';
import { emptyStop } from './stops';
import type { ExtractedDocument, Layout, ReadResult } from './types';

/**
 * A broker's layout, learnt from a person's corrections: for each field the rules read wrong, where its value
 * sat — after a label on its line, under or over a label, or at a place on the page — so that the next
 * document of that broker is read right.
 */
export const LAYOUT_VERSION = 1;

interface LayoutV1 {
  version: number;
  anchors: Record<string, Anchor[]>;
}

const STOP_FIELDS = ['facility', 'address', 'city', 'state', 'zip', 'reference', 'phone'] as const;
const TOP_FIELDS: [keyof IntakeFields, Form][] = [
  ['brokerName', 'text'],
  ['brokerMc', 'mc'],
  ['brokerLoadNumber', 'word'],
  ['rate', 'amount'],
  ['commodity', 'text'],
  ['weight', 'weight'],
];

type Learnable = { path: string; form: Form; value: string | number | null; kind?: IntakeStop['kind'] };

/** Each field a person can correct that a layout can learn: path, form and corrected value. */
function learnable(fields: IntakeFields): Learnable[] {
  return [
    ...TOP_FIELDS.map(
      ([key, form]): Learnable => ({ path: key, form, value: fields[key] as string | number | null }),
    ),
    ...fields.accessorials.map(
      (a): Learnable => ({ path: `accessorials.${a.kind}`, form: 'amount', value: a.amount }),
    ),
    ...fields.stops.flatMap((stop, i) =>
      STOP_FIELDS.map(
        (key): Learnable => ({ path: `stops.${i}.${key}`, form: 'text', value: stop[key], kind: stop.kind }),
      ),
    ),
  ];
}

const asLayout = (layout: Layout | undefined): LayoutV1 | null =>
  layout?.version === LAYOUT_VERSION && typeof layout.anchors === 'object' && layout.anchors !== null
    ? (layout as unknown as LayoutV1)
    : null;

/** What the rules read for a path (`rate`, `stops.1.city`, `accessorials.Detention`). */
function ruleValue(fields: IntakeFields, path: string): string | number | null {
  const [head, index, key] = path.split('.');
  if (head === 'stops') return fields.stops[Number(index)]?.[key as keyof IntakeStop] ?? null;
  if (head === 'accessorials') return fields.accessorials.find((a) => a.kind === index)?.amount ?? null;
  return (fields[head as keyof IntakeFields] as string | number | null) ?? null;
}

/**
 * Learn from a person's corrections to one document: where each value the rules read wrong sat, added to
 * what `previous` knew of this broker's layout.
 */
export function learnLayout(doc: ExtractedDocument, corrected: IntakeFields, previous?: Layout): Layout {
  const lines = readLines(doc);
  const rules = readByRules(lines).fields;
  const anchors: Record<string, Anchor[]> = { ...(asLayout(previous)?.anchors ?? {}) };
  for (const { path, form, value, kind } of learnable(corrected)) {
    if (value === null || value === '' || same(ruleValue(rules, path), value)) continue;
    const place = places(lines, form, value)[0];
    if (!place) continue;
    const found = anchorsFor(lines, place, form).map((a) => (kind ? { ...a, kind } : a));
    if (found.length === 0) continue;
    anchors[path] = found;
    const every = path.replace(/^stops\.\d+\./, 'stops.*.');
    if (every !== path) {
      const known = anchors[every] ?? [];
      const fresh = found.filter(
        (a) =>
          a.relation !== 'region' && !known.some((k) => k.relation === a.relation && k.label === a.label),
      );
      anchors[every] = [...known, ...fresh];
    }
  }
  return { version: LAYOUT_VERSION, anchors };
}

/** The rules' reading with what a learnt layout finds put over it. */
export function applyLayout(lines: Line[], layout: Layout, result: ReadResult): ReadResult {
  const known = asLayout(layout);
  if (!known) return result;
  const fields = structuredClone(result.fields);
  const confidence = structuredClone(result.confidence);
  const sources = { ...result.sources };
  let usedLayout = false;
  const put = (path: string, hit: Hit, kind: IntakeStop['kind']) => {
    const [head, index, key] = path.split('.');
    if (head === 'stops') {
      const i = Number(index);
      while (fields.stops.length <= i && fields.stops.length < 20) {
        const added = emptyStop(kind);
        fields.stops.push(added.stop);
        confidence.stops.push({ ...added.confidence, kind: 0.95 });
      }
      (fields.stops[i] as Record<string, unknown>)[key!] = String(hit.value);
      (confidence.stops[i] as Record<string, number>)[key!] = 0.95;
    } else if (head === 'accessorials') {
      let at = fields.accessorials.findIndex((a) => a.kind === index);
      if (at < 0) at = fields.accessorials.push({ kind: index!, amount: 0 }) - 1;
      fields.accessorials[at]!.amount = Number(hit.value);
      confidence.accessorials = 0.95;
      path = `accessorials.${at}`;
    } else {
      (fields as Record<string, unknown>)[head!] = hit.value;
      (confidence as unknown as Record<string, number>)[head!] = 0.95;
    }
    sources[path] = boxes(hit.span);
    usedLayout = true;
  };
  const done = new Set<string>();
  for (const [path, anchors] of Object.entries(known.anchors)) {
    if (!path.startsWith('stops.*.')) continue;
    const hits = everyStop(lines, anchors, fields.stops.length);
    for (const [i, hit] of (hits ?? []).entries()) put(path.replace('*', String(i)), hit, 'delivery');
    if (hits) done.add(path.slice('stops.*.'.length));
  }
  for (const [path, anchors] of Object.entries(known.anchors)) {
    if (path.startsWith('stops.*.') || done.has(path.split('.')[2] ?? '')) continue;
    const hit = anchors.map((a) => find(lines, a)).find((h) => h !== null);
    if (hit) put(path, hit, anchors[0]?.kind ?? 'delivery');
  }
  return { fields, confidence, sources, usedLayout };
}
