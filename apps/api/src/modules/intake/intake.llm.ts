import {
  type IntakeConfidence,
  type IntakeFields,
  type IntakeStop,
  intakeFieldsSchema,
  intakeStopSchema,
  LOW_CONFIDENCE,
} from '@fletx/contract/intake';
import { z } from 'zod';
import type { Env } from '../../env';
import type { ExtractedDocument, ReadResult } from './reading/index';

/** An OpenAI-compatible chat completions API (env `INTAKE_LLM_URL`…; docs/product.md "Rate confirmations"). */
export interface IntakeLlmConfig {
  /** The API's base URL, e.g. `http://127.0.0.1:8080/v1`: `/chat/completions` is added. */
  url: string;
  model: string;
  /** A bearer token, when the API asks for one. */
  key?: string | undefined;
  timeoutSeconds: number;
}

/** The model's settings from the environment; none (no model asked) without INTAKE_LLM_URL. */
export function intakeLlmOf(
  env: Pick<Env, 'INTAKE_LLM_URL' | 'INTAKE_LLM_MODEL' | 'INTAKE_LLM_KEY' | 'INTAKE_LLM_TIMEOUT_SECONDS'>,
): IntakeLlmConfig | undefined {
  if (!env.INTAKE_LLM_URL || !env.INTAKE_LLM_MODEL) return undefined;
  return {
    url: env.INTAKE_LLM_URL,
    model: env.INTAKE_LLM_MODEL,
    key: env.INTAKE_LLM_KEY,
    timeoutSeconds: env.INTAKE_LLM_TIMEOUT_SECONDS,
  };
}

/**
 * How sure a value the model gave is: below LOW_CONFIDENCE, so a person still checks it (highlighted), as
 * every value no rule read with confidence is.
 */
export const LLM_CONFIDENCE = 0.75;
/** The document's text sent with the question: a rate confirmation is a page or two, a long one is cut. */
export const MAX_TEXT_CHARS = 12_000;

type TopKey = Exclude<keyof IntakeFields, 'stops'>;
type StopKey = keyof IntakeStop;

const TOP: Record<TopKey, string> = {
  brokerName: "The broker's company name (who issued the rate confirmation).",
  brokerMc: "The broker's MC number, e.g. MC-123456.",
  brokerLoadNumber: "The broker's load, order or confirmation number of this load.",
  rate: 'The line haul in dollars, without the extras.',
  accessorials:
    'The extras paid on top of the line haul (detention, lumper, fuel surcharge, stop-off…), each with its amount in dollars; [] when none.',
  commodity: 'What is carried.',
  weight: 'The weight in pounds.',
  trailerType: 'The trailer type required.',
  trailerLength: 'The trailer length in feet.',
};
const STOP: Record<StopKey, string> = {
  kind: 'Whether the stop is a pickup or a delivery.',
  facility: "The facility's name (shipper or receiver).",
  address: 'The street address.',
  city: 'The city.',
  state: 'The two-letter state or province code.',
  zip: 'The ZIP or postal code.',
  open: 'The appointment time, or the start of the window, as yyyy-MM-ddTHH:mm.',
  close: 'The end of the window as yyyy-MM-ddTHH:mm; null for a single time.',
  reference: 'The pickup or delivery number (PU#, PO#, reference).',
  phone: "The facility's phone number.",
};

const INSTRUCTIONS = [
  "You read a freight broker's rate confirmation for a trucking carrier.",
  'Answer with one JSON object whose keys are exactly the properties of the JSON schema below, each described there.',
  'Take every value from the document as it is written; null when the document does not say it. Never guess.',
  'Amounts are numbers in dollars (1850.5, not "$1,850.50"); times are local to the stop, as yyyy-MM-ddTHH:mm.',
].join('\n');

/** The document's text in reading order: page by page, words in lines top to bottom, left to right. */
export function documentText(doc: ExtractedDocument): string {
  const pages = doc.pages.map(({ words }) => {
    const rows: (typeof words)[] = [];
    let last: (typeof words)[number] | undefined;
    for (const word of words.filter((w) => w.text.trim()).sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2))) {
      const row = rows[rows.length - 1];
      const sameLine =
        last && Math.abs(word.y + word.h / 2 - (last.y + last.h / 2)) < Math.min(last.h, word.h) / 2;
      if (row && sameLine) row.push(word);
      else rows.push([word]);
      last = word;
    }
    const lineOf = (row: typeof words) => row.sort((a, b) => a.x - b.x).map((w) => w.text.trim());
    return rows.map((row) => lineOf(row).join(' ')).join('\n');
  });
  return pages.join('\n\n').slice(0, MAX_TEXT_CHARS);
}

/** A field the model is asked for: its path (`rate`, `stops.0.city`), what it is, and its schema. */
interface Question {
  path: string;
  description: string;
  schema: z.ZodType;
}

const low = (score: number | undefined) => (score ?? 0) < LOW_CONFIDENCE;

