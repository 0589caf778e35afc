import type { Context } from '@innerweather/api/context';
import { JsonText } from '@innerweather/api/json-text';
import {
  type AnyProcedure,
  type AnyRouter,
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
} from '@trpc/server';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import { createURL } from '@trpc/server/adapters/node-http';
import { getHTTPStatusCode, resolveResponse } from '@trpc/server/http';
import type { TRPCErrorShape, TRPCResponse } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface TrpcOptions {
  router: AnyRouter;
  createContext: (req: FastifyRequest, setCookie: (c: string) => void) => Promise<Context>;
  /** `ctx` names the request (its requestId) when it could be built. */
  onError: (opts: {
    error: { code: string; message: string };
    path?: string | undefined;
    ctx?: Pick<Context, 'requestId'> | undefined;
  }) => void;
}

/** One procedure of a call, found and with its input read. */
interface PlainCall {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The calls of a request tRPC would answer without ever failing as a whole: every procedure exists and is of the
 * request's kind (queries by GET, mutations by a JSON POST), the input reads as JSON (a batch's as an object). Null
 * for anything else (an unknown procedure, a malformed input, connection parameters…): those take tRPC's own
 * resolveResponse, so every error keeps the words and status tRPC gives it.
 */
function plainCalls(
  request: FastifyRequest,
  path: string,
  router: AnyRouter,
): { batch: boolean; calls: PlainCall[] } | null {
  const type = request.method === 'GET' ? 'query' : 'mutation';
  if (type === 'mutation' && !request.headers['content-type']?.startsWith('application/json')) return null;
  const at = request.url.indexOf('?');
  const search = new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
  if (search.has('connectionParams')) return null;
  const batch = search.get('batch') === '1';
  let paths: string[];
  let inputs: unknown;
  try {
    paths = batch ? decodeURIComponent(path).split(',') : [decodeURIComponent(path)];
    const text = type === 'query' ? search.get('input') : request.body;
    if (typeof text === 'string' && (type === 'mutation' || text !== '')) inputs = JSON.parse(text);
    else if (type === 'mutation') return null;
  } catch {
    return null;
  }
  if (batch && inputs !== undefined && !isPlainObject(inputs)) return null;
  const { transformer } = router._def._config as {
    transformer: { input: { deserialize: (v: unknown) => unknown } };
  };
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  const calls: PlainCall[] = [];
  for (const [index, name] of paths.entries()) {
    const procedure = procedures[name];
    if (procedure?._def.type !== type) return null;
    const raw = batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    calls.push({
      path: name,
      procedure,
      input: raw === undefined ? undefined : transformer.input.deserialize(raw),
    });
  }
  return { batch, calls };
}

const headerText = (value: string | string[] | undefined) =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;

/**
 * What tRPC reads of a query or JSON call: the method, the URL, three headers, the signal and the JSON body. The
 * Fetch `Request` tRPC's own adapter builds (undici's headers and body, an AbortController aborted with a
 * DOMException when every response closes) cost more than the dashboard batch's six procedures' own work.
 */
function callRequest(request: FastifyRequest): Request {
  const { headers } = request;
  const body = request.body;
  const call = {
    method: request.method,
    url: createURL(request.raw).href,
    headers: {
      get: (name: string) => headerText(headers[name.toLowerCase()]),
      has: (name: string) => headers[name.toLowerCase()] !== undefined,
    },
    // Only subscriptions and streamed answers read it (they take the adapter's path, below).
    signal: new AbortController().signal,
    // What undici's Request#json() does with the text Fastify kept (an absent body reads as empty text).
    json: () => Promise.resolve(JSON.parse(typeof body === 'string' ? body : '') as unknown),
  };
  return call as unknown as Request;
}

/** A call tRPC answers with one JSON value: GET or a JSON POST, no subscription, no streamed (JSONL) batch. */
function answersOnce(request: FastifyRequest, path: string, router: AnyRouter): boolean {
  if (request.method !== 'GET' && request.method !== 'POST') return false;
  const type = request.headers['content-type'];
  if (request.method === 'POST' && type !== undefined && !type.startsWith('application/json')) return false;
  const accept = request.headers['trpc-accept'] ?? request.headers.accept;
  if (typeof accept === 'string' && accept.includes('application/jsonl')) return false;
  const procedures = router._def.procedures as Record<string, { _def?: { type?: string } } | undefined>;
  return path.split(',').every((name) => procedures[name]?._def?.type !== 'subscription');
}

/**
 * /trpc/*: plain calls (below) are run and answered here as tRPC answers them; any other query or JSON call goes to
 * tRPC's own request handling (resolveResponse: batching, input parsing, errors, status codes), its answer sent as
 * the text it is rather than streamed from a Fetch Response. Either way the answer goes out with a Content-Length
 * in one write. Subscriptions, streamed batches and other bodies go through tRPC's Fastify adapter unchanged.
 */
