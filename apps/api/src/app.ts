import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createContext, type Context } from '@innerweather/api/context';
import { restCompletions } from '@innerweather/api/rest-completions';
import { createOpenApiDocument } from '@innerweather/api/openapi';
import { appRouter } from '@innerweather/api/root';
import { serviceUnavailable } from '@innerweather/api/errors';
import { isDatabaseConnectionError } from '@innerweather/db/connection-errors';
import { processMetrics } from '@innerweather/runtime/metrics';
import type { OpenApiRouter } from 'trpc-to-openapi';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { ACCOUNT_FILE_PATHS, IMPORT_PATH, registerAccountFileRoutes } from './http/account-files.ts';
import { PROBES, registerProbes } from './http/probes.ts';
import { registerRestRoutes } from './http/rest.ts';
import { securityHeaders } from './http/security-headers.ts';
import { trpcRoutes } from './http/trpc.ts';
import { registerVideoRoutes } from './http/videos.ts';
import { registerWebApp } from './http/web-app.ts';
import type { Runtime } from '@innerweather/runtime/runtime';

const BODY_LIMIT = 1024 * 1024;
const MAX_PARAM_LENGTH = 4096;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Calls whose only credential is a signed token in the request, never the session cookie, so a foreign Origin
 * cannot borrow anyone's session through them: mail programs post one-click unsubscribes from anywhere (RFC 8058).
 */
const TOKEN_ONLY_PATHS = new Set(['/api/notifications/unsubscribe']);
/**
 * The signed upload PUT (URL from POST /api/videos/upload-url): its signature is its credential, checked by the
 * route before a byte is stored, so `curl -T clip.mp4 "$UPLOAD_URL"` works without an Origin.
 */
const SIGNED_UPLOAD_PREFIX = '/api/videos/upload/';

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's UUID or trace id), else one is made. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function defaultWebDist() {
  const here = dirname(fileURLToPath(import.meta.url));
  // apps/api/src or apps/api/dist → apps/web/dist
  return resolve(here, '../../web/dist');
}

export interface BuildAppOptions {
  runtime: Runtime;
  /** The process's pino logger (server.ts); tests log nothing. */
  logger?: FastifyBaseLogger | false;
  /** The procedures to serve; the app's own by default (tests add fixture procedures). */
  router?: OpenApiRouter;
  /** How long a request (headers and body) may take to arrive; the signed upload is exempt. */
  requestTimeoutMs?: number;
  /** True once the process is shutting down (SIGTERM): /readyz answers 503 and new work is refused. */
  draining?: () => boolean;
}

const REQUEST_TIMEOUT_MS = 30_000;

const errorBody = (message: string, code: string) => JSON.stringify({ message, code, issues: [] });

