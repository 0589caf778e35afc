import type { Context } from '@innerweather/api/context';
import { describeError } from '@innerweather/api/errors';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type AnyRouter, TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenApiMeta } from 'trpc-to-openapi';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RestProcedure {
  path: string;
  method: Method;
  url: string;
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
  for (const [key, field] of Object.entries(shape)) {
    const type = unwrap(field)?._zod?.def.type;
    if (type === 'number' || type === 'int') numberFields.add(key);
    if (type === 'boolean') booleanFields.add(key);
  }
  return { numberFields, booleanFields };
}

/** Every procedure with `meta.openapi`, as Fastify routes: `/api/entries/{id}` becomes `/api/entries/:id`. */
function restProcedures(router: AnyRouter): RestProcedure[] {
  const procedures = router._def.procedures as Record<
    string,
    { _def: { meta?: OpenApiMeta; inputs: ZodLike[] } }
  >;
  return Object.entries(procedures).flatMap(([path, procedure]) => {
    const openapi = procedure._def.meta?.openapi;
    if (!openapi || openapi.enabled === false) return [];
    return [
      {
        path,
        method: openapi.method,
        url: openapi.path.replace(/\{(\w+)\}/g, ':$1'),
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

/**
 * The spec's REST paths, answered by the same tRPC procedures (so validation, auth and output schemas are shared
 * with /trpc and the OpenAPI document). Fastify parses the body (1 MB limit, malformed JSON → 400); errors take
 * our `{ message, code, issues }` shape.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  router: AnyRouter,
  createCaller: (ctx: Context) => unknown,
  createContext: (req: FastifyRequest, setCookie: (c: string) => void) => Promise<Context>,
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
          const data = await getByPath(createCaller(ctx), proc.path)(input);
          if (cookies.length) void reply.header('set-cookie', cookies);
          if (data === undefined) return reply.code(204).send();
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
