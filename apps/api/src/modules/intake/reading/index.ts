import { type IntakeFields, intakeMessages } from '@fletx/contract/intake';
import { EMPTY_FIELDS, NO_CONFIDENCE } from '../intake.mapper';
import {
  type ExtractedDocument,
  type Layout,
  ReadFailure,
  type ReadResult,
  type RenderedPage,
} from './types';

export type { ExtractedDocument, Layout, ReadResult, RenderedPage };
/**
 * The reader as the intake module sees it: the only door into reading/. A stand-in until extract.ts,
 * reader.ts and layouts.ts land, then it re-exports them.
 */
export { ReadFailure };

/** A document's words and its rendered pages. */
export async function extractDocument(
  bytes: Buffer,
  mimeType: string,
  _options: { maxPages?: number } = {},
): Promise<ExtractedDocument & { rendered: RenderedPage[] }> {
  if (mimeType !== 'application/pdf' || bytes.length === 0) throw new ReadFailure(intakeMessages.unreadable);
  return { method: 'text', pages: [], rendered: [] };
}

/** What the words say, by the broker's learnt layout when one is given. */
export function readFields(_doc: ExtractedDocument, _layout?: Layout): ReadResult {
  return { fields: EMPTY_FIELDS, confidence: NO_CONFIDENCE, sources: {}, usedLayout: false };
}

/** A broker's layout, learnt from a person's corrections of one document (and what was learnt before). */
export function learnLayout(_doc: ExtractedDocument, _corrected: IntakeFields, previous?: Layout): Layout {
  return { ...previous, version: 1 };
}
