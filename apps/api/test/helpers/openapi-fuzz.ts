/**
 * Malformed requests for every operation of an OpenAPI document: the bad-input test sends them all and
 * fails on any 5xx. Each request changes one thing (a path parameter, a query parameter or a top-level
 * body field) and keeps the rest plausible, so the bad value gets as far into the app as it can.
 */

/** The part of JSON Schema the API's documents use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One request to send: `what` says which value went where, for the failure report. */
export interface FuzzCase {
  method: string;
  /** The documented path, `{id}` and all. */
  path: string;
  url: string;
  what: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/**
 * Values tried, in order, until the app accepts a field: the schema says the type and the pattern, but
 * not the rules checked in code (a VIN's letters, a US state, a strong password).
 */
const STRING_CANDIDATES = [
  '1',
  '12345',
  '5555550100',
  'driver@example.com',
  '2026-01-15T10:00:00Z',
  '2026-01-15T10:00',
  '2026-01-15',
  '10:00',
  'TX',
  '1HGCM82633A004352',
  'Str0ng#Password',
  'Some text',
  'ABC123',
  '2',
  '100',
  'true',
  '',
];
const NUMBER_CANDIDATES = [1, 2, 3, 100, 2026, 0, 0.5];

function firstNonNull(schemas: JsonSchema[]): JsonSchema | undefined {
  return schemas.find((s) => s.type !== 'null') ?? schemas[0];
}

function fitsString(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) return false;
  if (schema.format === 'email' && !value.includes('@')) return false;
  return true;
}

/** A plausible valid value of a schema (required properties only): the baseline a case changes. */
export function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sample(firstNonNull(alternatives), depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, depth + 1)));
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'string':
      return STRING_CANDIDATES.find((c) => fitsString(schema, c)) ?? 'x'.repeat(schema.minLength ?? 1);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? [sample(schema.items, depth + 1)] : [];
    case 'null':
      return null;
    default: {
      if (!schema.properties) return type === 'object' ? {} : undefined;
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties[name], depth + 1);
      return out;
    }
  }
}

function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap(typesOf);
  if (schema.enum) return ['enum'];
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** Everything worth trying for a field, the schema's own sample first. */
function candidatesFor(schema: JsonSchema | undefined): unknown[] {
  const types = typesOf(schema);
  const out: unknown[] = [sample(schema)];
  if (types.includes('enum')) {
    for (const s of [schema, ...(schema?.anyOf ?? schema?.oneOf ?? [])]) out.push(...(s?.enum ?? []));
  }
  if (types.includes('string')) out.push(...STRING_CANDIDATES);
  if (types.includes('number') || types.includes('integer')) out.push(...NUMBER_CANDIDATES);
  if (types.includes('boolean')) out.push(false);
  if (types.includes('null')) out.push(null);
  return [...new Set(out)];
}

/** The schema of a nested field (`contactPeople.0.phoneNumber`). */
function schemaAt(schema: JsonSchema | undefined, segments: string[]): JsonSchema | undefined {
  let current = schema;
  for (const segment of segments) {
    if (!current) return undefined;
    const options = [current, ...(current.anyOf ?? []), ...(current.oneOf ?? []), ...(current.allOf ?? [])];
    const next = /^\d+$/.test(segment)
      ? options.find((o) => o.items)?.items
      : options.find((o) => o.properties?.[segment])?.properties?.[segment];
    current = next;
  }
  return current;
}

function setAt(target: Record<string, unknown>, segments: string[], value: unknown) {
  let node: Record<string, unknown> = target;
  segments.forEach((segment, i) => {
    if (i === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const child = node[segment];
    node[segment] =
      child && typeof child === 'object' ? child : /^\d+$/.test(segments[i + 1] ?? '') ? [] : {};
    node = node[segment] as Record<string, unknown>;
  });
}

/** A request the app accepts (or the nearest found): the values every case keeps but the one it changes. */
export interface Baseline {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

type Send = (method: string, url: string, body: unknown) => Promise<{ statusCode: number; body: string }>;

const encode = (value: unknown) => encodeURIComponent(String(value));

function urlOf(
  path: string,
  pathValues: Record<string, string>,
  query: ReadonlyArray<readonly [string, string]>,
) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

/**
 * Starts from the schemas' samples and, while the app answers 400 ValidationError, tries the next
 * candidate for each field its details name. Gives up after a few rounds: the cases are sent anyway.
 */
export async function findBaseline(method: string, path: string, operation: Operation, send: Send) {
  const params = operation.parameters ?? [];
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const baseline: Baseline = {
    path: Object.fromEntries(
      params.filter((p) => p.in === 'path').map((p) => [p.name, encode(sample(p.schema) ?? '1')]),
    ),
    query: Object.fromEntries(
      params
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => [p.name, encode(sample(p.schema) ?? '1')]),
    ),
    body: jsonSchema ? sample(jsonSchema) : undefined,
  };
  const tried = new Map<string, number>();
  for (let round = 0; round < 20; round++) {
    const r = await send(method, urlOf(path, baseline.path, Object.entries(baseline.query)), baseline.body);
    if (r.statusCode !== 400) break;
    let details: Array<{ path?: string }> = [];
    try {
      details = (JSON.parse(r.body) as { details?: Array<{ path?: string }> }).details ?? [];
    } catch {
      break;
    }
    let changed = false;
    for (const detail of details) {
      const [context, ...segments] = (detail.path ?? '').split('.');
      if (!context || segments.length === 0) continue;
      const key = `${context}.${segments.join('.')}`;
      const index = (tried.get(key) ?? 0) + 1;
      tried.set(key, index);
      if (context === 'body' && baseline.body && typeof baseline.body === 'object') {
        const candidates = candidatesFor(schemaAt(jsonSchema, segments));
        if (index >= candidates.length) continue;
        setAt(baseline.body as Record<string, unknown>, segments, candidates[index]);
        changed = true;
      } else if (context === 'querystring' || context === 'params') {
        const name = segments[0] ?? '';
        const where = context === 'params' ? baseline.path : baseline.query;
        const schema = params.find((p) => p.name === name)?.schema;
        const candidates = ['1', ...candidatesFor(schema ?? { type: 'string' })].filter(
          (c) => c !== undefined,
        );
        if (index >= candidates.length) continue;
        where[name] = encode(candidates[index]);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return baseline;
}

/** The top-level fields a body schema declares (every alternative of a union). */
function bodyFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...nested.flatMap(bodyFields)])];
}

