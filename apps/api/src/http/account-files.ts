import { AppError } from '@innerweather/core/shared/errors';
import { IMPORT_SOURCES, MAX_IMPORT_BYTES } from '@innerweather/core/account/data-import';
import { MOOD_MAP_CHOICES, readMoodMap } from '@innerweather/core/account/daylio-mood-map';
import type { Services } from '@innerweather/core/services';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenAPIObject } from 'trpc-to-openapi';

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

/**
 * What is wrong with an upload before its file is read: a `dryRun` other than true or false (read as "no", it
 * would write the journal the caller meant to preview), or a form upload, whose multipart wrapping no source's
 * reader would recognise.
 */
function uploadRefusal(dryRun: string | undefined, contentType: string | undefined): string | null {
  if (dryRun !== undefined && dryRun !== 'true' && dryRun !== 'false') return 'dryRun must be true or false';
  if (contentType?.toLowerCase().startsWith('multipart/'))
    return 'Send the file itself as the body (curl --data-binary @file), not as a form upload';
  return null;
}

/** The import's path: its body is the exported file itself (zip, JSON, CSV), not JSON (app.ts lets it through). */
export const IMPORT_PATH = '/api/account/import';

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

    app.post<{ Querystring: { source?: string; dryRun?: string; moodMap?: string } }>(
      IMPORT_PATH,
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
          const refusal = uploadRefusal(request.query.dryRun, request.headers['content-type']);
          if (refusal)
            return await reply.code(400).send({ message: refusal, code: 'BAD_REQUEST', issues: [] });
          const moodMap = readMoodMap(request.query.moodMap);
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
          if (request.query.dryRun === 'true') {
            const preview = await services.dataImport.preview(userId, source, bytes, moodMap);
            const { found, duplicates, skipped, from, to, errors, unmappedMoods } = preview;
            return await reply.code(200).send({
              dryRun: true,
              counts: { found, imported: 0, new: preview.new, duplicates, skipped },
              from,
              to,
              errors,
              unmappedMoods,
            });
          }
          return await reply
            .code(202)
            .send(await services.dataImport.start(userId, source, bytes, request.id, moodMap));
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
            .type(file.type)
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', 'no-store')
            .send(file.body);
        } catch (err) {
          return sendError(reply, err);
        }
      },
    );
    done();
  };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const ENTRY_COUNTS = {
  type: 'object',
  properties: {
    found: { type: 'number', description: 'Entries the file holds' },
    imported: { type: 'number', description: 'Always 0 in a dry run' },
    new: { type: 'number', description: 'What an import would add' },
    duplicates: { type: 'number', description: 'Entries already in the journal' },
    skipped: { type: 'number', description: 'Records of the file that are not entries' },
  },
  required: ['found', 'imported', 'new', 'duplicates', 'skipped'],
};
const sessionOnly = [{ session: [] }];

/**
 * The OpenAPI paths of the two file calls, added to the procedures' document (app.ts); the HTTP layer's own
 * answers (408, 413, 415, 421, …) are added there as for every call.
 */
