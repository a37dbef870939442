import { createRequire } from 'node:module';
import path from 'node:path';
import { intakeMessages } from '@fletx/contract/intake';
import type { Canvas } from '@napi-rs/canvas';
import type { Worker as OcrWorker } from 'tesseract.js';
import { ReadFailure, type Word } from './types';

/**
 * OCR with tesseract.js (Tesseract compiled to WebAssembly), offline: the engine comes from the
 * `tesseract.js-core` package (required by tesseract.js's own worker script), the English model from
 * `@tesseract.js-data/eng` (its LSTM-only "best int" model), both read from node_modules; the model is
 * neither cached elsewhere nor fetched.
 *
 * One worker per process, started on first use, kept while documents come and stopped when idle.
 * Recognition runs in its worker thread, so the event loop keeps serving requests while a page is read.
 * Documents take turns (`ocrTurn`): one is read at a time, the next waits, so a batch of scans never holds
 * more than one model in memory.
 */
const require = createRequire(import.meta.url);

export const OCR_DATA = {
  langPath: path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int'),
  /** Read from `langPath` at each start and written nowhere (by default it goes to the working folder). */
  cacheMethod: 'none',
};

/** A page that takes longer is given up and the worker replaced: a stuck engine must not hold the queue. */
const PAGE_TIMEOUT_MS = 120_000;

let worker: Promise<OcrWorker> | undefined;

function startWorker(): Promise<OcrWorker> {
  // tesseract.js is loaded with the first picture read, like the worker it starts.
  const started = import('tesseract.js')
    .then(({ createWorker, OEM }) =>
      createWorker('eng', OEM.LSTM_ONLY, {
        ...OCR_DATA,
        gzip: true,
        // Without a handler tesseract.js throws a failed job's error from its message listener, where nothing
        // can catch it; the job's promise is rejected all the same.
        errorHandler: () => undefined,
      }),
    )
    .then(async (created) => {
      // Words are split where Tesseract sees a space; the reader rebuilds lines from the boxes.
      await created.setParameters({ preserve_interword_spaces: '0' });
      return created;
    });
  // A worker that failed to start is forgotten, so the next document tries again.
  started.catch(() => {
    if (worker === started) worker = undefined;
  });
  return started;
}

/** Stops the worker (tests, shutdown, idleness); the next OCR starts a new one. */
export async function terminateOcr(): Promise<void> {
  clearTimeout(idle);
  const current = worker;
  worker = undefined;
  if (!current) return;
  const started = await current.catch(() => undefined);
  await started?.terminate().catch(() => undefined);
}

/** Whether a worker is started (or starting). */
export const ocrStarted = () => worker !== undefined;

/**
 * An idle worker is stopped after this long: Tesseract's WebAssembly memory grows with the pages it reads
 * and is never handed back while the worker lives.
 */
export const OCR_IDLE_MS = 5 * 60_000;
let idle: NodeJS.Timeout | undefined;
let waiting = 0;
let queue: Promise<unknown> = Promise.resolve();

/** Runs `read` once every document before it has been read: documents are OCR'd one at a time. */
export function ocrTurn<T>(read: () => Promise<T>): Promise<T> {
  clearTimeout(idle);
  waiting++;
  const turn = queue.then(read, read).finally(() => {
    if (--waiting === 0) idle = setTimeout(() => void terminateOcr(), OCR_IDLE_MS).unref();
  });
  queue = turn.catch(() => undefined);
  return turn;
}

/** Tesseract's words inside its blocks, paragraphs and lines. */
interface OcrPage {
  blocks: { paragraphs: { lines: { words: OcrWord[] }[] }[] }[] | null;
}
interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** A mark that is neither a letter, a digit nor a sign a document uses: speckles read as `|`, `_`, `~`. */
const NOISE = /^[^\p{L}\p{N}$#&@%]*$/u;

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new ReadFailure(intakeMessages.unreadable));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How a picture is read: its resolution when known; `dusty` for a scanner's page (see `recognize`). */
export interface RecognizeOptions {
  dpi?: number;
  dusty?: boolean;
}

/**
 * The words on a picture of a page, boxes in fractions of the picture, confidence Tesseract's own (0–1).
 * The picture goes as it is: Tesseract makes it grey and finds its own threshold per region, which copes
 * with dull photos; stretching the contrast ourselves made the speckled paper of a mostly blank scan into
 * "ink" and lost every word.
 *
 * A scanner's page is `dusty`: specks all over it, which Tesseract reads as letters ("i", "So", a quote
 * before a word) and glues to the words beside them, widening their boxes into the next column. Its own
 * heavy noise removal takes them away. A photo is read without it: there it also takes the dots of colons
 * and foot marks, in print a camera has drawn fainter and smaller.
 */
export async function recognize(picture: Canvas, options: RecognizeOptions = {}): Promise<Word[]> {
  const png = await picture.encode('png');
  worker ??= startWorker();
  const current = worker;
  let page: OcrPage;
  try {
    const engine = await current;
    await engine.setParameters({
      user_defined_dpi: String(Math.round(options.dpi ?? 0)),
      textord_heavy_nr: options.dusty ? '1' : '0',
    });
    const result = await withTimeout(
      engine.recognize(png, {}, { blocks: true, text: false }),
      PAGE_TIMEOUT_MS,
      () => {
        if (worker === current) void terminateOcr();
      },
    );
    page = result.data as unknown as OcrPage;
  } catch (error) {
    if (error instanceof ReadFailure) throw error;
    throw new ReadFailure(intakeMessages.unreadable);
  }
  const words: Word[] = [];
  let number = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        number += 1;
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text || NOISE.test(text)) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          words.push({
            text,
            x: x0 / picture.width,
            y: y0 / picture.height,
            w: (x1 - x0) / picture.width,
            h: (y1 - y0) / picture.height,
            confidence: Math.max(0, Math.min(1, word.confidence / 100)),
            line: number,
          });
        }
      }
    }
  }
  return words;
}
