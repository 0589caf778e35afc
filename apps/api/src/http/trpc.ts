import type { Context } from '@innerweather/api/context';
import type { AnyRouter } from '@trpc/server';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import { createURL } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface TrpcOptions {
  router: AnyRouter;
  createContext: (req: FastifyRequest, setCookie: (c: string) => void) => Promise<Context>;
  onError: (opts: { error: { code: string; message: string }; path?: string | undefined }) => void;
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
 * /trpc/*: tRPC's own request handling (resolveResponse: batching, input parsing, errors, status codes), with the
 * answer sent as the text it is rather than streamed from a Fetch Response, so it goes out with a Content-Length in
 * one write. Subscriptions, streamed batches and other bodies go through tRPC's Fastify adapter unchanged.
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

    const contextOf = (req: FastifyRequest, reply: FastifyReply) => {
      const cookies: string[] = [];
      return createContext(req, (c) => {
        cookies.push(c);
        void reply.header('set-cookie', cookies);
      });
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
