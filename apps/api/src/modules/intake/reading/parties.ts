import { findLabelled, firstLabelled, LABELS } from './labels';
import { below, type Line, type Segment, type Span, spanText } from './lines';

export interface Value<T> {
  value: T;
  span: Span;
  confidence: number;
}

/** `MC# 445566`, `MC No. 445566`, `MC-445566`; `MC Number; 445566`, `MC. #: 445566` as OCR may read them. */
const MC = /\bMC\.?\s*(?:#|No\.?|Number|Num\.?)?\s*[:;#]?\s*-?\s*(\d{5,8})\b/i;
const TITLE =
  /\b(rate|load|carrier|booking|freight|shipment)\s+(confirmation|tender|agreement|order)\b|^confirmation\b|\b(dispatch|load)\s+sheet\b|^page\s+\d/i;
const NOT_CARRIER_BLOCK = /^carrier\s*(rate|pay|compensation|agrees|shall|signature|must|will|is)\b/i;

/** Lines (by index) of a block opened by a heading at `line`: its column, down to a wide gap or six lines. */
function blockLines(lines: Line[], line: number, x: number): Set<number> {
  const found = new Set([line]);
  let index = line;
  for (let n = 0; n < 6; n++) {
    const under = below(lines, index, x - 0.01, x + 0.3);
    if (under.length === 0) break;
    index += 1;
    found.add(index);
  }
  return found;
}

/** Where the carrier (us) is named: its MC number is never the broker's. */
function carrierSegments(lines: Line[]): Set<Segment> {
  const found = new Set<Segment>();
  lines.forEach((line, index) => {
    for (const segment of line.segments) {
      if (!LABELS.carrier.test(segment.text) || NOT_CARRIER_BLOCK.test(segment.text)) continue;
      for (const i of blockLines(lines, index, segment.x))
        for (const s of lines[i]!.segments)
          if (s.x2 > segment.x - 0.01 && s.x < segment.x + 0.3) found.add(s);
    }
  });
  return found;
}

/** The words of an MC number on `line` outside the carrier's block, or null. */
function mcIn(line: Line, carrier: Set<Segment>): { value: string; span: Span } | null {
  for (const segment of line.segments) {
    if (carrier.has(segment)) continue;
    const m = MC.exec(segment.text);
    if (!m) continue;
    const word = segment.words.find((w) => w.text.includes(m[1]!));
    if (word) return { value: m[1]!, span: { page: segment.page, words: [word] } };
  }
  return null;
}

/** A word that opens an authority number: `MC#`, `MC`, `MC-845063`, `DOT#`, `USDOT:` (never `McLeod`). */
const ID_WORD = /^(mc|dot|usdot|us\s*dot)(?![a-z])/i;

/** A name's words before any MC or DOT number written after it on the same line; null when none are left. */
function beforeIds(span: Span): Span | null {
  const cut = span.words.findIndex((w) => ID_WORD.test(w.text));
  const words = cut < 0 ? span.words : span.words.slice(0, cut);
  // `Arrive Logistics, MC# 845063`, `Arrive Logistics | MC 845063`: the separator is not the name's.
  while (words.length > 0 && /^[^\p{L}\p{N}]+$/u.test(words[words.length - 1]!.text)) words.pop();
  const last = words[words.length - 1];
  if (last && cut >= 0) words[words.length - 1] = { ...last, text: last.text.replace(/[,;:/–-]+$/, '') };
  return words.length > 0 ? { page: span.page, words } : null;
}

export interface Parties {
  brokerName: Value<string> | null;
  brokerMc: Value<string> | null;
  brokerLoadNumber: Value<string> | null;
}

/**
 * The broker (who issued the document: its letterhead or its `Broker`/`Customer` block) and its load number;
 * the carrier block names us and is read for neither.
 */
export function readParties(lines: Line[]): Parties {
  const carrier = carrierSegments(lines);
  const broker = LABELS.broker.flatMap((label) =>
    findLabelled(
      lines,
      label,
      (text) =>
        !/^(mc|dot|phone|fax|email|information|info|details|carrier)\b/i.test(text) && /[a-z]{2}/i.test(text),
    ),
  )[0];
  const brokerBlock = broker
    ? blockLines(lines, broker.line, broker.label.words[0]?.x ?? 0)
    : new Set<number>();

  const named = broker ? beforeIds(broker.value) : null;
  let brokerName: Value<string> | null = named
    ? { value: spanText(named), span: named, confidence: 0.9 }
    : null;
  if (!brokerName) {
    // The letterhead: the largest words near the top of the first page that are not the title.
    const top = lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.page === lines[0]?.page && line.y < 0.2);
    const candidates = top.flatMap(({ line }) =>
      line.segments.filter(
        (s) => !carrier.has(s) && !TITLE.test(s.text) && /[a-z]{3}/i.test(s.text) && !/\d{3}|:/.test(s.text),
      ),
    );
    const height = (s: Span) => Math.max(...s.words.map((w) => w.h));
    const best = candidates.sort((a, b) => height(b) - height(a) || a.words[0]!.y - b.words[0]!.y)[0];
    if (best) brokerName = { value: best.text, span: best, confidence: 0.7 };
  }

  let brokerMc: Value<string> | null = null;
  const mcs = lines.flatMap((line, index) => {
    const mc = mcIn(line, carrier);
    return mc ? [{ ...mc, index }] : [];
  });
  const fromBlock = mcs.find((m) => brokerBlock.has(m.index));
  const chosen = fromBlock ?? mcs[0];
  if (chosen) brokerMc = { value: chosen.value, span: chosen.span, confidence: fromBlock ? 0.95 : 0.85 };

  const isNumber = (text: string) => /^(?=.*\d)[A-Z0-9][A-Z0-9-]{2,}$/i.test(text.split(' ')[0] ?? '');
  const load = firstLabelled(lines, [...LABELS.loadNumber], isNumber);
  let brokerLoadNumber: Value<string> | null = null;
  if (load) {
    const word = load.value.words[0]!;
    brokerLoadNumber = {
      value: word.text,
      span: { page: load.value.page, words: [word] },
      confidence: 0.9,
    };
  } else {
    for (const line of lines) {
      for (const segment of line.segments) {
        const m =
          /\b(load|order|confirmation|shipment)\s*(#|no\.?|number)\s*:?\s*([A-Z0-9][A-Z0-9-]{2,})/i.exec(
            segment.text,
          );
        const word = m && segment.words.find((w) => w.text.endsWith(m[3]!));
        if (m && word && !brokerLoadNumber)
          brokerLoadNumber = { value: m[3]!, span: { page: segment.page, words: [word] }, confidence: 0.8 };
      }
    }
  }
  return { brokerName, brokerMc, brokerLoadNumber };
}