const LONG = 'x'.repeat(10_000);

/** Bad JSON values for a body field. */
export const BODY_VALUES: Array<[string, unknown]> = [
  ['NUL inside text', 'a\u0000b'],
  ['2147483648', 2147483648],
  ['1e308', 1e308],
  ['-1', -1],
  ['an object', { a: 1 }],
  ['an array', [1, 'a']],
  ['a boolean', true],
  ['10 000 characters', LONG],
  ['empty string', ''],
];

/** Bad values for a path or query parameter, as they appear in the URL (already encoded). */
export const URL_VALUES: Array<[string, string]> = [
  ['NUL inside text', 'a%00b'],
  ['2147483648', '2147483648'],
  ['1e308', '1e308'],
  ['-1', '-1'],
  ['an object', '%7B%22a%22%3A1%7D'],
  ['a boolean', 'true'],
  ['10 000 characters', LONG],
  ['empty string', ''],
];

/** Every malformed request for one operation. */
export function casesFor(method: string, path: string, operation: Operation, baseline: Baseline): FuzzCase[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const baseQuery = Object.entries(baseline.query);
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const baseBody = baseline.body;
  const upper = method.toUpperCase();
  const url = (pathOverride: Record<string, string>, query: ReadonlyArray<readonly [string, string]>) =>
    urlOf(path, { ...baseline.path, ...pathOverride }, query);
  const json = (body: unknown) =>
    body === undefined
      ? {}
      : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };

  const cases: FuzzCase[] = [];
  for (const p of pathParams) {
    for (const [label, value] of URL_VALUES) {
      cases.push({
        method: upper,
        path,
        url: url({ [p.name]: value }, baseQuery),
        what: `path ${p.name} = ${label}`,
        ...json(baseBody),
      });
    }
  }
  for (const p of queryParams) {
    const others = baseQuery.filter(([k]) => k !== p.name);
    const variants: Array<[string, Array<readonly [string, string]>]> = [
      ...URL_VALUES.map(([label, v]): [string, Array<readonly [string, string]>] => [label, [[p.name, v]]]),
      [
        'an array',
        [
          [p.name, '1'],
          [p.name, '2'],
        ],
      ],
      ['an object (bracket syntax)', [[`${p.name}[a]`, '1']]],
    ];
    for (const [label, query] of variants) {
      cases.push({
        method: upper,
        path,
        url: url({}, [...others, ...query]),
        what: `query ${p.name} = ${label}`,
        ...json(baseBody),
      });
    }
  }
  if (jsonSchema) {
    const base = baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody) ? baseBody : {};
    for (const field of bodyFields(jsonSchema)) {
      for (const [label, value] of BODY_VALUES) {
        cases.push({
          method: upper,
          path,
          url: url({}, baseQuery),
          what: `body ${field} = ${label}`,
          ...json({ ...base, [field]: value }),
        });
      }
    }
    cases.push({
      method: upper,
      path,
      url: url({}, baseQuery),
      what: 'body = NUL text',
      ...json('a\u0000b'),
    });
  }
  if (upper === 'POST' || upper === 'PUT' || upper === 'PATCH') {
    // Any route that takes a body may read multipart: a form with no boundary, and one cut short.
    for (const { what, payload, contentType } of BROKEN_MULTIPART) {
      cases.push({
        method: upper,
        path,
        url: url({}, baseQuery),
        what,
        payload,
        headers: { 'content-type': contentType },
      });
    }
  }
  return cases;
}

/** Multipart bodies no route may take. */
const BROKEN_MULTIPART = [
  {
    what: 'multipart without a boundary',
    payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
    contentType: 'multipart/form-data',
  },
  {
    what: 'multipart with a boundary the body does not use',
    payload: '--other\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--other--\r\n',
    contentType: 'multipart/form-data; boundary=fuzz',
  },
  {
    what: 'multipart with a broken body',
    payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
    contentType: 'multipart/form-data; boundary=fuzz',
  },
];

/** Every operation of the document. */
export function operationsOf(
  doc: OpenApiDocument,
): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}
