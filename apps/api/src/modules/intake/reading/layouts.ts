import type { IntakeBox, IntakeFields, IntakeStop } from '@fletx/contract/intake';
import { parseAmount } from './amounts';
import { parseWeight } from './equipment';
import { normalise } from './labels';
import { boxes, type Line, readLines, type Segment, type Span, spanText } from './lines';
import { readByRules } from './rules';
import { emptyStop } from './stops';
import type { ExtractedDocument, Layout, ReadResult } from './types';

/**
 * A broker's layout, learnt from a person's corrections: for each field the rules read wrong, where its value
 * sat — after a label on its line, under or over a label, or at a place on the page — so that the next
 * document of that broker is read right.
 */
export const LAYOUT_VERSION = 1;

type Form = 'amount' | 'weight' | 'mc' | 'word' | 'text';
type Relation = 'after' | 'under' | 'over' | 'region';

interface Anchor {
  form: Form;
  relation: Relation;
  /** The label's words, normalised (none for `region`). */
  label: string;
  /** Where the value was: page and box (fractions). */
  box: IntakeBox;
  /** Words of the value, or 0 for everything up to the end of its segment. */
  words: number;
  /** A stop's kind, for stop fields: a stop the rules missed is added. */
  kind?: IntakeStop['kind'];
}

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

/** The value of `form` that `span` holds, or null. */
function formValue(form: Form, span: Span): string | number | null {
  const text = spanText(span).trim();
  if (!text) return null;
  if (form === 'amount') {
    for (const word of span.words) {
      const amount = parseAmount(word.text);
      if (amount !== null) return amount;
    }
    return null;
  }
  if (form === 'weight') return parseWeight(text, true);
  if (form === 'mc') return /\d{5,8}/.exec(text)?.[0] ?? null;
  if (form === 'word') return span.words[0]?.text ?? null;
  return text;
}

const same = (a: string | number | null, b: string | number | null) =>
  typeof a === 'number' || typeof b === 'number' ? a === b : normalise(a ?? '') === normalise(b ?? '');

interface Place {
  line: number;
  segment: number;
  start: number;
  count: number;
}

/** Where `value` stands in the lines: runs of words of one segment that hold it. */
function places(lines: Line[], form: Form, value: string | number): Place[] {
  const found: Place[] = [];
  lines.forEach((line, l) => {
    line.segments.forEach((segment, s) => {
      for (let start = 0; start < segment.words.length; start++) {
        for (let count = 1; count <= Math.min(12, segment.words.length - start); count++) {
          const words = segment.words.slice(start, start + count);
          const read =
            form === 'text' ? spanText({ page: line.page, words }) : formValue(form, { page: 0, words });
          if (read !== null && same(read, value) && (form === 'text' || count === 1 || form === 'weight')) {
            found.push({ line: l, segment: s, start, count });
            break;
          }
        }
      }
    });
  });
  return found;
}

const labelOf = (segment: Segment | undefined) => (segment ? normalise(segment.text) : '');
const overlaps = (a: Segment, b: Segment) => a.x < b.x2 && b.x < a.x2;

/** The anchors that find `place` again in these lines: labels free of digits first, the page place last. */
function anchorsFor(lines: Line[], place: Place, form: Form): Anchor[] {
  const line = lines[place.line]!;
  const segment = line.segments[place.segment]!;
  const valueWords = segment.words.slice(place.start, place.start + place.count);
  const whole = place.start + place.count === segment.words.length;
  const words = whole ? 0 : place.count;
  const box = boxes({ page: line.page, words: valueWords })[0]!;
  const candidates: Anchor[] = [];
  const add = (relation: Relation, label: string) => {
    if (label && !/\d/.test(label)) candidates.push({ form, relation, label, box, words });
  };
  if (place.start > 0)
    add(
      'after',
      normalise(
        segment.words
          .slice(0, place.start)
          .map((w) => w.text)
          .join(' '),
      ),
    );
  else add('after', labelOf(line.segments[place.segment - 1]));
  const up = lines[place.line - 1];
  const down = lines[place.line + 1];
  if (place.start === 0 && up?.page === line.page)
    add('under', labelOf(up.segments.find((s) => overlaps(s, segment))));
  if (place.start === 0 && down?.page === line.page)
    add('over', labelOf(down.segments.find((s) => overlaps(s, segment))));
  candidates.push({ form, relation: 'region', label: '', box, words });
  return candidates.filter((anchor) =>
    same(find(lines, anchor)?.value ?? null, formValue(form, { page: 0, words: valueWords })),
  );
}

