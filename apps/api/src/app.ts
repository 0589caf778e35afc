import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createContext, type Context } from '@innerweather/api/context';
import { createOpenApiDocument } from '@innerweather/api/openapi';
import { appRouter, createCaller } from '@innerweather/api/root';
import { createCachedSessionValidator } from '@innerweather/auth/session-cache';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyRequest, LogController } from 'fastify';
import { sql } from 'kysely';
import { registerRestRoutes } from './http/rest.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { Runtime } from './runtime.ts';

const BODY_LIMIT = 1024 * 1024;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function defaultWebDist() {
  const here = dirname(fileURLToPath(import.meta.url));
  // apps/api/src or apps/api/dist → apps/web/dist
  return resolve(here, '../../web/dist');
}

export interface BuildAppOptions {
  runtime: Runtime;
  logger?: boolean | { level: string };
}

/** The whole HTTP face: tRPC, REST + OpenAPI, health, and the web app with SPA fallback. */
export async function buildApp({ runtime, logger = false }: BuildAppOptions) {
  const { env, auth, services } = runtime;
  const app = Fastify({
    logger: logger === false ? false : logger === true ? { level: env.LOG_LEVEL } : logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: env.TRUST_PROXY.split(',').map((a) => a.trim()),
    // One line per request only when debugging: a journal's URLs are nobody's business in everyday logs.
    logController: new LogController({ disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace' }),
  });

  // Registered first: routes take the error handler of their context when they are declared.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong on our side', code: 'INTERNAL_SERVER_ERROR', issues: [] });
    }
    const messages: Record<number, string> = {
      413: 'Request body is larger than 1 MB',
      415: 'Send the request body as application/json',
    };
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
    return reply.code(status).send({ message: messages[status] ?? error.message, code, issues: [] });
  });

  // An empty JSON body (a PATCH with nothing to say) is an empty object, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
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
  });

  await app.register(fastifyCookie);

  const appOrigin = new URL(env.APP_URL).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== appOrigin && origin !== own) {
      return reply.code(403).send({ message: 'Cross-site request refused', code: 'FORBIDDEN', issues: [] });
    }
  });
  app.addHook('onSend', securityHeaders);

  const sessions = createCachedSessionValidator(auth);
  const makeContext = (req: FastifyRequest, setCookie: (c: string) => void): Promise<Context> =>
    createContext({
      services,
      auth,
      sessions,
      readCache: runtime.readCache,
      cookieHeader: req.headers.cookie,
      clientKey: req.ip,
      setCookie,
    });

  app.get('/healthz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(runtime.db);
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }: { req: FastifyRequest; res: { header: (k: string, v: string) => void } }) => {
        const cookies: string[] = [];
        return makeContext(req, (c) => {
          cookies.push(c);
          res.header('set-cookie', cookies as unknown as string);
        });
      },
      onError: ({ error, path }: { error: { code: string; message: string }; path?: string }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ path, err: error }, 'trpc procedure failed');
      },
    },
  });

  const openApiDocument = createOpenApiDocument(env.APP_URL);
  app.get('/api/openapi.json', () => openApiDocument);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: openApiDocument as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerRestRoutes(app, appRouter, createCaller, makeContext, () => runtime.clock.now());
  runtime.startReadCache();
  app.addHook('onClose', () => runtime.stopReadCache());

  const webDist = env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDist();
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Hashed build assets never change; index.html is served by the fallback with no-cache.
      immutable: true,
      maxAge: '365d',
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api') || path.startsWith('/trpc') || request.method !== 'GET') {
      return reply.code(404).send({ message: `No route for ${request.method} ${path}`, code: 'NOT_FOUND', issues: [] });
    }
    if (!indexHtml) return reply.code(404).type('text/plain').send('The web app is not built: run `pnpm build`.');
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });

  return app;
}
