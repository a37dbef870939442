import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AnswerMismatchError,
  answerSerializerCompiler,
  comparedWriter,
  compileAnswerWriter,
} from '../src/lib/answer-serializer';
import { csvBody } from '../src/lib/csv';

/**
 * Answers are written by a writer compiled from their schema (lib/answer-serializer.ts, decision 0028). Every
 * API test also proves it on the real routes: the test app writes each answer both ways and fails on a
 * difference (`answers: 'compared'`).
 */
describe('compiled answers', () => {
  const person = z.object({
    id: z.number().int(),
    name: z.string(),
    note: z.string().nullable(),
    phone: z.string().optional(),
    state: z.enum(['ACTIVE', 'INACTIVE']),
    joined: z.iso.datetime().nullable(),
    rate: z.number(),
    equipment: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('truck'), unit: z.string() }),
      z.object({ kind: z.literal('trailer'), length: z.number() }),
    ]),
    counts: z.record(z.string(), z.number()),
    tags: z.array(z.string()),
  });
  const page = z.object({ data: z.array(person), meta: z.object({ itemCount: z.number().int() }) });
  const row = {
    id: 7,
    name: 'Zoë "Big Z" O\'Neil\n\u2028 \ud800',
    note: null,
    state: 'ACTIVE',
    joined: '2026-11-26T15:00:00.000Z',
    rate: 1234.56,
    equipment: { kind: 'trailer', length: 53, vin: 'hidden' },
    counts: { '2': 1, new: 3 },
    tags: ['a', 'b'],
    passwordHash: '$argon2id$secret',
  };

  it("writes what zod's check and JSON.stringify write (optional fields last)", () => {
    const write = compileAnswerWriter(page);
    const answer = {
      data: [row, { ...row, id: 8, phone: '+1 555', note: 'x', joined: null }],
      meta: { itemCount: 2 },
    };
    const text = write?.(answer) ?? '';
    expect(JSON.parse(text)).toStrictEqual(JSON.parse(JSON.stringify(page.parse(answer))));
    expect(text).toContain('"tags":["a","b"],"phone":"+1 555"}');
    expect(text).toContain('"name":"Zoë \\"Big Z\\" O\'Neil\\n\u2028 \\ud800"');
  });

  it('writes only the fields the schema declares, at any depth', () => {
    const text = compileAnswerWriter(page)?.({ data: [row], meta: { itemCount: 1, sql: 'select' } }) ?? '';
    expect(text).not.toMatch(/passwordHash|argon2|vin|hidden|sql/);
    expect(JSON.parse(text).data[0].equipment).toEqual({ kind: 'trailer', length: 53 });
  });

  it("compiles a list's page when the list also answers CSV bytes; bytes alone keep zod's writer", () => {
    const list = z.union([page, csvBody]);
    expect(compileAnswerWriter(list)?.({ data: [], meta: { itemCount: 0 } })).toBe(
      '{"data":[],"meta":{"itemCount":0}}',
    );
    expect(compileAnswerWriter(csvBody)).toBeUndefined();
    expect(compileAnswerWriter(z.string().transform((s) => s.length))).toBeUndefined();
  });

  it("compared: fails the answer when the writers' texts differ, and zod's check still fails a wrong value", () => {
    const guarded = comparedWriter('GET /x (200)', JSON.stringify, () => '{}');
    expect(() => guarded({ a: 1 })).toThrow(AnswerMismatchError);
    expect(comparedWriter('GET /x (200)', JSON.stringify, JSON.stringify)({ a: 1 })).toBe('{"a":1}');

    const compared = answerSerializerCompiler('compared')({
      schema: page,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(() => compared({ data: [{ ...row, rate: 'many' }], meta: { itemCount: 1 } })).toThrow(
      ResponseSerializationError,
    );
  });

  it("compiles a route's writer at its first answer, once, not when the route is registered", () => {
    let schemaReads = 0;
    const route = {
      get schema() {
        schemaReads++;
        return page;
      },
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    };
    const write = answerSerializerCompiler('compiled')(route);
    expect(schemaReads).toBe(0);
    const answer = { data: [row], meta: { itemCount: 1 } };
    expect(JSON.parse(write(answer))).toEqual(JSON.parse(compileAnswerWriter(page)?.(answer) ?? ''));
    const readsForFirst = schemaReads;
    expect(readsForFirst).toBeGreaterThan(0);
    write(answer);
    expect(schemaReads).toBe(readsForFirst);
  });
});
