/**
 * The reader as the intake module sees it, the only door into reading/: the words of a file and its rendered
 * pages (extract.ts), what they say (reader.ts), and a broker's layout learnt from a person's corrections
 * (layouts.ts). Pure reading: no database, no storage.
 */
export { extractDocument } from './extract';
export { terminateOcr } from './ocr';
export { learnLayout, readFields } from './reader';
export type { ExtractedDocument, Layout, ReadResult, RenderedPage } from './types';
export { ReadFailure } from './types';