export const ACCOUNT_FILE_PATHS: NonNullable<OpenAPIObject['paths']> = {
  [IMPORT_PATH]: {
    post: {
      operationId: 'account-import',
      summary: 'Import another journal’s export (or a preview of it)',
      description:
        'The body is the exported file itself, sent as is (up to 200 MB): a Day One `Journal.json` or its export zip, a Daylio CSV export or `.daylio` backup, or an Innerweather export zip. Any content type is taken, but a body other than JSON needs the header `Origin` with the app’s address (its `APP_URL`), or the call is refused as cross-site (403). With `dryRun=true` nothing is written and the answer says what an import would add; otherwise the file is read whole (a malformed one is a 400 and nothing is written), then imported in the background: follow it with GET /api/account/import/{id}.',
      tags: ['Account'],
      security: sessionOnly,
      parameters: [
        {
          in: 'query',
          name: 'source',
          required: true,
          description: 'The app the file comes from',
          schema: { type: 'string', enum: [...IMPORT_SOURCES] },
        },
        {
          in: 'query',
          name: 'dryRun',
          required: false,
          description: '`true` previews the import and writes nothing',
          schema: { type: 'string', enum: ['true', 'false'] },
        },
        {
          in: 'query',
          name: 'moodMap',
          required: false,
          description: `Daylio CSV only: a JSON object from each renamed mood's name (as \`unmappedMoods\` of a dry run lists them) to one of ${MOOD_MAP_CHOICES.join(', ')} (\`none\`: kept without an own mood), e.g. \`{"Ecstatic":"joy","So-so":"none"}\`. The names are only read, never stored. A value other than those, a name the file does not hold, or a map for another source is a 400.`,
          schema: { type: 'string' },
        },
        {
          in: 'header',
          name: 'Origin',
          required: true,
          description: 'The app’s own address (`APP_URL`), e.g. `http://localhost:3000`',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        description: 'The exported file, byte for byte',
        content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        200: {
          description: 'The dry run: what the file holds and what an import would add',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  dryRun: { type: 'boolean', enum: [true] },
                  counts: ENTRY_COUNTS,
                  from: { type: ['string', 'null'], description: 'The first entry’s date (ISO 8601)' },
                  to: { type: ['string', 'null'], description: 'The last entry’s date (ISO 8601)' },
                  errors: {
                    type: 'array',
                    description: 'Lines of the file that could not be read',
                    items: {
                      type: 'object',
                      properties: { line: { type: 'number' }, message: { type: 'string' } },
                      required: ['line', 'message'],
                    },
                  },
                  unmappedMoods: {
                    type: 'array',
                    description:
                      'Mood names of a Daylio CSV that are not Daylio’s five (rad, good, meh, bad, awful) and that `moodMap` does not map yet: without a mapping, their lines are kept without an own mood',
                    items: {
                      type: 'object',
                      properties: {
                        name: { type: 'string' },
                        lines: { type: 'number', description: 'Lines of the file with this mood' },
                      },
                      required: ['name', 'lines'],
                    },
                  },
                },
                required: ['dryRun', 'counts', 'from', 'to', 'errors', 'unmappedMoods'],
              },
            },
          },
        },
        202: {
          description: 'The import, queued: follow it with GET /api/account/import/{id}',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  id: { type: 'string', format: 'uuid' },
                  status: { type: 'string', enum: ['queued'] },
                },
                required: ['id', 'status'],
              },
            },
          },
        },
        400: errorAnswer(
          'An unknown source, a file that is not an export of that source, or a `moodMap` that is not valid',
        ),
        401: errorAnswer('Not signed in'),
        403: errorAnswer('Cross-site request refused: send the header `Origin` with the app’s address'),
        413: errorAnswer('The file is larger than 200 MB'),
      },
    },
  },
  '/api/account/export/{id}/download': {
    get: {
      operationId: 'account-export-download',
      summary: 'Download a finished export (the signed link of GET /api/account/export/{id})',
      description:
        'The `downloadUrl` of a ready export, valid for its signed-in owner until it expires. Answers the zip (`journal.json` and `journal.md`), or for an export of `contents: "shareable"` the Markdown document of the entries marked "Shareable with therapist".',
      tags: ['Account'],
      security: sessionOnly,
      parameters: [
        {
          in: 'path',
          name: 'id',
          required: true,
          description: 'The export’s id',
          schema: { type: 'string' },
        },
        {
          in: 'query',
          name: 'expires',
          required: true,
          description: 'When the link expires (milliseconds since 1970), from `downloadUrl`',
          schema: { type: 'string' },
        },
        {
          in: 'query',
          name: 'signature',
          required: true,
          description: 'The link’s signature, from `downloadUrl`',
          schema: { type: 'string' },
        },
      ],
      responses: {
        200: {
          description: 'The export zip, or the shareable entries’ document, as an attachment',
          content: {
            'application/zip': { schema: { type: 'string', format: 'binary' } },
            'text/markdown': { schema: { type: 'string' } },
          },
        },
        400: errorAnswer('expires or signature is missing: download with the export’s downloadUrl'),
        401: errorAnswer('Not signed in'),
        403: errorAnswer('The link is not valid for this account, or has expired: export again'),
        404: errorAnswer('Export not found, or not ready'),
      },
    },
  },
};