/**
 * Errors Node answers before Fastify sees a request (headers too large, a malformed request line), in the shape of
 * every other error. The connection is closed after it, as Node does.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          errorBody('The request headers are too large', 'REQUEST_HEADER_FIELDS_TOO_LARGE'),
        ]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', errorBody('The request took too long to arrive', 'REQUEST_TIMEOUT')]
        : [400, 'Bad Request', errorBody('The request is malformed', 'BAD_REQUEST')];
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

/** The whole HTTP face: tRPC, REST + OpenAPI, health, and the web app with SPA fallback. */
export async function buildApp({
  runtime,
  logger = false,
  router = appRouter,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  draining = () => false,
}: BuildAppOptions) {
  const { env, auth, services } = runtime;
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    // tRPC batches name their procedures in the path (/trpc/entries.recent,stats.get,…): Fastify's default of
    // 100 characters refused the dashboard's batch with 414 once it grew past four procedures.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // A path parameter over that length (414) or a URL that does not decode (400), in the error shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.statusCode === 414;
      void reply
        .code(tooLong ? 414 : 400)
        .send(
          tooLong
            ? { message: 'The request URL is too long', code: 'URI_TOO_LONG', issues: [] }
            : { message: 'The request URL is not valid', code: 'BAD_REQUEST', issues: [] },
        );
    },
    clientErrorHandler: answerClientError,
    genReqId: (req) => {
      const incoming = headerValue(req.headers['x-request-id']);
      return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Draining answers its own 503s (below), so /readyz still says why while Fastify closes.
    return503OnClosing: false,
    trustProxy: env.TRUST_PROXY.split(',').map((a) => a.trim()),
    // One line per request only when debugging: a journal's URLs are nobody's business in everyday logs.
    logController: new LogController({
      disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace',
      requestIdLogLabel: 'requestId',
    }),
  });

  // Registered first: routes take the error handler of their context when they are declared.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ message: 'Something went wrong on our side', code: 'INTERNAL_SERVER_ERROR', issues: [] });
    }
    const messages: Record<number, string> = {
      413: 'Request body is larger than 1 MB',
      415: 'Send the request body as application/json',
    };
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
    return reply.code(status).send({ message: messages[status] ?? error.message, code, issues: [] });
  });

  // An empty JSON body (a PATCH with nothing to say) is an empty object, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        const err = new Error('Malformed JSON body') as FastifyError;
        err.statusCode = 400;
        err.code = 'BAD_REQUEST';
        done(err, undefined);
      }
    },
  );

  // RFC 8058 one-click unsubscribes arrive as the form body `List-Unsubscribe=One-Click`.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  // Each request's id: in its response, on its log lines (request.log), and passed with the jobs it queues
  // (the procedure context's requestId). Passed, not kept in AsyncLocalStorage, whose promise hooks cost every
  // request CPU and allocations.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  const { httpRequestDuration } = processMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (/api/entries/:id), never the path a client sent; unknown paths are one label.
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  // After SIGTERM: no new work, while the requests already in flight finish (server.ts closes after them).
  // Hooks of every request take `done` rather than being async: an async hook costs a promise and a turn of the
  // microtask queue per request.
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining() || PROBES.has(request.url.split('?')[0] ?? '')) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .send({ message: 'The server is shutting down', code: 'SERVICE_UNAVAILABLE', issues: [] });
  });

  const appUrl = new URL(env.APP_URL);
  const appOrigin = appUrl.origin;
  // DNS rebinding: a page of another site whose name now points here still sends its own name as Host.
  const knownHosts = new Set([appUrl.hostname, 'localhost', '127.0.0.1', '[::1]', '::1']);
  const withoutOrigin = `Cross-site request refused: send the header Origin: ${appOrigin}, or a JSON body (content-type: application/json)`;
  const refuse = (reply: FastifyReply, status: number, message: string, code: string) =>
    void reply.code(status).send({ message, code, issues: [] });
  app.addHook('onRequest', (request, reply, done) => {
    // Health checks come from load balancers and container probes, under whatever name they use.
    if (!PROBES.has(request.url) && !knownHosts.has(request.hostname.toLowerCase())) {
      return refuse(reply, 421, `This server answers at ${appOrigin}`, 'MISDIRECTED_REQUEST');
    }
    if (!STATE_CHANGING.has(request.method)) return done();
    const contentType = request.headers['content-type'];
    const json = contentType === undefined || /^application\/json\b/i.test(contentType);
    // tRPC reads forms too; a form can be posted by any page, so /trpc takes JSON only.
    if (!json && request.url.startsWith('/trpc')) {
      return refuse(reply, 415, 'Send the request body as application/json', 'UNSUPPORTED_MEDIA_TYPE');
    }
    const path = request.url.split('?')[0] ?? '';
    if (TOKEN_ONLY_PATHS.has(path) || (request.method === 'PUT' && path.startsWith(SIGNED_UPLOAD_PREFIX)))
      return done();
    const origin = request.headers.origin;
    if (!origin) {
      // Browsers name the origin of every cross-site POST; a request without one that still carries a form-like
      // body is refused: only JSON (or no body at all) needs no Origin.
      if (json) return done();
      return refuse(reply, 403, withoutOrigin, 'FORBIDDEN');
    }
    const own = `${request.protocol}://${request.host}`;
    if (origin !== appOrigin && origin !== own) {
      return refuse(reply, 403, 'Cross-site request refused', 'FORBIDDEN');
    }
    // Only the import takes a file as its body; every other call reads JSON (a form would reach the procedure).
    if (!json && path !== IMPORT_PATH) {
      return refuse(reply, 415, 'Send the request body as application/json', 'UNSUPPORTED_MEDIA_TYPE');
    }
    done();
  });
  app.addHook('onSend', securityHeaders(appUrl));

  // A request must have arrived (headers and body) within requestTimeoutMs: a client that trickles a body holds a
  // connection and a parser for nothing. Only the signed upload may take its hour.
  const arrivalTimers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const stopArrivalTimer = (request: FastifyRequest) => {
    clearTimeout(arrivalTimers.get(request));
    arrivalTimers.delete(request);
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'PUT' && request.url.startsWith(SIGNED_UPLOAD_PREFIX)) return done();
    const timer = setTimeout(() => {
      if (reply.sent) return;
      void reply
        .code(408)
        .header('connection', 'close')
        .send({ message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT', issues: [] });
    }, requestTimeoutMs);
    arrivalTimers.set(request, timer);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    stopArrivalTimer(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    stopArrivalTimer(request);
    done();
  });

  const makeContext = (req: FastifyRequest, setCookie: (c: string) => void): Promise<Context> =>
    createContext({
      services,
      auth,
      cookieHeader: req.headers.cookie,
      clientKey: req.ip,
      setCookie,
      idempotencyKey: headerValue(req.headers['idempotency-key']),
      userAgent: req.headers['user-agent'],
      requestId: req.id,
    }).catch((err: unknown) => {
      // Reading the session needs the database: while it is away the request is a 503, not a 500.
      throw isDatabaseConnectionError(err) ? serviceUnavailable(err) : err;
    });

  registerProbes(app, { runtime, draining });

  await app.register(
    trpcRoutes({
      router,
      createContext: makeContext,
      onError: ({ error, path, ctx }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ path, err: error, requestId: ctx?.requestId }, 'trpc procedure failed');
      },
    }),
    { prefix: '/trpc' },
  );

  const openApiDocument = createOpenApiDocument(env.APP_URL, router, ACCOUNT_FILE_PATHS);
  app.get('/api/openapi.json', () => openApiDocument);
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: openApiDocument as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerRestRoutes(app, {
    document: openApiDocument,
    router,
    createContext: makeContext,
    completions: restCompletions,
  });
  await app.register(registerVideoRoutes(services.videos));
  await app.register(
    registerAccountFileRoutes({
      services,
      signedInUserId: async (request) => (await makeContext(request, () => {})).user?.id ?? null,
    }),
  );

  await registerWebApp(app, env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDist());

  return app;
}