export function trpcRoutes({ router, createContext, onError }: TrpcOptions) {
  return function registerTrpc(fastify: FastifyInstance, _opts: unknown, done: () => void) {
    // As tRPC's plugin does in its own scope: it parses JSON bodies itself, and reads forms as they arrive.
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, parsed) =>
      parsed(null, body),
    );
    fastify.removeContentTypeParser('multipart/form-data');
    fastify.addContentTypeParser('multipart/form-data', {}, (_req, body, parsed) => parsed(null, body));

    // tRPC's default transformer sends values as they are: only then is a procedure's JSON text its answer's JSON.
    const { transformer } = router._def._config as {
      transformer: { output: { serialize: (v: unknown) => unknown } };
    };
    const probe = {};
    const sendsValuesAsTheyAre = transformer.output.serialize(probe) === probe;

    const contextOf = (req: FastifyRequest, reply: FastifyReply) => {
      const cookies: string[] = [];
      return createContext(req, (c) => {
        cookies.push(c);
        void reply.header('set-cookie', cookies);
      });
    };

    /**
     * What resolveResponse answers for plain calls, without its Fetch objects: tRPC's resolveResponse builds a URL,
     * Headers, two AbortControllers and an AbortSignal.any per procedure, and a Response whose body is read back,
     * which cost a signed-in tRPC call a quarter more CPU than the same procedure through REST. The procedures
     * run as resolveResponse runs them (the same options; no signal, which only subscriptions read), and the
     * answer is built with tRPC's own error shape, status and transformer: test trpc-answers.test.ts compares
     * both handlers' answers.
     */
    const answerPlainCalls = async (
      plain: { batch: boolean; calls: PlainCall[] },
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      void reply.header('vary', 'trpc-accept, accept').header('content-type', 'application/json');
      const config = router._def._config as Parameters<typeof getErrorShape>[0]['config'];
      let ctx: Context | undefined;
      let ctxError: unknown;
      try {
        ctx = await contextOf(request, reply);
        // As the REST adapter: a procedure's own JSON text (json-text.ts) goes into the answer as it is.
        if (sendsValuesAsTheyAre) ctx.sendsJsonText = true;
      } catch (cause) {
        ctxError = cause;
      }
      const answers = await Promise.all(
        plain.calls.map(async ({ path: callPath, procedure, input }, batchIndex): Promise<TRPCResponse> => {
          const type = procedure._def.type as 'query' | 'mutation';
          try {
            if (ctx === undefined) throw ctxError;
            const data: unknown = await procedure({
              path: callPath,
              getRawInput: () => Promise.resolve(input),
              ctx,
              type,
              signal: undefined,
              batchIndex,
            });
            return { result: { data } };
          } catch (cause) {
            const error = getTRPCErrorFromUnknown(cause);
            onError({ error, path: callPath, ctx });
            return {
              error: getErrorShape({ config, ctx, error, input, path: callPath, type }) as TRPCErrorShape,
            };
          }
        }),
      );
      void reply.code(getHTTPStatusCode(answers));
      // What JSON.stringify writes of tRPC's answer, with a procedure's JSON text in the place of its value.
      const texts = answers.map((answer) =>
        'result' in answer && answer.result.data instanceof JsonText
          ? `{"result":{"data":${answer.result.data.text}}}`
          : JSON.stringify(transformTRPCResponse(config, answer)),
      );
      const [single] = texts;
      const body = plain.batch || single === undefined ? `[${texts.join(',')}]` : single;
      // Bytes, not text: Fastify would add a charset to the Content-Type tRPC chooses.
      return reply.send(Buffer.from(body));
    };

    fastify.all('/:path', async (request, reply) => {
      const { path } = request.params as { path: string };
      if (!answersOnce(request, path, router)) {
        await fastifyRequestHandler({
          router,
          req: request,
          res: reply,
          path,
          createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => contextOf(req, res),
          onError,
        });
        return reply;
      }
      const plain = plainCalls(request, path, router);
      if (plain) return answerPlainCalls(plain, request, reply);
      const response = await resolveResponse({
        router,
        req: callRequest(request),
        path,
        error: null,
        createContext: () => contextOf(request, reply),
        onError,
      });
      void reply.code(response.status);
      response.headers.forEach((value, name) => void reply.header(name, value));
      // Bytes, not text: Fastify would add a charset to the Content-Type tRPC chose.
      return reply.send(Buffer.from(await response.arrayBuffer()));
    });
    done();
  };
}
