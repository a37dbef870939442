import { describe, expect, it } from 'vitest';
import { measure, score } from '../scripts/intake-accuracy';
import { generateCorpus, LAYOUTS } from '../scripts/intake-corpus';
import { readFields } from '../src/modules/intake/reading/reader';

describe('the corpus of rate confirmations', () => {
  it('draws each layout as a PDF with its truth and the words it drew', async () => {
    const documents = await generateCorpus({ perLayout: 3 });
    expect(LAYOUTS.length).toBeGreaterThanOrEqual(8);
    expect(documents).toHaveLength(LAYOUTS.length * 3);
    for (const d of documents) {
      expect(Buffer.from(d.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(d.words.pages[0]!.words.length).toBeGreaterThan(40);
      for (const word of d.words.pages.flatMap((p) => p.words)) {
        expect(word.text).not.toMatch(/\s/);
        expect(word.x + word.w).toBeLessThanOrEqual(1);
      }
    }
    const stops = documents.map((d) => d.truth.stops.length);
    expect(Math.min(...stops)).toBe(2);
    expect(Math.max(...stops)).toBe(6);
    expect(documents.some((d) => d.words.pages.length > 1)).toBe(true);
  });

  it("is read right for at least 95 % of the fields of every layout (the generator's words)", async () => {
    const documents = await generateCorpus({ perLayout: 6, seed: 77 });
    const rows = await measure(documents, async (d) => d.words);
    expect(rows.map((r) => r.layout)).toEqual(LAYOUTS.map((l) => l.name));
    for (const row of rows)
      expect(row.right / row.total, `${row.layout}: ${row.wrong.join(', ')}`).toBeGreaterThanOrEqual(0.95);
  });

  it('scores a reading field by field: a stop missed costs all its fields, one too many costs one', async () => {
    const [d] = await generateCorpus({ perLayout: 1, layouts: [LAYOUTS[0]!] });
    const read = readFields(d!.words).fields;
    expect(score(d!.truth, read).wrong).toEqual([]);
    const missing = score(d!.truth, { ...read, stops: read.stops.slice(1), rate: null });
    expect(missing.wrong).toContain('rate');
    expect(missing.wrong.filter((w) => w.startsWith('stops.0.')).length).toBeGreaterThan(0);
    expect(score(d!.truth, { ...read, stops: [...read.stops, read.stops[0]!] }).wrong).toEqual([
      `stops.${read.stops.length} (extra)`,
    ]);
  });
});
