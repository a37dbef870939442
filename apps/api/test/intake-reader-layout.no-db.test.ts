import { describe, expect, it } from 'vitest';
import { drawDocument, LEARNING_LAYOUT } from '../scripts/intake-corpus';
import { learnLayout, readFields } from '../src/modules/intake/reading/reader';

describe('learnLayout', () => {
  it('learns from one corrected document of a broker what the rules read wrong, and reads the next one right', async () => {
    // Two documents of one layout (Carrier Compensation, Ref Nbr, facilities above their stop headings).
    const first = await drawDocument(LEARNING_LAYOUT, 7001, 0);
    const second = await drawDocument(LEARNING_LAYOUT, 7002, 1);
    expect(second.truth.stops).toHaveLength(first.truth.stops.length);

    const byRules = readFields(second.words);
    expect(byRules.fields.rate).toBeNull();
    expect(byRules.fields.brokerLoadNumber).toBeNull();
    expect(byRules.fields.stops.map((s) => s.facility)).toEqual(second.truth.stops.map(() => null));

    const layout = learnLayout(first.words, first.truth);
    expect(JSON.parse(JSON.stringify(layout))).toEqual(layout);
    expect(layout.version).toBe(1);

    const read = readFields(second.words, layout);
    expect(read.usedLayout).toBe(true);
    expect(read.fields).toEqual(second.truth);
    expect(read.confidence.rate).toBeGreaterThanOrEqual(0.9);
    expect(read.confidence.brokerLoadNumber).toBeGreaterThanOrEqual(0.9);
    for (const stop of read.confidence.stops) expect(stop.facility).toBeGreaterThanOrEqual(0.9);
    expect(read.sources.rate).toHaveLength(1);
  });

  it('keeps what an earlier document taught, and leaves a layout it does not know to the rules', async () => {
    const first = await drawDocument(LEARNING_LAYOUT, 7001, 0);
    const layout = learnLayout(first.words, first.truth);
    const again = learnLayout(first.words, { ...first.truth, commodity: first.truth.commodity }, layout);
    expect(again).toEqual(layout);
    const unknown = readFields(first.words, { version: 99, anchors: {} });
    expect(unknown.usedLayout).toBe(false);
    expect(unknown).toEqual(readFields(first.words));
  });
});
