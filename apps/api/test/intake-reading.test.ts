import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { type IntakeDraft, intakeMessages } from '@fletx/contract/intake';
import { beforeAll, describe, expect, it } from 'vitest';
import { score } from '../scripts/intake-accuracy';
import { type CorpusDocument, generateCorpus, LAYOUTS, LEARNING_LAYOUT } from '../scripts/intake-corpus';
import { makePhoto, makeScan } from '../scripts/intake-scans';
import { rateConPdf } from './fixtures/intake/rate-con-pdf';
import { ADA_ADMIN, multipartBody, sampleFiles } from './helpers/factories';
import { loadWorld } from './helpers/load-factories';
import { worldPerFile } from './helpers/setup';

/**
 * Rate confirmations read through the real app (docs/product.md "Rate confirmations"): the corpus's
 * documents uploaded as a dispatcher would, read by the queue, each field group checked against the truth
 * the corpus drew; a layout learnt from a person's corrections; the same load again; files that cannot be
 * a rate confirmation failing with a reason, never a load.
 */
const BASE = '/api/intake/rate-confirmations';
const w = worldPerFile(() => loadWorld({ manager: ADA_ADMIN }));

let corpus: CorpusDocument[];
beforeAll(async () => {
  corpus = await generateCorpus({ perLayout: 1, seed: 7 });
});

async function uploadRead(bytes: Uint8Array, filename = 'rate-confirmation.pdf'): Promise<IntakeDraft> {
  const { payload, headers } = await multipartBody([{ name: 'file', file: Buffer.from(bytes), filename }]);
  const r = await w.ctx.api.post(`${BASE}/`, payload, { as: w.dispatcher, headers });
  expect([200, 201], r.body).toContain(r.statusCode);
  await w.ctx.services.intake.queue.idle();
  const read = await w.api.get(`${BASE}/${r.json().data.id}`);
  expect(read.statusCode).toBe(200);
  return read.json().data;
}

const byLayout = (name: string) => {
  const doc = corpus.find((d) => d.layout === name);
  if (!doc) throw new Error(`no corpus document of layout ${name}`);
  return doc;
};

/** The same text and layout in other bytes (another title): not the same file, the same load. */
async function retitled(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  doc.setTitle('Rate confirmation (sent again)');
  return doc.save();
}

describe('reading a text PDF through the app', () => {
  it.each(LAYOUTS.map((l) => l.name))('reads every field group of a %s document', async (layout) => {
    const doc = byLayout(layout);
    const draft = await uploadRead(doc.pdf, `${doc.name}.pdf`);
    expect(draft.status, draft.reason ?? '').toBe('parsed');
    expect(draft.method).toBe('text');
    const { truth } = doc;
    const { fields } = draft;
    // Broker and the broker's load number.
    expect({ mc: fields.brokerMc, number: fields.brokerLoadNumber }).toEqual({
      mc: truth.brokerMc,
      number: truth.brokerLoadNumber,
    });
    // Money: the line haul, the extras as a set.
    expect(fields.rate).toBe(truth.rate);
    expect(new Set(fields.accessorials.map((a) => `${a.kind} ${a.amount}`))).toEqual(
      new Set(truth.accessorials.map((a) => `${a.kind} ${a.amount}`)),
    );
    // Freight and equipment.
    expect([fields.weight, fields.trailerType, fields.trailerLength]).toEqual([
      truth.weight,
      truth.trailerType,
      truth.trailerLength,
    ]);
    // Stops, in order, field by field.
    expect(fields.stops.map((s) => [s.kind, s.city, s.state, s.zip, s.open, s.close])).toEqual(
      truth.stops.map((s) => [s.kind, s.city, s.state, s.zip, s.open, s.close]),
    );
    expect(score(truth, fields).wrong).toEqual([]);
    // Where the values came from, for the review screen: boxes on the rendered pages.
    expect(draft.pages.length).toBeGreaterThan(0);
    expect(draft.sources.rate?.[0]).toMatchObject({ page: expect.any(Number) });
    expect(draft.confidence.rate).toBeGreaterThan(0);
  });

  it('reads the first page of a document with terms pages after it, and nothing from the terms', async () => {
    const others = await generateCorpus({ perLayout: 1, seed: 99 });
    const doc = others.find((d) => d.words.pages.length > 1);
    expect(doc, 'a corpus layout with terms pages').toBeDefined();
    if (!doc) return;
    const draft = await uploadRead(doc.pdf);
    expect(draft.pages.length).toBe(doc.words.pages.length);
    expect(draft.fields.stops).toHaveLength(doc.truth.stops.length);
    expect(score(doc.truth, draft.fields).wrong).toEqual([]);
  });
});

