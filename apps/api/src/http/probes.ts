import type { Runtime } from '@innerweather/runtime/runtime';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Health probes: answered under any Host name, and while draining. */
export const PROBES = new Set(['/healthz', '/readyz']);

/**
 * The two probes, outside the API document and answered under any Host name (app.ts): /healthz says the process
 * reaches its database; /readyz says it is ready for traffic (the database reachable and migrated, Redis when
 * configured, Ollama reported only) and turns 503 while the process drains after SIGTERM.
 */
export function registerProbes(
  app: FastifyInstance,
  { runtime, draining }: { runtime: Pick<Runtime, 'db' | 'readiness'>; draining: () => boolean },
) {
  app.get('/healthz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(runtime.db);
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });

  app.get('/readyz', async (_req, reply) => {
    const readiness = await runtime.readiness(draining());
    return reply.code(readiness.status === 'ready' ? 200 : 503).send({ ...readiness, pid: process.pid });
  });
}