/** What the rules left uncertain: top-level fields, each field of each stop, the extras as one. */
function questionsOf(fields: IntakeFields, confidence: IntakeConfidence): Question[] {
  const questions: Question[] = [];
  for (const key of Object.keys(TOP) as TopKey[])
    if (low(confidence[key]))
      questions.push({ path: key, description: TOP[key], schema: intakeFieldsSchema.shape[key] });
  fields.stops.forEach((stop, i) => {
    const of = `Stop ${i + 1} of ${fields.stops.length} (a ${stop.kind}${stop.facility ? ` at ${stop.facility}` : ''}): `;
    for (const key of Object.keys(STOP) as StopKey[])
      if (low(confidence.stops[i]?.[key]))
        questions.push({
          path: `stops.${i}.${key}`,
          description: of + STOP[key],
          schema: intakeStopSchema.shape[key],
        });
  });
  return questions;
}

/** The schema of the answer: only the fields asked, keyed by their path. */
function answerSchema(questions: Question[]): object {
  const shape = Object.fromEntries(questions.map((q) => [q.path, q.schema.describe(q.description)]));
  const { $schema: _, ...schema } = z.toJSONSchema(z.object(shape));
  return schema;
}

/** The message's content as a JSON object; a model may wrap it in a Markdown fence. */
function answerOf(body: unknown): Record<string, unknown> {
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string') throw new Error('the answer has no message content');
  const parsed: unknown = JSON.parse(content.replace(/^\s*```(json)?\s*|\s*```\s*$/g, ''));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('the answer is not a JSON object');
  return parsed as Record<string, unknown>;
}

const empty = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Asks a language model for the fields the rules left uncertain (below LOW_CONFIDENCE), and fills those it
 * answers for. Optional and never in the way: whatever goes wrong (no answer, a late one, one that is not
 * JSON or not valid) is logged and the rules' reading stands as it was.
 */
export class IntakeLlm {
  constructor(
    private readonly config: IntakeLlmConfig,
    private readonly log: { warn(details: object, message: string): void },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /**
   * The fields with the model's answers for the uncertain ones: each answered value replaces a missing or
   * uncertain one (never a confident one), at LLM_CONFIDENCE. `asked`: the paths asked for; `filled`: those
   * whose value changed.
   */
  async fill(
    text: string,
    fields: IntakeFields,
    confidence: IntakeConfidence,
  ): Promise<{ fields: IntakeFields; confidence: IntakeConfidence; asked: string[]; filled: string[] }> {
    const questions = questionsOf(fields, confidence);
    const asked = questions.map((q) => q.path);
    const unchanged = { fields, confidence, asked, filled: [] };
    if (questions.length === 0) return unchanged;
    let answers: Map<string, unknown>;
    try {
      answers = this.check(questions, await this.ask(text.slice(0, MAX_TEXT_CHARS), questions));
    } catch (error) {
      this.log.warn(
        { err: error, asked },
        "the intake model's answer was not used; the rules' reading stands",
      );
      return unchanged;
    }
    const out = structuredClone(fields);
    const scores = structuredClone(confidence);
    const filled: string[] = [];
    for (const [path, value] of answers) {
      // `rate`, or `stops.<i>.<key>` of a stop the rules read (questionsOf).
      const [top, index, key] = path.split('.') as [string, string | undefined, string | undefined];
      const at = Number(index);
      const target = (index === undefined ? out : out.stops[at]) as Record<string, unknown>;
      const score = (index === undefined ? scores : scores.stops[at]) as Record<string, number>;
      const name = key ?? top;
      if (JSON.stringify(target[name]) === JSON.stringify(value)) {
        score[name] = Math.max(score[name] ?? 0, LLM_CONFIDENCE);
        continue;
      }
      target[name] = value;
      score[name] = LLM_CONFIDENCE;
      filled.push(path);
    }
    return { fields: out, confidence: scores, asked, filled };
  }

  /** A reading with the model's answers (fill); the boxes of a value it replaced no longer show it. */
  async improve(doc: ExtractedDocument, read: ReadResult): Promise<ReadResult> {
    const { fields, confidence, filled } = await this.fill(documentText(doc), read.fields, read.confidence);
    if (filled.length === 0) return read;
    const gone = (source: string) => filled.some((path) => source === path || source.startsWith(`${path}.`));
    const sources = Object.fromEntries(Object.entries(read.sources).filter(([path]) => !gone(path)));
    return { ...read, fields, confidence, sources };
  }

  private async ask(text: string, questions: Question[]): Promise<Record<string, unknown>> {
    const { url, model, key, timeoutSeconds } = this.config;
    const schema = JSON.stringify(answerSchema(questions), null, 1);
    const response = await this.fetchImpl(`${url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({
        model,
        messages: [
          { role: 'system', content: `${INSTRUCTIONS}\n\nJSON schema of the answer:\n${schema}` },
          { role: 'user', content: text },
        ],
        temperature: 0,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
    });
    if (!response.ok) throw new Error(`the model answered HTTP ${response.status}`);
    return answerOf(await response.json());
  }

  /** The answered values, each checked against its field's schema; one invalid value discards the answer. */
  private check(questions: Question[], answer: Record<string, unknown>): Map<string, unknown> {
    const values = new Map<string, unknown>();
    for (const { path, schema } of questions) {
      const raw = answer[path];
      if (raw === undefined || empty(raw)) continue;
      const parsed = schema.safeParse(raw);
      if (!parsed.success)
        throw new Error(`the model's ${path} is not valid: ${parsed.error.issues[0]?.message}`);
      if (!empty(parsed.data)) values.set(path, parsed.data);
    }
    return values;
  }
}
