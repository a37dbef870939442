import type { IntakeBox, IntakeConfidence, IntakeFields } from '@fletx/contract/intake';

/** One word on a page; its box in fractions of the page's width and height (0–1, from the top left). */
export interface Word {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** 0–1: 1 for a PDF's text layer, the OCR's own confidence otherwise. */
  confidence: number;
  /** OCR only: the line Tesseract read the word in, numbered on its page (a page's skew is measured on them). */
  line?: number;
}

export interface PageWords {
  /** From 1. */
  number: number;
  /** Points for a PDF page, pixels for an image. */
  width: number;
  height: number;
  words: Word[];
}

/** A document's words, page by page, and how they were read. */
export interface ExtractedDocument {
  method: 'text' | 'ocr';
  pages: PageWords[];
}

/** A rendered page for people to look at (PNG). */
export interface RenderedPage {
  number: number;
  width: number;
  height: number;
  png: Buffer;
}

/** Why a file could not be read; `reason` is for a person (intakeMessages). */
export class ReadFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ReadFailure';
  }
}

/**
 * A broker's layout, learnt from a person's corrections (reading/layouts.ts): plain JSON, stored per broker.
 * Its shape belongs to the reader; the rest of the module only stores and passes it back.
 */
export type Layout = { version: number } & Record<string, unknown>;

/** What the reader made of a document. */
export interface ReadResult {
  fields: IntakeFields;
  confidence: IntakeConfidence;
  /** Field path (`rate`, `stops.0.city`, `accessorials.1`) → where its words are. */
  sources: Record<string, IntakeBox[]>;
  /** True when a learnt layout gave at least one value. */
  usedLayout: boolean;
}
