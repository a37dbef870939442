import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * How answers are written (docs/decisions/0028-compiled-answers-and-one-statement-pages.md):
 * - `compiled`: by a writer compiled once per route and status from the answer's schema (fast-json-stringify
 *   over the schema's JSON Schema). It writes only the fields the schema declares, so a row's other columns
 *   never leave the server, and it costs a fraction of checking the answer with zod and then stringifying it.
 * - `compared`: as `compiled`, and the answer is also checked and written by zod: a value of the wrong type
 *   fails the request as before, and so does any difference between the two writers' answers. The API tests
 *   run this way, so every answer they read proves the compiled writer equal to zod's.
 * An answer schema JSON Schema cannot describe (a transform, a date object) keeps zod's checked writer.
 */
export type AnswerWriting = 'compiled' | 'compared';

type RouteSchema = Parameters<ReturnType<typeof createSerializerCompiler>>[0];

/** zod's writer: the answer encoded (checked) by its schema, then JSON.stringify. */
const checkedCompiler = createSerializerCompiler({});

/** The serializer compiler `buildApp` installs (`app.setSerializerCompiler`). */
export function answerSerializerCompiler(writing: AnswerWriting) {
  return (route: RouteSchema): ((data: unknown) => string) => {
    let writer: ((data: unknown) => string) | undefined;
    // Compiled at the route's first answer of this status, not when the server starts: most of the hundreds
    // of routes and statuses are never answered by a given process, and compiling them all delayed its start.
    return (data) => {
      writer ??= routeWriter(route, writing);
      return writer(data);
    };
  };
}

/** A route's writer for one status, as `writing` asks (`compiled` falls back to zod's where it cannot). */
function routeWriter(route: RouteSchema, writing: AnswerWriting): (data: unknown) => string {
  const checked = checkedCompiler(route);
  const compiled = compileAnswerWriter(route.schema);
  if (!compiled) return checked;
  if (writing === 'compiled') return compiled;
  return comparedWriter(`${route.method} ${route.url} (${route.httpStatus ?? 'default'})`, checked, compiled);
}

/**
 * Both writers; the answer fails unless the two texts read back as the same value (zod's check fails a wrong
 * value first). Not compared as text: the compiled writer puts a schema's optional fields after its required
 * ones, which no reader of JSON can tell apart.
 */
export function comparedWriter(
  route: string,
  checked: (data: unknown) => string,
  compiled: (data: unknown) => string,
): (data: unknown) => string {
  return (data) => {
    const expected = checked(data);
    const actual = compiled(data);
    if (actual === expected || isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) return actual;
    const error = new AnswerMismatchError(route, actual, expected);
    // The request answers a bare 500; the test's output shows why.
    process.stderr.write(`${error.message}\n`);
    throw error;
  };
}

/** The compiled writer of a zod answer schema, or undefined when JSON Schema cannot describe its output. */
export function compileAnswerWriter(schema: unknown): ((data: unknown) => string) | undefined {
  const zod = answerSchemaOf(schema);
  if (!zod) return undefined;
  try {
    const json = z.toJSONSchema(zod, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      override: ({ jsonSchema }) => writable(jsonSchema as JsonSchemaNode),
    });
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}

type JsonSchemaNode = {
  type?: string | string[];
  anyOf?: JsonSchemaNode[];
  additionalProperties?: unknown;
  pattern?: string;
  [keyword: string]: unknown;
};

/**
 * A schema node as the writer needs it, which checks nothing (zod's check runs beside it in the tests):
 * - no `additionalProperties: false`: the writer leaves out undeclared fields by itself, and `false` would
 *   only make a union's branch (chosen by validating the value against each) refuse a row with more columns;
 * - no `pattern` (a date-time's is a long expression, run on every value the writer must choose a branch for);
 * - a nullable value (`anyOf` of a type and null) as one node of both types, which the writer handles itself
 *   instead of validating the value against each branch.
 */
function writable(node: JsonSchemaNode): void {
  if (node.additionalProperties === false) delete node.additionalProperties;
  delete node.pattern;
  const [first, second, ...more] = node.anyOf ?? [];
  if (!first || !second || more.length > 0) return;
  const isNull = (n: JsonSchemaNode) => n.type === 'null' && Object.keys(n).length === 1;
  const value = isNull(second) ? first : isNull(first) ? second : undefined;
  if (!value || typeof value.type !== 'string' || value.anyOf || value.oneOf || value.allOf || value.$ref)
    return;
  delete node.anyOf;
  Object.assign(node, value, { type: [value.type, 'null'] });
}

/** A route's answer schema as fastify hands it over: the zod schema itself, or `{ properties }` around it. */
function answerSchemaOf(schema: unknown): ZodType | undefined {
  const wrapped = (schema as { properties?: unknown } | undefined)?.properties;
  const zod = schema instanceof z.ZodType ? schema : wrapped instanceof z.ZodType ? wrapped : undefined;
  return zod && withoutBytes(zod);
}

/**
 * A list's answer is its page or, with `format=csv`, bytes (lib/csv.ts `csvBody`, a custom type). Fastify
 * sends bytes and streams as they are, never through the serializer, so only the page is compiled.
 */
function withoutBytes(schema: ZodType): ZodType {
  if (!(schema instanceof z.ZodUnion)) return schema;
  const options = (schema.options as ZodType[]).filter((option) => !(option instanceof z.ZodCustom));
  if (options.length === schema.options.length) return schema;
  const [only, ...others] = options;
  if (!only) return schema;
  return others.length === 0 ? only : z.union([only, ...others]);
}

/** The compiled writer and zod's wrote different texts for one answer (`compared` only). */
export class AnswerMismatchError extends Error {
  constructor(route: string, actual: string, expected: string) {
    super(
      `The compiled answer of ${route} differs from zod's:\n  compiled: ${actual.slice(0, 2000)}\n  zod:      ${expected.slice(0, 2000)}`,
    );
  }
}