describe('a scanned rate confirmation, a photo of one', () => {
  const cases = [
    ['a scan (a PDF of pictures)', 'summit', (pdf: Uint8Array) => makeScan(pdf), 'scan.pdf'],
    ['a phone’s photo (JPEG)', 'keystone', (pdf: Uint8Array) => makePhoto(pdf), 'photo.jpg'],
  ] as const;
  it.each(cases)(
    'reads %s by OCR, offline, into the same fields',
    { timeout: 90_000 },
    async (_what, layout, make, name) => {
      const doc = byLayout(layout);
      const draft = await uploadRead(await make(doc.pdf), name);
      expect(draft.status, draft.reason ?? '').toBe('parsed');
      expect(draft.method).toBe('ocr');
      const { right, total, wrong } = score(doc.truth, draft.fields);
      expect(right / total, wrong.join(', ')).toBeGreaterThanOrEqual(0.95);
      expect(draft.fields.brokerLoadNumber).toBe(doc.truth.brokerLoadNumber);
      expect(draft.fields.rate).toBe(doc.truth.rate);
    },
  );
});

describe('learning a broker’s layout from corrections', () => {
  it('reads the next document of the same layout right after a person corrected the first', async () => {
    const [first, second] = await generateCorpus({ perLayout: 2, seed: 11, layouts: [LEARNING_LAYOUT] });
    if (!first || !second) throw new Error('two documents of the learning layout');
    const before = await uploadRead(first.pdf, 'first.pdf');
    expect(score(first.truth, before.fields).wrong.length, 'the rules alone miss something').toBeGreaterThan(
      0,
    );
    const put = await w.api.put(`${BASE}/${before.id}`, { fields: first.truth });
    expect(put.statusCode, put.body).toBe(200);

    const after = await uploadRead(second.pdf, 'second.pdf');
    expect(after.method).toBe('layout');
    expect(score(second.truth, after.fields).wrong).toEqual([]);
  });
});

describe('the same load again', () => {
  it('points a second file of the same broker and load number at the earlier draft', async () => {
    const doc = byLayout('lonestar');
    const earlier = await uploadRead(doc.pdf, 'first.pdf');
    const again = await uploadRead(await retitled(doc.pdf), 'again.pdf');
    expect(again.id).not.toBe(earlier.id);
    expect(again.duplicateOf).toBe(earlier.id);
  });
});

describe('files that are no rate confirmation', () => {
  const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures/intake', name));
  const cases: Array<[string, () => Promise<Uint8Array> | Uint8Array, string]> = [
    [
      'a damaged PDF',
      () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 7)]),
      intakeMessages.corrupt,
    ],
    ['a password-protected PDF', () => fixture('password-protected.pdf'), intakeMessages.encrypted],
    ['a 60-page document', () => rateConPdf(undefined, 60), intakeMessages.tooManyPages(10)],
    [
      'a PDF that is a letter',
      () => sampleFiles.pdf('Dear customer thank you'),
      intakeMessages.notRateConfirmation,
    ],
  ];
  it.each(cases)('fails %s with a reason, and makes no load', async (_name, make, reason) => {
    const draft = await uploadRead(await make());
    expect(draft).toMatchObject({ status: 'failed', reason, loadId: null });
    const load = await w.api.post(`${BASE}/${draft.id}/load`, { user_id: w.driverId });
    expect(load.statusCode).toBeGreaterThanOrEqual(400);
    expect(load.statusCode).toBeLessThan(500);
  });

  it('keeps answering other requests while a scan is read', { timeout: 90_000 }, async () => {
    const { payload, headers } = await multipartBody([
      { name: 'file', file: Buffer.from(await makeScan(byLayout('pacific').pdf)), filename: 'scan.pdf' },
    ]);
    const r = await w.ctx.api.post(`${BASE}/`, payload, { as: w.dispatcher, headers });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.status).toBe('pending');
    const list = await w.api.get(`${BASE}?status=pending`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((d: IntakeDraft) => d.id)).toContain(r.json().data.id);
    await w.ctx.services.intake.queue.idle();
  });
});
