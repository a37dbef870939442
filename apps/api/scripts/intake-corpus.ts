/**
 * The project's own corpus of rate confirmations: PDFs drawn in the layouts of several brokers, each with
 * its truth (what a person would enter) and the words it drew, as a PDF's text layer gives them.
 *
 *   npx tsx apps/api/scripts/intake-corpus.ts [output directory, default .tmp/rate-cons/] [--per-layout 3]
 *
 * Writes `<layout>-<n>.pdf` and `<layout>-<n>.json` (the truth). The documents are generated, never
 * committed: the same seed draws the same corpus.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { IntakeFields } from '@fletx/contract/intake';
import type { ExtractedDocument } from '../src/modules/intake/reading/types';
import { Sheet } from './corpus/canvas';
import { drawLoad, random } from './corpus/data';
import { blueridge, type CorpusLayout, cascade, ironhorse, summit } from './corpus/layouts-a';
import { keystone, lonestar, northstar, pacific, ridgeline } from './corpus/layouts-b';

/** The layouts the reader's rules must read (the accuracy's target holds for each). */
export const LAYOUTS: CorpusLayout[] = [
  summit,
  blueridge,
  cascade,
  ironhorse,
  northstar,
  lonestar,
  pacific,
  keystone,
];
/** A layout the rules read wrong and a learnt layout reads right. */
export const LEARNING_LAYOUT = ridgeline;

export interface CorpusDocument {
  name: string;
  layout: string;
  pdf: Uint8Array;
  truth: IntakeFields;
  words: ExtractedDocument;
}

/** One document of `layout`, its load drawn from `seed`. */
export async function drawDocument(
  layout: CorpusLayout,
  seed: number,
  index: number,
): Promise<CorpusDocument> {
  const rng = random(seed);
  const load = drawLoad(rng, rng.int(layout.stops[0], layout.stops[1]), layout.trailers);
  const doc = await PDFDocument.create();
  doc.setTitle(`Rate confirmation ${load.brokerLoadNumber}`);
  const sheet = await Sheet.create(doc);
  const drawn = layout.draw(sheet, load, rng);
  const truth: IntakeFields = { ...drawn, brokerName: layout.broker.name, brokerMc: layout.broker.mc };
  return {
    name: `${layout.name}-${index + 1}`,
    layout: layout.name,
    pdf: await doc.save({ useObjectStreams: false }),
    truth,
    words: sheet.extracted(),
  };
}

/** `perLayout` documents of each layout (the rules' layouts, and the learning one when asked). */
export async function generateCorpus(
  options: { perLayout?: number; seed?: number; layouts?: CorpusLayout[] } = {},
): Promise<CorpusDocument[]> {
  const { perLayout = 3, seed = 32, layouts = LAYOUTS } = options;
  const documents: CorpusDocument[] = [];
  for (const [l, layout] of layouts.entries()) {
    for (let i = 0; i < perLayout; i++)
      documents.push(await drawDocument(layout, seed * 1000 + l * 100 + i, i));
  }
  return documents;
}

async function main() {
  const args = process.argv.slice(2);
  const flag = args.indexOf('--per-layout');
  const perLayout = flag >= 0 ? Number(args[flag + 1]) : 3;
  const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--per-layout') ?? '.tmp/rate-cons/';
  await fs.mkdir(out, { recursive: true });
  const documents = await generateCorpus({ perLayout, layouts: [...LAYOUTS, LEARNING_LAYOUT] });
  for (const d of documents) {
    await fs.writeFile(path.join(out, `${d.name}.pdf`), d.pdf);
    await fs.writeFile(path.join(out, `${d.name}.json`), `${JSON.stringify(d.truth, null, 2)}\n`);
  }
  console.log(`${documents.length} rate confirmations in ${out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
