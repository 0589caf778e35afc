import type { Context } from '@innerweather/api/context';
import { describeError } from '@innerweather/api/errors';
import { JsonText } from '@innerweather/api/json-text';
import type { RestCompletion } from '@innerweather/api/rest-completions';
import { type AnyRouter, callTRPCProcedure, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenAPIObject } from 'trpc-to-openapi';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** One REST call, read from the OpenAPI document that trpc-to-openapi generates from the procedures' meta. */
export interface RestOperation {
  method: Method;
  /** Fastify's spelling of the path: `/api/entries/{id}` becomes `/api/entries/:id`. */
  url: string;
  /** The tRPC procedure, e.g. `entries.delete` (trpc-to-openapi's default operationId, `entries-delete`). */
  procedure: string;
  successStatus: number;
  /** POST, PUT and PATCH, and a DELETE the document gives a body (DELETE /api/account). */
  takesBody: boolean;
  /** Query parameters the document types as numbers or booleans: query strings carry text. */
  numberParams: ReadonlySet<string>;
  booleanParams: ReadonlySet<string>;
}

interface ParameterLike {
  name?: string;
  in?: string;
  schema?: { type?: string | string[]; anyOf?: Array<{ type?: string }> };
}

function parameterTypes(parameter: ParameterLike): string[] {
  const schema = parameter.schema ?? {};
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...own, ...(schema.anyOf ?? []).flatMap((s) => (s.type ? [s.type] : []))];
}

/** Every operation of the document, as the routes to register. */
function restOperations(document: OpenAPIObject): RestOperation[] {
  const operations: RestOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, unknown>)[method.toLowerCase()] as
        | {
            operationId?: string;
            parameters?: ParameterLike[];
            responses?: Record<string, unknown>;
            requestBody?: unknown;
          }
        | undefined;
      if (!operation?.operationId) continue;
      const numberParams = new Set<string>();
      const booleanParams = new Set<string>();
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || !parameter.name) continue;
        const types = parameterTypes(parameter);
        if (types.includes('number') || types.includes('integer')) numberParams.add(parameter.name);
        if (types.includes('boolean')) booleanParams.add(parameter.name);
      }
      const success = Object.keys(operation.responses ?? {}).find((status) => /^2\d\d$/.test(status));
      operations.push({
        method,
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        procedure: operation.operationId.replace(/-/g, '.'),
        successStatus: success ? Number(success) : 200,
        takesBody: method === 'POST' || method === 'PUT' || method === 'PATCH' || !!operation.requestBody,
        numberParams,
        booleanParams,
      });
    }
  }
  return operations;
}

/** Query strings carry text; a number or boolean parameter is converted when it reads as one, else left for zod. */
function queryInput(query: Record<string, unknown>, operation: RestOperation): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? (value[0] as unknown) : value;
    if (typeof text === 'string' && operation.numberParams.has(key) && text.trim() !== '')
      input[key] = Number(text);
    else if (
      typeof text === 'string' &&
      operation.booleanParams.has(key) &&
      (text === 'true' || text === 'false')
    )
      input[key] = text === 'true';
    else input[key] = text;
  }
  return input;
}

export interface RestOptions {
  document: OpenAPIObject;
  /** The procedures: each operation calls the one its operationId names, as tRPC's own adapters do. */
  router: AnyRouter;
  createContext: (req: FastifyRequest, setCookie: (c: string) => void) => Promise<Context>;
  /** By procedure: what turns its immediate answer into the REST call's complete one (a job's answer awaited). */
  completions?: Readonly<Record<string, RestCompletion>>;
}

/**
 * The spec's REST paths, answered by the same tRPC procedures as /trpc, through public APIs only: the routes come
 * from the OpenAPI document (so the document and the server cannot disagree), the calls go through a tRPC caller.
 *
 * trpc-to-openapi's own Fastify adapter is not used: it coerces request bodies as well as query strings (a JSON
 * `"maybe"` for a boolean field became true, by rewriting the shared zod schema in place), reads the body stream that
 * Fastify has already consumed, and answers every validation failure as "Input validation failed". Here only query
 * strings are converted, Fastify parses the body (1 MB limit, malformed JSON → 400), and errors keep the shape
 * `{ message, code, issues }` with the first validation message as `message`.
 */
export function registerRestRoutes(app: FastifyInstance, options: RestOptions) {
  const procedures = options.router._def.procedures as Record<string, unknown>;
  for (const operation of restOperations(options.document)) {
    // The file calls (account-files.ts) are in the document too, answered by their own routes.
    if (!(operation.procedure in procedures)) continue;
    const takesBody = operation.takesBody;
    app.route({
      method: operation.method,
      url: operation.url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const cookies: string[] = [];
        const params = request.params as Record<string, string>;
        let input: unknown;
        if (takesBody) {
          const body = request.body ?? {};
          // The query string fills what the body leaves out: a one-click unsubscribe's token is in its URL.
          const query = queryInput(request.query as Record<string, unknown>, operation);
          input = typeof body === 'object' && !Array.isArray(body) ? { ...query, ...body, ...params } : body;
        } else {
          input = { ...queryInput(request.query as Record<string, unknown>, operation), ...params };
        }
        try {
          const ctx = await options.createContext(request, (c) => cookies.push(c));
          ctx.sendsJsonText = true;
          // trpc-to-openapi documents a query as GET and a mutation with any other method.
          const immediate: unknown = await callTRPCProcedure({
            router: options.router,
            path: operation.procedure,
            type: operation.method === 'GET' ? 'query' : 'mutation',
            ctx,
            getRawInput: () => Promise.resolve(input),
            signal: undefined,
            batchIndex: 0,
          });
          const complete = options.completions?.[operation.procedure];
          const data = complete ? await complete(ctx, immediate) : immediate;
          if (cookies.length) void reply.header('set-cookie', cookies);
          if (data === undefined) return reply.code(204).send();
          // JSON the procedure wrote itself (json-text.ts), with the content type Fastify gives a serialised value.
          if (data instanceof JsonText)
            return reply.code(operation.successStatus).type(JSON_CONTENT_TYPE).send(data.text);
          return reply.code(operation.successStatus).send(data);
        } catch (cause) {
          const error =
            cause instanceof TRPCError
              ? cause
              : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal error', cause });
          const status = getHTTPStatusCodeFromError(error);
          if (status >= 500)
            request.log.error({ err: cause, procedure: operation.procedure }, 'procedure failed');
          if (cookies.length) void reply.header('set-cookie', cookies);
          const { message, code, issues, retryAfterSeconds } = describeError(error);
          if (retryAfterSeconds) void reply.header('retry-after', String(retryAfterSeconds));
          return reply.code(status).send({ message, code, issues });
        }
      },
    });
  }
}
