import type { Readable } from 'node:stream';
import { AppError } from '@innerweather/core/shared/errors';
import type { VideoStore } from '@innerweather/core/learn/video-store';
import type { FastifyInstance, FastifyReply } from 'fastify';

const STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
};

function sendError(reply: FastifyReply, err: unknown) {
  if (err instanceof AppError) {
    const status = STATUS[err.code] ?? 400;
    // The client may still be sending: close the connection rather than read the rest of a refused upload.
    if (status === 413 || status === 400) void reply.header('connection', 'close');
    return reply.code(status).send({ message: err.message, code: err.code, issues: [] });
  }
  if ((err as NodeJS.ErrnoException | null)?.code === 'EEXIST')
    return reply.code(409).send({ message: 'This video already exists', code: 'CONFLICT', issues: [] });
  throw err;
}

/**
 * The two video routes that are not procedures, because their bodies are files: the signed single-use PUT of an
 * upload (streamed to disk, never held in memory) and signed playback with Range support. The signed links come
 * from the procedures POST /api/videos/upload-url and GET /api/video-url/{file}.
 */
export function registerVideoRoutes(videos: VideoStore) {
  return function videoRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
    // In this plugin only: any body is left as a stream for the handler.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    app.put<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
      '/api/videos/upload/:name',
      // Fastify sets no request time-out: a 900 MB upload over a slow line may take its hour.
      { bodyLimit: videos.maxBytes + 1 },
      async (request, reply) => {
        const declared = request.headers['content-length'];
        const length = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : null;
        try {
          const body = (request.body as Readable | undefined) ?? request.raw;
          const saved = await videos.receiveUpload(request.params.name, request.query, body, length);
          return await reply.code(201).send({ message: 'Video uploaded', ...saved });
        } catch (err) {
          return sendError(reply, err);
        }
      },
    );

    app.get<{ Params: { name: string }; Querystring: { expires?: string; signature?: string } }>(
      '/api/videos/stream/:name',
      async (request, reply) => {
        try {
          const file = await videos.openForPlayback(
            request.params.name,
            request.query,
            request.headers.range,
          );
          void reply.header('accept-ranges', 'bytes');
          if (file.kind === 'unsatisfiable') {
            return await reply
              .code(416)
              .header('content-range', `bytes */${file.size}`)
              .send({ message: 'Range not satisfiable', code: 'RANGE_NOT_SATISFIABLE', issues: [] });
          }
          void reply.type(file.contentType);
          if (file.kind === 'whole') {
            return await reply.code(200).header('content-length', file.size).send(file.stream);
          }
          return await reply
            .code(206)
            .header('content-range', `bytes ${file.start}-${file.end}/${file.size}`)
            .header('content-length', file.end - file.start + 1)
            .send(file.stream);
        } catch (err) {
          return sendError(reply, err);
        }
      },
    );
    done();
  };
}
