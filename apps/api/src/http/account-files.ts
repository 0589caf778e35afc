import { AppError } from '@innerweather/core/shared/errors';
import { IMPORT_SOURCES, MAX_IMPORT_BYTES } from '@innerweather/core/account/data-import';
import type { Services } from '@innerweather/core/services';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
};

function sendError(reply: FastifyReply, err: unknown) {
  if (err instanceof AppError) {
    return reply.code(STATUS[err.code] ?? 400).send({ message: err.message, code: err.code, issues: [] });
  }
  throw err;
}

export interface AccountFileOptions {
  services: Services;
  /** The signed-in user's id from the session cookie, or null. */
  signedInUserId: (request: FastifyRequest) => Promise<string | null>;
}

/**
 * The two calls of Your data whose bodies are files, so not procedures: the import's upload (the file as the raw
 * body, up to 200 MB) and the export's download behind its signed link.
 */
export function registerAccountFileRoutes({ services, signedInUserId }: AccountFileOptions) {
  return function accountFileRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
    // In this plugin only: any body (zip, JSON, CSV, .daylio) arrives as bytes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_req, body, next) =>
      next(null, body),
    );
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413)
        return reply
          .code(413)
          .header('connection', 'close')
          .send({ message: 'The file is larger than 200 MB', code: 'PAYLOAD_TOO_LARGE', issues: [] });
      throw error;
    });

    app.post<{ Querystring: { source?: string; dryRun?: string } }>(
      '/api/account/import',
      { bodyLimit: MAX_IMPORT_BYTES },
      async (request, reply) => {
        try {
          const userId = await signedInUserId(request);
          if (!userId)
            return await reply.code(401).send({ message: 'Not signed in', code: 'UNAUTHORIZED', issues: [] });
          const source = IMPORT_SOURCES.find((s) => s === request.query.source);
          if (!source)
            return await reply.code(400).send({
              message: `source must be one of: ${IMPORT_SOURCES.join(', ')}`,
              code: 'BAD_REQUEST',
              issues: [],
            });
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
          if (request.query.dryRun === 'true') {
            const preview = await services.dataImport.preview(userId, source, bytes);
            const { found, duplicates, skipped, from, to, errors } = preview;
            return await reply.code(200).send({
              dryRun: true,
              counts: { found, imported: 0, new: preview.new, duplicates, skipped },
              from,
              to,
              errors,
            });
          }
          return await reply
            .code(202)
            .send(await services.dataImport.start(userId, source, bytes, request.id));
        } catch (err) {
          return sendError(reply, err);
        }
      },
    );

    app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
      '/api/account/export/:id/download',
      async (request, reply) => {
        try {
          const userId = await signedInUserId(request);
          const file = await services.dataExport.open(userId, request.params.id, request.query);
          return await reply
            .code(200)
            .type('application/zip')
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', 'no-store')
            .send(file.zip);
        } catch (err) {
          return sendError(reply, err);
        }
      },
    );
    done();
  };
}