/** The value an anchor points at in `lines`, the label nearest to where it was learnt winning. */
function find(lines: Line[], anchor: Anchor): { value: string | number; span: Span } | null {
  const hits: { span: Span; distance: number }[] = [];
  const take = (segment: Segment, from: number) => {
    const words = segment.words.slice(from, anchor.words ? from + anchor.words : undefined);
    return { page: segment.page, words };
  };
  lines.forEach((line, l) => {
    line.segments.forEach((segment, s) => {
      const distance = (line.page - anchor.box.page) * 10 + Math.abs(line.y - anchor.box.y);
      if (anchor.relation === 'region') {
        if (line.page === anchor.box.page && Math.abs(segment.x - anchor.box.x) < 0.02 && distance < 0.015)
          hits.push({ span: take(segment, 0), distance });
        return;
      }
      const text = normalise(segment.text);
      if (anchor.relation === 'after' && text.startsWith(`${anchor.label} `)) {
        const labelWords = anchor.label.split(' ').length;
        hits.push({ span: take(segment, labelWords), distance });
      } else if (text === anchor.label) {
        const next = anchor.relation === 'after' ? line.segments[s + 1] : undefined;
        const other =
          anchor.relation === 'under' ? lines[l + 1] : anchor.relation === 'over' ? lines[l - 1] : undefined;
        const target =
          next ?? (other?.page === line.page ? other.segments.find((o) => overlaps(o, segment)) : undefined);
        if (target) hits.push({ span: take(target, 0), distance });
      }
    });
  });
  hits.sort((a, b) => a.distance - b.distance);
  for (const hit of hits) {
    const value = formValue(anchor.form, hit.span);
    if (value !== null) return { value, span: hit.span };
  }
  return null;
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
    if (found.length > 0) anchors[path] = found;
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
  for (const [path, anchors] of Object.entries(known.anchors)) {
    const hit = anchors.map((a) => find(lines, a)).find((h) => h !== null);
    if (!hit) continue;
    const [head, index, key] = path.split('.');
    if (head === 'stops') {
      const i = Number(index);
      const kind = anchors[0]?.kind ?? 'delivery';
      while (fields.stops.length <= i && fields.stops.length < 20) {
        const added = emptyStop(kind);
        fields.stops.push(added.stop);
        confidence.stops.push({ ...added.confidence, kind: 0.95 });
      }
      (fields.stops[i] as Record<string, unknown>)[key!] = String(hit.value);
      (confidence.stops[i] as Record<string, number>)[key!] = 0.95;
      sources[path] = boxes(hit.span);
    } else if (head === 'accessorials') {
      const at = fields.accessorials.findIndex((a) => a.kind === index);
      if (at >= 0) fields.accessorials[at]!.amount = Number(hit.value);
      else fields.accessorials.push({ kind: index!, amount: Number(hit.value) });
      confidence.accessorials = 0.95;
      sources[`accessorials.${at >= 0 ? at : fields.accessorials.length - 1}`] = boxes(hit.span);
    } else {
      (fields as Record<string, unknown>)[head!] = hit.value;
      (confidence as unknown as Record<string, number>)[head!] = 0.95;
      sources[head!] = boxes(hit.span);
    }
    usedLayout = true;
  }
  return { fields, confidence, sources, usedLayout };
}
