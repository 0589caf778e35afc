import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

/**
 * Every operation of the served OpenAPI document, called with what a careless or hostile client sends: ids that are
 * not UUIDs (or are nobody's), NUL characters, lone surrogates, huge and odd numbers, wrong types, extra fields.
 * Whatever the input, the answer is never a 5xx. Runs as a member and as the admin, in the mode the environment
 * selects (Postgres and Redis when DATABASE_URL and REDIS_URL are set, PGlite and in-process jobs otherwise).
 * The number of runs is bounded (FUZZ_RUNS per operation and user, 8 by default) so CI stays fast; the seed is
 * printed on failure and can be replayed with FUZZ_SEED.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: Schema | boolean;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261127;
/** Calls that end the fuzzer's own session: they are fuzzed elsewhere (auth tests) with their own accounts. */
const SKIPPED = new Set(['POST /api/auth/logout']);

const NUL = '\u0000';
const oddText = fc.constantFrom(
  '',
  ' ',
  'abc',
  NUL,
  `a${NUL}b`,
  '\ud800',
  'x\udfffy',
  '😀',
  '\u202e',
  '../../etc/passwd',
  'x.mp4%00.txt',
  '%',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '9999-99-99',
  '2024-02-30',
  'NaN',
  '-1',
  '1e309',
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, -1e308, [], {}, [NUL], {
    [NUL]: 1,
  }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value the schema accepts, roughly: the fuzzer mixes these with odd values so calls get past validation. */
function validish(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return oddValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => validish(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.constantFrom(randomUUID(), randomUUID());
      if (schema.format === 'date') return fc.constantFrom('2026-11-27', '2099-01-01', '1970-01-01');
      if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
      if (schema.format === 'email') return fc.constant(`fuzz-${randomUUID()}@example.com`);
      return fc.string({
        minLength: Math.min(schema.minLength ?? 0, 50),
        maxLength: Math.max(Math.min(schema.maxLength ?? 60, 60), schema.minLength ?? 0),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 100_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fuzzed(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = fuzzed(property, depth + 1);
      return fc.record(model, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
    default:
      return oddValue;
  }
}

/** Mostly valid-looking, sometimes odd: both reach the handler's code paths. */
const fuzzed = (schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: validish(schema, depth), weight: 3 }, { arbitrary: oddValue, weight: 1 });

/** A path segment: a real-looking UUID, a UUID of nobody, or odd text (percent-encoded as a client would). */
const pathValue = fc.oneof(
  fc.constantFrom(randomUUID()),
  oddText,
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const queryText = (value: unknown) =>
  typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value);

interface Call {
  method: string;
  url: string;
  payload?: unknown;
}

function callArbitrary(method: string, path: string, operation: Operation): fc.Arbitrary<Call> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return fc
    .record({
      path: fc.tuple(...pathParams.map(() => pathValue)),
      query: fc.tuple(...queryParams.map((p) => fc.option(fuzzed(p.schema), { nil: undefined, freq: 3 }))),
      body: bodySchema
        ? fc.oneof({ arbitrary: fuzzed(bodySchema), weight: 4 }, oddValue)
        : fc.constant(undefined),
    })
    .map(({ path: values, query, body }) => {
      let url = path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(String(values[i])).replace(/%25/g, '%'));
      });
      const search = new URLSearchParams();
      queryParams.forEach((p, i) => {
        if (query[i] !== undefined) search.set(p.name, queryText(query[i]));
      });
      const qs = search.toString();
      return { method, url: qs ? `${url}?${qs}` : url, ...(body !== undefined ? { payload: body } : {}) };
    });
}

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let operations: Array<{ method: string; path: string; operation: Operation }>;

beforeAll(async () => {
  // Jobs run: a REST coach question waits for its answer.
  t = await createTestApp({ runJobs: true });
  ({ cookie: adminCookie } = await registerUser(t.app));
  ({ cookie: memberCookie } = await registerUser(t.app));
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => t.close());

it('no documented operation answers 5xx to any input, for a member or the admin', async () => {
  expect(operations.length).toBeGreaterThan(50);
  const failures: string[] = [];
  let calls = 0;
  for (const { method, path, operation } of operations) {
    if (SKIPPED.has(`${method} ${path}`)) continue;
    const started = Date.now();
    for (const [who, cookie] of [
      ['member', memberCookie],
      ['admin', adminCookie],
    ] as const) {
      await fc
        .assert(
          fc.asyncProperty(callArbitrary(method, path, operation), async (call) => {
            calls += 1;
            const res = await t.app.inject({
              method: call.method as 'GET',
              url: call.url,
              headers: { cookie, 'content-type': 'application/json' },
              ...(call.payload !== undefined ? { payload: JSON.stringify(call.payload) } : {}),
            });
            if (res.statusCode >= 500) {
              failures.push(
                `${who} ${call.method} ${call.url} ${JSON.stringify(call.payload)} → ${res.statusCode}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    if (process.env.FUZZ_VERBOSE) console.log(`${method} ${path}: ${Date.now() - started} ms`);
  }
  expect(failures, `seed ${SEED}, ${calls} calls`).toEqual([]);
}, 300_000);
