import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';

/**
 * A request's URL as its log line shows it: the path without the query (a search of one's journal, a signed
 * link's signature, a tRPC call's input) and without the token of a reset or invitation link, which would let a
 * reader of the logs choose the account's password.
 */
export function loggedPath(url: string): string {
  return (url.split('?')[0] ?? url).replace(/(\/validate-reset-token\/)[^/]*/, '$1…');
}

/**
 * The API's one logger: Fastify's request logs, the services' and the jobs' events, start-up and shutdown, each a
 * JSON line on stdout (`pnpm dev` pipes them through pino-pretty). A request's lines carry its `requestId` through
 * Fastify's request logger; a job's lines through its job context (packages/jobs/src/job-context.ts).
 */
export function createApiLogger(level: string, destination?: DestinationStream): PinoLogger {
  const options = {
    level,
    name: 'api',
    serializers: {
      // Fastify's own request serializer, but for the URL (see loggedPath).
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: loggedPath(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
