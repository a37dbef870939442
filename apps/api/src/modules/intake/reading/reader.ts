import { applyLayout } from './layouts';
import { readLines } from './lines';
import { readByRules } from './rules';
import type { ExtractedDocument, Layout, ReadResult } from './types';

/**
 * What a rate confirmation says: the rules for the ways brokers write things, then what a learnt `layout`
 * of this broker knows better. Pure: no I/O.
 */
export function readFields(doc: ExtractedDocument, layout?: Layout): ReadResult {
  const lines = readLines(doc);
  const result = readByRules(lines);
  return layout ? applyLayout(lines, layout, result) : result;
}

export { learnLayout } from './layouts';
