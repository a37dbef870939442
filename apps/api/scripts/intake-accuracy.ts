/**
 * How well the reader reads the corpus (scripts/intake-corpus.ts): every field of every document compared
 * with its truth — stops field by field, accessorials as a set — per layout and overall.
 *
 *   npm run intake:accuracy [-- --extract] [--as text|scan|photo] [--per-layout 3] [--seed 32] [--verbose]
 *
 * By default the reader gets the words the generator drew; `--extract` reads them from the PDFs with the
 * module's own extraction (reading/extract.ts), as an upload would be; `--as scan` from a scanner's copy of
 * each PDF (scripts/intake-scans.ts: pictures only, read by OCR), `--as photo` from a phone's photo of its
 * first page. With extraction, the time each document took is printed too. The learning row reads the
 * learning layout by the rules, then again with a layout learnt from its first document.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IntakeFields } from '@fletx/contract/intake';
import { extractDocument } from '../src/modules/intake/reading/extract';
import { terminateOcr } from '../src/modules/intake/reading/ocr';
import { learnLayout, readFields } from '../src/modules/intake/reading/reader';
import type { ExtractedDocument, Layout } from '../src/modules/intake/reading/types';
import { type CorpusDocument, generateCorpus, LEARNING_LAYOUT } from './intake-corpus';
import { makePhoto, makeScan } from './intake-scans';

export type Extract = (doc: CorpusDocument) => Promise<ExtractedDocument>;

const text = (v: unknown) =>
  String(v ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const digits = (v: unknown) => String(v ?? '').replace(/\D/g, '');

/** Fields right and wrong (by path) of one reading against its truth. */
export function score(
  truth: IntakeFields,
  read: IntakeFields,
): { right: number; total: number; wrong: string[] } {
  const wrong: string[] = [];
  let total = 0;
  const check = (name: string, ok: boolean) => {
    total += 1;
    if (!ok) wrong.push(name);
  };
  for (const key of ['brokerName', 'brokerMc', 'brokerLoadNumber', 'commodity'] as const)
    check(key, text(truth[key]) === text(read[key]));
  for (const key of ['rate', 'weight', 'trailerType', 'trailerLength'] as const)
    check(key, truth[key] === read[key]);
  const set = (fields: IntakeFields) =>
    fields.accessorials
      .map((a) => `${a.kind}:${a.amount.toFixed(2)}`)
      .sort()
      .join('|');
  check('accessorials', set(truth) === set(read));
  truth.stops.forEach((stop, i) => {
    const got = read.stops[i];
    for (const key of Object.keys(stop) as (keyof typeof stop)[]) {
      const same =
        key === 'phone' ? digits(stop[key]) === digits(got?.[key]) : text(stop[key]) === text(got?.[key]);
      check(`stops.${i}.${key}`, got !== undefined && same);
    }
  });
  // A stop read that is not there is as wrong as one missed.
  for (let i = truth.stops.length; i < read.stops.length; i++) check(`stops.${i} (extra)`, false);
  return { right: total - wrong.length, total, wrong };
}

export interface Row {
  layout: string;
  documents: number;
  right: number;
  total: number;
  wrong: string[];
}

/** Each layout's fields right over all of its documents, the learnt `layout` applied when given. */
export async function measure(
  documents: CorpusDocument[],
  extract: Extract,
  layout?: Layout,
): Promise<Row[]> {
  const rows = new Map<string, Row>();
  for (const doc of documents) {
    const result = score(doc.truth, readFields(await extract(doc), layout).fields);
    const row = rows.get(doc.layout) ?? { layout: doc.layout, documents: 0, right: 0, total: 0, wrong: [] };
    row.documents += 1;
    row.right += result.right;
    row.total += result.total;
    row.wrong.push(...result.wrong.map((w) => `${doc.name}: ${w}`));
    rows.set(doc.layout, row);
  }
  return [...rows.values()];
}

const percent = (row: { right: number; total: number }) =>
  ((100 * row.right) / Math.max(1, row.total)).toFixed(1);

async function main() {
  const args = process.argv.slice(2);
  const flag = args.indexOf('--per-layout');
  const perLayout = flag >= 0 ? Number(args[flag + 1]) : 3;
  // Another seed draws other loads in the same layouts: documents the rules were not written beside.
  const seed = args.includes('--seed') ? Number(args[args.indexOf('--seed') + 1]) : undefined;
  const as = args.includes('--as')
    ? args[args.indexOf('--as') + 1]
    : args.includes('--extract')
      ? 'text'
      : 'words';
  const times: number[] = [];
  /** The words of one corpus document as an upload of it in the chosen form would be read. */
  const extractAs = async (doc: CorpusDocument): Promise<ExtractedDocument> => {
    const file =
      as === 'scan'
        ? { bytes: await makeScan(doc.pdf), type: 'application/pdf' as const }
        : as === 'photo'
          ? { bytes: await makePhoto(doc.pdf), type: 'image/jpeg' as const }
          : { bytes: doc.pdf, type: 'application/pdf' as const };
    const started = performance.now();
    const { pages, method } = await extractDocument(Buffer.from(file.bytes), file.type);
    times.push(performance.now() - started);
    return { pages, method };
  };
  const extract: Extract = as === 'words' ? async (doc) => doc.words : extractAs;
  const documents = await generateCorpus({ perLayout, ...(seed === undefined ? {} : { seed }) });
  const rows = await measure(documents, extract);
  const learning = await generateCorpus({
    perLayout: perLayout + 1,
    layouts: [LEARNING_LAYOUT],
    ...(seed === undefined ? {} : { seed }),
  });
  const [first, ...rest] = learning;
  const byRules = await measure(rest, extract);
  const learnt = first ? learnLayout(await extract(first), first.truth) : undefined;
  const withLayout = await measure(rest, extract, learnt);
  const table = [
    ...rows,
    ...byRules.map((r) => ({ ...r, layout: `${r.layout} (rules)` })),
    ...withLayout.map((r) => ({ ...r, layout: `${r.layout} (learnt)` })),
  ];
  console.log(`words: ${as === 'words' ? "the generator's" : `read from each document as a ${as}`}\n`);
  console.log(
    `${'layout'.padEnd(22)}${'docs'.padStart(5)}${'right'.padStart(8)}${'total'.padStart(8)}${'%'.padStart(8)}`,
  );
  for (const row of table) {
    console.log(
      `${row.layout.padEnd(22)}${String(row.documents).padStart(5)}${String(row.right).padStart(8)}${String(row.total).padStart(8)}${percent(row).padStart(8)}`,
    );
    if (args.includes('--verbose')) for (const w of row.wrong) console.log(`    ${w}`);
  }
  const all = rows.reduce((sum, r) => ({ right: sum.right + r.right, total: sum.total + r.total }), {
    right: 0,
    total: 0,
  });
  console.log(
    `\n${'overall (rules layouts)'.padEnd(35)}${String(all.right).padStart(8)}${String(all.total).padStart(8)}${percent(all).padStart(8)}`,
  );
  if (times.length > 0) {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) =>
      (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) / 1000;
    console.log(
      `\nreading time per document (words and rendered pages), ${times.length} documents: median ${at(0.5).toFixed(2)} s, slowest ${at(1).toFixed(2)} s`,
    );
  }
  await terminateOcr();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
