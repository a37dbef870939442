import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { IntakeConfidence, IntakeDraft, IntakeFields, IntakeStop } from '@fletx/contract/intake';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import {
  documentText,
  IntakeLlm,
  type IntakeLlmConfig,
  intakeLlmOf,
  LLM_CONFIDENCE,
  MAX_TEXT_CHARS,
} from '../src/modules/intake/intake.llm';
import { ADA_ADMIN, loggedInUser, multipartBody } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/** What the test server was sent: one chat completions request. */
interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature: number;
    response_format: unknown;
  };
}
/** How the test server answers a request: a status and a body, or never (`hang`). */
type Reply = { status?: number; content?: string; raw?: string } | 'hang';

const seen: Seen[] = [];
/** The values the test server's model gives, by field path; it answers the keys it is asked for. */
let answers: Record<string, unknown> = {};
let reply: (request: Seen['body']) => Reply;
const answerAsked = (request: Seen['body']): Reply => ({
  content: JSON.stringify(Object.fromEntries(askedIn(request).map((k) => [k, answers[k] ?? null]))),
});

/** An OpenAI-compatible chat completions API on 127.0.0.1 that records what it is asked. */
const server = http.createServer(async (req, res) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  const body = JSON.parse(text) as Seen['body'];
  seen.push({ url: req.url ?? '', headers: req.headers, body });
  const r = reply(body);
  if (r === 'hang') return;
  res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
  res.end(
    r.raw ??
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: r.content }, finish_reason: 'stop' }],
      }),
  );
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  answers = {};
  reply = answerAsked;
});

/** The field paths a request asks for: the properties of the schema in its system message. */
function askedIn(request: Seen['body']): string[] {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
  const schema = JSON.parse(system.split('JSON schema of the answer:\n')[1] ?? '{}');
  return Object.keys(schema.properties ?? {});
}

const config = (over: Partial<IntakeLlmConfig> = {}): IntakeLlmConfig => ({
  url: `${base}/v1`,
  model: 'test-model',
  timeoutSeconds: 5,
  ...over,
});

function llm(over: Partial<IntakeLlmConfig> = {}) {
  const warnings: { details: object; message: string }[] = [];
  const model = new IntakeLlm(config(over), {
    warn: (details, message) => warnings.push({ details, message }),
  });
  return { model, warnings };
}

const errOf = (warnings: { details: object }[]) => (warnings[0]?.details as { err?: Error } | undefined)?.err;

const stop = (kind: IntakeStop['kind'], city: string, reference: string | null): IntakeStop => ({
  kind,
  facility: `${city} DC`,
  address: '1 Main St',
  city,
  state: 'TX',
  zip: '75201',
  open: '2026-03-02T08:00',
  close: null,
  reference,
  phone: null,
});
const sure = (score: number) =>
  Object.fromEntries(
    Object.keys(stop('pickup', 'x', null)).map((k) => [k, score]),
  ) as IntakeConfidence['stops'][number];

/** A reading where the commodity is missing, the weight uncertain and the pickup's reference missing. */
const fields: IntakeFields = {
  brokerName: 'Coyote Logistics',
  brokerMc: 'MC-561135',
  brokerLoadNumber: 'T-1',
  rate: 2450.5,
  accessorials: [],
  commodity: null,
  weight: 40000,
  trailerType: 'Dry Van',
  trailerLength: 53,
  stops: [stop('pickup', 'Dallas', null), stop('delivery', 'Houston', 'D-9')],
};
const confidence: IntakeConfidence = {
  brokerName: 0.9,
  brokerMc: 0.95,
  brokerLoadNumber: 0.9,
  rate: 0.95,
  accessorials: 0.8,
  commodity: 0,
  weight: 0.7,
  trailerType: 0.9,
  trailerLength: 0.9,
  stops: [{ ...sure(0.9), reference: 0 }, sure(0.9)],
};
const TEXT = 'Coyote Logistics\nLoad #: T-1\nPICKUP Dallas PU-778\n22 pallets of frozen chicken';

