import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import type { Context } from '@innerweather/api/context';

interface Captured {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: string | undefined;
}

interface ErrorBody {
  message?: string;
  code?: string;
  data?: { appCode?: string | null; retryAfterSeconds?: number | null; issues?: Array<{ path: string[]; message: string }> | null };
  issues?: Array<{ path: PropertyKey[]; message: string }>;
}

/** Our error format for every REST answer: `{ message, code, issues }`. */
export function restError(status: number, body: ErrorBody) {
  const issues =
    body.data?.issues ?? body.issues?.map((i) => ({ path: i.path.map(String), message: i.message })) ?? [];
  const message = status === 400 && issues[0] && body.message === 'Input validation failed' ? issues[0].message : body.message;
  return { message: message ?? 'Request failed', code: body.data?.appCode ?? body.code ?? 'ERROR', issues };
}

/**
 * The spec's REST paths, answered by the same tRPC procedures through trpc-to-openapi. Fastify has already parsed
 * the body (1 MB limit, malformed JSON → 400); the answer is captured so its errors take our format.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  router: AnyRouter,
  createContext: (req: FastifyRequest, setCookie: (c: string) => void) => Promise<Context>,
) {
  type RestRequest = IncomingMessage & { body?: unknown; fastifyRequest?: FastifyRequest; cookieSink?: (c: string) => void };
  const handler = createOpenApiNodeHttpHandler<AnyRouter, RestRequest, ServerResponse>({
    router,
    createContext: ({ req }: { req: RestRequest }) => createContext(req.fastifyRequest!, req.cookieSink!),
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/*',
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const cookies: string[] = [];
      const captured: Captured = { statusCode: 200, headers: {}, body: undefined };
      const raw: RestRequest = request.raw;
      raw.fastifyRequest = request;
      raw.cookieSink = (c) => cookies.push(c);
      // A call without a body (logout, acknowledge…) is a JSON call with an empty object.
      raw.body = request.body ?? {};
      if (!raw.headers['content-type']) raw.headers['content-type'] = 'application/json';
      const res = {
        get statusCode() {
          return captured.statusCode;
        },
        set statusCode(code: number) {
          captured.statusCode = code;
        },
        setHeader: (k: string, v: string | string[]) => {
          captured.headers[k.toLowerCase()] = v;
        },
        end: (data?: string) => {
          captured.body = data;
        },
        once: reply.raw.once.bind(reply.raw),
        on: reply.raw.on.bind(reply.raw),
        off: reply.raw.off.bind(reply.raw),
      } as unknown as ServerResponse;
      await handler(raw, res);

      if (cookies.length) void reply.header('set-cookie', cookies);
      void reply.code(captured.statusCode).type('application/json; charset=utf-8');
      if (captured.statusCode >= 400) {
        const parsed = captured.body ? (JSON.parse(captured.body) as ErrorBody) : {};
        const retryAfter = parsed.data?.retryAfterSeconds;
        if (retryAfter) void reply.header('retry-after', String(retryAfter));
        return reply.send(restError(captured.statusCode, parsed));
      }
      // A procedure that returns nothing answers 204.
      if (captured.body === undefined) return reply.code(204).send();
      return reply.send(captured.body);
    },
  });
}
