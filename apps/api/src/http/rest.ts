import type { Context } from '@innerweather/api/context';
import { describeError } from '@innerweather/api/errors';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type AnyRouter, TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProcedureMeta } from '@innerweather/api/trpc';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RestProcedure {
  path: string;
  method: Method;
  url: string;
  /** Answers kept in the read cache (ProcedureMeta.journalRead). */
  journalRead: boolean;
  /** Every field of the input schema (anything else in a query string is ignored). */
  inputFields: string[];
  /** Query-string fields the input schema wants as numbers or booleans. */
  numberFields: Set<string>;
  booleanFields: Set<string>;
}

interface ZodLike {
  _zod?: { def: { type: string; innerType?: ZodLike; shape?: Record<string, ZodLike>; in?: ZodLike } };
}

/** The schema under optional/default/prefault/nullable wrappers. */
function unwrap(schema: ZodLike | undefined): ZodLike | undefined {
  let s = schema;
  for (let i = 0; i < 10 && s?._zod; i++) {
    const def = s._zod.def;
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in) s = def.in;
    else break;
  }
  return s;
}

function queryFieldTypes(input: ZodLike | undefined) {
  const numberFields = new Set<string>();
  const booleanFields = new Set<string>();
  const shape = unwrap(input)?._zod?.def.shape ?? {};
  const inputFields = Object.keys(shape).sort();
  for (const [key, field] of Object.entries(shape)) {
    const type = unwrap(field)?._zod?.def.type;
    if (type === 'number' || type === 'int') numberFields.add(key);
    if (type === 'boolean') booleanFields.add(key);
  }
  return { inputFields, numberFields, booleanFields };
}

/** Every procedure with `meta.openapi`, as Fastify routes: `/api/entries/{id}` becomes `/api/entries/:id`. */
function restProcedures(router: AnyRouter): RestProcedure[] {
  const procedures = router._def.procedures as Record<
    string,
    { _def: { meta?: ProcedureMeta; inputs: ZodLike[] } }
  >;
  return Object.entries(procedures).flatMap(([path, procedure]) => {
    const openapi = procedure._def.meta?.openapi;
    if (!openapi || openapi.enabled === false) return [];
    return [
      {
        path,
        method: openapi.method,
        url: openapi.path.replace(/\{(\w+)\}/g, ':$1'),
        journalRead: procedure._def.meta?.journalRead === true && openapi.method === 'GET',
        ...queryFieldTypes(procedure._def.inputs[0]),
      },
    ];
  });
}

/** Query strings carry text; a number or boolean field gets its value converted, or left for zod to refuse. */
function queryInput(query: Record<string, unknown>, proc: RestProcedure): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? (value[0] as unknown) : value;
    if (typeof text === 'string' && proc.numberFields.has(key) && text.trim() !== '') input[key] = Number(text);
    else if (typeof text === 'string' && proc.booleanFields.has(key) && (text === 'true' || text === 'false'))
      input[key] = text === 'true';
    else input[key] = text;
  }
  return input;
}

function getByPath(caller: unknown, path: string): (input: unknown) => Promise<unknown> {
  let target = caller as Record<string, unknown>;
  for (const segment of path.split('.')) target = target[segment] as Record<string, unknown>;
  return target as unknown as (input: unknown) => Promise<unknown>;
}

const localDateFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD at `now` in an IANA zone. */
function localDate(timeZone: string, now: Date): string {
  let format = localDateFormats.get(timeZone);
  if (!format) {
    // About 600 zones exist; spellings of them are not bounded.
    if (localDateFormats.size >= 1_000) localDateFormats.clear();
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    localDateFormats.set(timeZone, format);
  }
  return format.format(now);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answer's identity: the procedure and the input fields it reads, in a fixed order; unknown parameters drop out.
 * Every value the input can hold keeps its own spelling (JSON would write NaN, from `?limit=abc`, as null).
 */
function readKey(proc: RestProcedure, input: Record<string, unknown>): string {
  return `${proc.path} ${JSON.stringify(proc.inputFields.map((field) => input[field] ?? null), (_key, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? `number:${value}` : value,
  )}`;
}

/**
 * The spec's REST paths, answered by the same tRPC procedures (so validation, auth and output schemas are shared
 * with /trpc and the OpenAPI document). Fastify parses the body (1 MB limit, malformed JSON → 400); errors take
 * our `{ message, code, issues }` shape.
 *
 * A journal read (stats, timeline, entries) is answered from the read cache when the signed-in user's journal has not
 * changed since the same input was answered on the same local date; a fresh answer is stored with the version read
 * before it was computed.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  router: AnyRouter,
  createCaller: (ctx: Context) => unknown,
  createContext: (req: FastifyRequest, setCookie: (c: string) => void) => Promise<Context>,
  now: () => Date,
) {
  for (const proc of restProcedures(router)) {
    const takesBody = proc.method === 'POST' || proc.method === 'PUT' || proc.method === 'PATCH';
    app.route({
      method: proc.method,
      url: proc.url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const cookies: string[] = [];
        const params = request.params as Record<string, string>;
        let input: unknown;
        if (takesBody) {
          const body = request.body ?? {};
          input = typeof body === 'object' && !Array.isArray(body) ? { ...body, ...params } : body;
        } else {
          input = { ...queryInput(request.query as Record<string, unknown>, proc), ...params };
        }
        try {
          const ctx = await createContext(request, (c) => cookies.push(c));
          let keep: { userId: string; key: string; version: number } | undefined;
          if (proc.journalRead && ctx.user && cookies.length === 0) {
            const userId = ctx.user.id;
            const key = `${localDate(ctx.user.timeZone, now())} ${readKey(proc, input as Record<string, unknown>)}`;
            const kept = ctx.readCache.get(userId, key);
            if (kept !== undefined) return reply.code(200).type(JSON_TYPE).send(kept);
            const version = ctx.readCache.version(userId);
            if (version !== undefined) keep = { userId, key, version };
          }
          const data = await getByPath(createCaller(ctx), proc.path)(input);
          if (cookies.length) void reply.header('set-cookie', cookies);
          if (data === undefined) return reply.code(204).send();
          if (keep) {
            const body = JSON.stringify(data);
            ctx.readCache.set(keep.userId, keep.key, keep.version, body);
            return reply.code(200).type(JSON_TYPE).send(body);
          }
          return reply.code(200).send(data);
        } catch (cause) {
          const error =
            cause instanceof TRPCError
              ? cause
              : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal error', cause });
          const status = getHTTPStatusCodeFromError(error);
          if (status >= 500) request.log.error({ err: cause, path: proc.path }, 'procedure failed');
          if (cookies.length) void reply.header('set-cookie', cookies);
          const { message, code, issues, retryAfterSeconds } = describeError(error);
          if (retryAfterSeconds) void reply.header('retry-after', String(retryAfterSeconds));
          return reply.code(status).send({ message, code, issues });
        }
      },
    });
  }
}