describe('the model asked for what the rules left uncertain', () => {
  it('asks for those fields alone and fills them below the confident mark; confident values stay', async () => {
    answers = { commodity: ' Frozen chicken ', weight: 40000, 'stops.0.reference': 'PU-778' };
    // A model that answers more than it was asked: only the asked fields are taken.
    reply = (request) => ({
      content: JSON.stringify({
        ...JSON.parse(String((answerAsked(request) as { content: string }).content)),
        brokerName: 'Other',
        rate: 1,
      }),
    });
    const { model, warnings } = llm({ url: `${base}/v1/` });
    const result = await model.fill(TEXT, fields, confidence);

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toMatchObject({
      model: 'test-model',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    expect(request?.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request?.body.messages[1]?.content).toBe(TEXT);
    expect(askedIn(request!.body)).toEqual(['commodity', 'weight', 'stops.0.reference']);
    expect(request?.body.messages[0]?.content).toContain('Stop 1 of 2 (a pickup at Dallas DC)');
    expect(result.asked).toEqual(['commodity', 'weight', 'stops.0.reference']);

    expect(result.fields).toEqual({
      ...fields,
      commodity: 'Frozen chicken',
      stops: [{ ...fields.stops[0], reference: 'PU-778' }, fields.stops[1]],
    });
    // The same weight as the rules: confirmed, not changed; still below LOW_CONFIDENCE for a person to check.
    expect(result.filled).toEqual(['commodity', 'stops.0.reference']);
    expect(result.confidence).toEqual({
      ...confidence,
      commodity: LLM_CONFIDENCE,
      weight: LLM_CONFIDENCE,
      stops: [{ ...sure(0.9), reference: LLM_CONFIDENCE }, sure(0.9)],
    });
    expect(LLM_CONFIDENCE).toBeLessThan(0.8);
    expect(warnings).toEqual([]);
  });

  it('keeps what the model does not know (null) as the rules read it', async () => {
    answers = { commodity: null, weight: null, 'stops.0.reference': '' };
    const { model, warnings } = llm();
    const result = await model.fill(TEXT, fields, confidence);
    expect(seen).toHaveLength(1);
    expect(result).toEqual({
      fields,
      confidence,
      asked: ['commodity', 'weight', 'stops.0.reference'],
      filled: [],
    });
    expect(warnings).toEqual([]);
  });

  it.each<[string, Reply | 'slow']>([
    ['an answer that is not JSON', { content: 'The commodity is frozen chicken.' }],
    ['a JSON answer that is not an object', { content: '["Frozen chicken"]' }],
    [
      'a value of the wrong type',
      { content: JSON.stringify({ commodity: 'Frozen chicken', weight: 'heavy' }) },
    ],
    ['a value out of its range', { content: JSON.stringify({ commodity: 'Frozen chicken', weight: -5 }) }],
    [
      'a text longer than its field takes',
      { content: JSON.stringify({ commodity: 'Frozen chicken', 'stops.0.reference': 'x'.repeat(201) }) },
    ],
    ['a body without a message', { raw: JSON.stringify({ error: 'overloaded' }) }],
    ['a body that is not JSON', { raw: '<html>Bad gateway</html>' }],
    ['HTTP 500', { status: 500, raw: JSON.stringify({ error: { message: 'model crashed' } }) }],
    ['no answer before the timeout', 'slow'],
  ])('keeps the rules’ reading on %s, logs it and never throws', async (_, outcome) => {
    reply = () => (outcome === 'slow' ? 'hang' : outcome);
    const { model, warnings } = llm({ key: 'sk-secret-key', timeoutSeconds: 0.2 });
    const result = await model.fill(TEXT, fields, confidence);
    expect(seen).toHaveLength(1);
    expect(result.fields).toEqual(fields);
    expect(result.confidence).toEqual(confidence);
    expect(result.filled).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toBe("the intake model's answer was not used; the rules' reading stands");
    expect(warnings[0]?.details).toMatchObject({ asked: ['commodity', 'weight', 'stops.0.reference'] });
    const err = errOf(warnings);
    expect(err).toBeInstanceOf(Error);
    expect(`${err} ${err?.stack} ${JSON.stringify(warnings)}`).not.toContain('sk-secret-key');
  });

  it('rejects the whole answer when one value is invalid', async () => {
    reply = () => ({ content: JSON.stringify({ commodity: 'Frozen chicken', 'stops.0.reference': 42 }) });
    const { model, warnings } = llm();
    expect((await model.fill(TEXT, fields, confidence)).fields.commodity).toBeNull();
    expect(String(errOf(warnings))).toContain('stops.0.reference');
  });

  it('sends the key as a bearer token', async () => {
    answers = { commodity: 'Frozen chicken' };
    const { model } = llm({ key: 'sk-test-123' });
    expect((await model.fill(TEXT, fields, confidence)).fields.commodity).toBe('Frozen chicken');
    expect(seen[0]?.headers.authorization).toBe('Bearer sk-test-123');
  });

  it('asks nothing when the rules are sure of every field', async () => {
    const all = { ...confidence, commodity: 0.9, weight: 0.9, stops: [sure(0.9), sure(1)] };
    const { model, warnings } = llm();
    expect(await model.fill(TEXT, fields, all)).toEqual({ fields, confidence: all, asked: [], filled: [] });
    expect(seen).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('asks for the extras as one field, and for every field of a stop the rules barely read', async () => {
    answers = { accessorials: [{ kind: 'Detention', amount: 75 }], 'stops.1.city': 'Houston' };
    const { model } = llm();
    const result = await model.fill(TEXT, fields, {
      ...confidence,
      accessorials: 0,
      stops: [sure(0.9), sure(0.5)],
    });
    expect(askedIn(seen[0]!.body)).toEqual([
      'accessorials',
      'commodity',
      'weight',
      ...Object.keys(sure(0)).map((k) => `stops.1.${k}`),
    ]);
    expect(result.fields.accessorials).toEqual([{ kind: 'Detention', amount: 75 }]);
    expect(result.filled).toEqual(['accessorials']);
    expect(result.confidence.stops[1]?.city).toBe(LLM_CONFIDENCE);
  });

  it('drops the boxes of the values it replaced, keeps the others', async () => {
    answers = { weight: 42000, accessorials: [{ kind: 'Lumper', amount: 150 }] };
    const box = { page: 1, x: 0.1, y: 0.1, w: 0.1, h: 0.02 };
    const sources = { weight: [box], 'accessorials.0': [box], rate: [box], commodity: [box] };
    const { model } = llm();
    const doc = { method: 'text' as const, pages: [] };
    const read = { fields: { ...fields, commodity: 'Produce' }, sources, usedLayout: false };
    const result = await model.improve(doc, { ...read, confidence: { ...confidence, accessorials: 0.5 } });
    expect(result.fields.weight).toBe(42000);
    expect(result.fields.commodity).toBe('Produce');
    expect(Object.keys(result.sources).sort()).toEqual(['commodity', 'rate']);
    expect(result.usedLayout).toBe(false);
  });

  it("sends the document's words as lines in reading order, cut at MAX_TEXT_CHARS", () => {
    const word = (text: string, x: number, y: number) => ({ text, x, y, w: 0.05, h: 0.02, confidence: 1 });
    const doc = {
      method: 'text' as const,
      pages: [
        {
          number: 1,
          width: 612,
          height: 792,
          words: [word('#:', 0.2, 0.101), word('Load', 0.1, 0.1), word('Broker', 0.1, 0.05)],
        },
        { number: 2, width: 612, height: 792, words: [word('Page', 0.1, 0.1), word(' ', 0.3, 0.1)] },
      ],
    };
    expect(documentText(doc)).toBe('Broker\nLoad #:\n\nPage');
    const long = {
      method: 'ocr' as const,
      pages: [
        {
          number: 1,
          width: 1,
          height: 1,
          words: Array.from({ length: 5000 }, (_, i) => word('word', i / 5000, 0.5)),
        },
      ],
    };
    expect(documentText(long)).toHaveLength(MAX_TEXT_CHARS);
  });
});

describe('INTAKE_LLM_* settings', () => {
  it('are off unless INTAKE_LLM_URL is set, and need the model with it', () => {
    expect(intakeLlmOf(loadEnv({}))).toBeUndefined();
    expect(
      intakeLlmOf(
        loadEnv({
          INTAKE_LLM_URL: 'http://127.0.0.1:8080/v1',
          INTAKE_LLM_MODEL: 'qwen',
          INTAKE_LLM_KEY: 'k',
        }),
      ),
    ).toEqual({ url: 'http://127.0.0.1:8080/v1', model: 'qwen', key: 'k', timeoutSeconds: 30 });
    expect(() => loadEnv({ INTAKE_LLM_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/INTAKE_LLM_MODEL/);
    expect(() => loadEnv({ INTAKE_LLM_URL: 'ftp://models', INTAKE_LLM_MODEL: 'm' })).toThrow(
      /INTAKE_LLM_URL/,
    );
  });
});

/** A rate confirmation whose commodity has no label, only a sentence of its own. */
async function unlabelledCommodityPdf(loadNumber: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Coyote Logistics',
    'MC-561135',
    'RATE CONFIRMATION',
    `Load #: ${loadNumber}`,
    "Equipment: Reefer 53'",
    'Weight: 40,000 lbs',
    'Loaded with 22 pallets of frozen chicken, keep at 34F.',
    'PICKUP',
    'Sysco Dallas',
    '800 Trinity Dr',
    'Dallas, TX 75201',
    '03/02/2026 08:00 - 12:00',
    'DELIVERY',
    'Kroger DC',
    '2175 Parklake Dr NE',
    'Atlanta, GA 30345',
    '03/03/2026 14:00',
    'Line Haul: $2,450.50',
  ];
  lines.forEach((text, i) => {
    page.drawText(text, { x: 48, y: 740 - i * 20, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}

describe('through the app', () => {
  const apps: TestContext[] = [];
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
  });

  async function uploadRead(ctx: TestContext, file: Buffer): Promise<IntakeDraft> {
    const { authorization } = await loggedInUser(ctx, ADA_ADMIN);
    const api = ctx.api.as(authorization);
    const { payload, headers } = await multipartBody([{ name: 'file', file, filename: 'rc.pdf' }]);
    const r = await api.post('/api/intake/rate-confirmations/', payload, { headers });
    expect(r.statusCode, r.body).toBe(201);
    await ctx.services.intake.queue.idle();
    return (await api.get(`/api/intake/rate-confirmations/${r.json().data.id}`)).json().data;
  }

  it('fills a field the rules left empty with the model’s answer', async () => {
    answers = { commodity: 'Frozen chicken' };
    const ctx = await createTestApp({ intakeLlm: config() });
    apps.push(ctx);
    const draft = await uploadRead(ctx, await unlabelledCommodityPdf('T-LLM-1'));
    expect(draft.status).toBe('parsed');
    expect(draft.fields.commodity).toBe('Frozen chicken');
    expect(draft.confidence.commodity).toBe(LLM_CONFIDENCE);
    expect(draft.fields.brokerLoadNumber).toBe('T-LLM-1');
    expect(draft.confidence.brokerLoadNumber).toBeGreaterThanOrEqual(0.8);
    expect(seen).toHaveLength(1);
    expect(askedIn(seen[0]!.body)).toContain('commodity');
    expect(askedIn(seen[0]!.body)).not.toContain('brokerLoadNumber');
    expect(seen[0]?.body.messages[1]?.content).toContain(
      'Loaded with 22 pallets of frozen chicken, keep at 34F.',
    );
  });

  it('reads the same document without a model, off by default, leaving the field empty', async () => {
    answers = { commodity: 'Frozen chicken' };
    const ctx = await createTestApp();
    apps.push(ctx);
    const draft = await uploadRead(ctx, await unlabelledCommodityPdf('T-LLM-2'));
    expect(draft.status).toBe('parsed');
    expect(draft.fields.commodity).toBeNull();
    expect(draft.fields.brokerLoadNumber).toBe('T-LLM-2');
    expect(seen).toEqual([]);
  });
});
