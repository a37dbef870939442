import type { IntakeBox, IntakeStop } from '@fletx/contract/intake';
import { parseAmount } from './amounts';
import { parseWeight } from './equipment';
import { normalise } from './labels';
import { boxes, type Line, type Segment, type Span, spanText } from './lines';

/** Where a learnt value sits (reading/layouts.ts): after, under or over a label, or at a place on the page. */
export type Form = 'amount' | 'weight' | 'mc' | 'word' | 'text';
export type Relation = 'after' | 'under' | 'over' | 'region';

export interface Anchor {
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

/** The value of `form` that `span` holds, or null. */
export function formValue(form: Form, span: Span): string | number | null {
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

export const same = (a: string | number | null, b: string | number | null) =>
  typeof a === 'number' || typeof b === 'number' ? a === b : normalise(a ?? '') === normalise(b ?? '');

interface Place {
  line: number;
  segment: number;
  start: number;
  count: number;
}

/** Where `value` stands in the lines: runs of words of one segment that hold it. */
export function places(lines: Line[], form: Form, value: string | number): Place[] {
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
export function anchorsFor(lines: Line[], place: Place, form: Form): Anchor[] {
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

export type Hit = { value: string | number; span: Span; distance: number };

/** Every value an anchor points at in `lines`, the nearest to where it was learnt first. */
function hitsOf(lines: Line[], anchor: Anchor): Hit[] {
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
  return hits
    .map((hit) => ({ ...hit, value: formValue(anchor.form, hit.span) }))
    .filter((hit): hit is Hit => hit.value !== null)
    .sort((a, b) => a.distance - b.distance);
}

export const find = (lines: Line[], anchor: Anchor): Hit | null => hitsOf(lines, anchor)[0] ?? null;

/**
 * A stop field's labels (`over pickup`, `over delivery`) found once for each stop, in reading order: the
 * stops of the next document may be more, fewer or of other kinds than those it was learnt from.
 */
export function everyStop(lines: Line[], anchors: Anchor[], count: number): Hit[] | null {
  const hits = anchors.filter((a) => a.relation !== 'region').flatMap((a) => hitsOf(lines, a));
  const seen = new Set<unknown>();
  const unique = hits.filter((h) => !seen.has(h.span.words[0]) && seen.add(h.span.words[0]));
  const at = (h: Hit) => h.span.page * 10 + (h.span.words[0]?.y ?? 0);
  return unique.length === count && count > 0 ? unique.sort((a, b) => at(a) - at(b)) : null;
}
