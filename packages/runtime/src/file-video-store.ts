import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '@innerweather/db/client';
import { isValidVideoFileName, type TVideoExtension, VIDEO_EXTENSIONS } from '@innerweather/validators/learn';
import type { VideoPlayback, VideoStore } from '@innerweather/core/learn/video-store';
import type { Clock } from '@innerweather/core/shared/clock';
import { badRequest, forbidden, notFound, payloadTooLarge } from '@innerweather/core/shared/errors';

/** An upload link lives this long; the spec's client gives a PUT one hour. */
const UPLOAD_LINK_MS = 60 * 60 * 1000;
/** A playback link lives this long: long enough to watch a long video with pauses. */
const PLAYBACK_LINK_MS = 6 * 60 * 60 * 1000;

export const CONTENT_TYPES: Record<TVideoExtension, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
};

export interface FileVideoStoreDeps {
  db: Db;
  clock: Clock;
  /** $DATA_DIR/videos */
  dir: string;
  /** HMAC key for upload and playback links, derived from the app's encryption key. */
  signingKey: Buffer;
  /** 900 MB in production (VIDEO_MAX_BYTES lowers it in tests). */
  maxBytes: number;
}

const MB = 1024 * 1024;
const tooLarge = (maxBytes: number) =>
  payloadTooLarge(
    `Please select a video file smaller than ${maxBytes >= MB ? `${Math.round(maxBytes / MB)}MB` : `${maxBytes} bytes`}`,
  );

const extensionOf = (name: string) => (name.split('.').pop() ?? '').toLowerCase() as TVideoExtension;

/**
 * What the first bytes of a video of each container look like: MP4 and QuickTime start with an `ftyp` box, AVI
 * with `RIFF....AVI `, WebM with the EBML magic. The name's extension must agree with the bytes.
 */
export function signatureMatches(extension: TVideoExtension, head: Buffer): boolean {
  if (head.length < 12) return false;
  switch (extension) {
    case 'mp4':
    case 'mov':
      return head.toString('latin1', 4, 8) === 'ftyp';
    case 'avi':
      return head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ';
    case 'webm':
      return head.readUInt32BE(0) === 0x1a45dfa3;
  }
}

/** "My Breathing Video (final).MOV" → "my-breathing-video-final", for a readable stored name. */
function baseName(original: string): string {
  const withoutExtension = original.replace(/\.[^.]*$/, '');
  const cleaned = withoutExtension
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return cleaned || 'video';
}

/**
 * The VideoStore of core, on the file system: uploaded videos in $DATA_DIR/videos, signed single-use upload links,
 * streaming to disk with the size and signature checks, and signed expiring playback links. No file name from a
 * client reaches the file system unchecked, and no upload replaces a file.
 */
export function createFileVideoStore({
  db,
  clock,
  dir,
  signingKey,
  maxBytes,
}: FileVideoStoreDeps): VideoStore {
  const sign = (purpose: 'upload' | 'play', name: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${purpose}\n${name}\n${expires}`).digest('base64url');

  function verify(purpose: 'upload' | 'play', name: string, expires: string, signature: string) {
    const expiresAt = Number(expires);
    const expected = Buffer.from(sign(purpose, name, expiresAt));
    const given = Buffer.from(signature);
    if (
      !Number.isSafeInteger(expiresAt) ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    )
      throw forbidden('This video link is not valid');
    if (expiresAt <= clock.now().getTime()) throw forbidden('This video link has expired');
  }

  function checkedName(name: string): string {
    if (!isValidVideoFileName(name)) throw badRequest('Not a video file name');
    return name;
  }

  return {
    maxBytes,

    /** A single-use, expiring link an admin's browser PUTs one file to. */
    async createUploadLink(adminId: string, filename: string, size?: number, executor: Db = db) {
      const extension = filename.split('.').pop()?.toLowerCase() ?? '';
      if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension) || !filename.includes('.'))
        throw badRequest('Please select a video file (MP4, MOV, AVI or WebM)');
      if (size !== undefined && size > maxBytes) throw tooLarge(maxBytes);
      // A random prefix makes every stored name new: an upload never replaces another video.
      const name = `${randomBytes(6).toString('hex')}-${baseName(filename)}.${extension}`;
      const expires = clock.now().getTime() + UPLOAD_LINK_MS;
      await executor
        .insertInto('videoUploads')
        .values({ fileName: name, adminId, expiresAt: new Date(expires) })
        .execute();
      const query = new URLSearchParams({
        expires: String(expires),
        signature: sign('upload', name, expires),
      });
      return {
        uploadPath: `/api/videos/upload/${name}?${query.toString()}`,
        videoPath: `/videos/${name}`,
        expiresAt: new Date(expires).toISOString(),
      };
    },

    /**
     * Streams one upload to a temporary file and moves it into place, or leaves nothing behind. The link is
     * claimed before the first byte is read, so it works once even when two requests race.
     */
    async receiveUpload(
      name: string,
      query: { expires?: string; signature?: string },
      body: Readable,
      declaredLength: number | null,
    ): Promise<{ videoPath: string; size: number }> {
      checkedName(name);
      verify('upload', name, query.expires ?? '', query.signature ?? '');
      if (declaredLength !== null && declaredLength > maxBytes) throw tooLarge(maxBytes);
      const claimed = await db
        .updateTable('videoUploads')
        .set({ claimedAt: clock.now() })
        .where('fileName', '=', name)
        .where('claimedAt', 'is', null)
        .returning('fileName')
        .executeTakeFirst();
      if (!claimed) throw forbidden('This upload link has already been used');

      await mkdir(dir, { recursive: true, mode: 0o700 });
      const temporary = join(dir, `.upload-${randomBytes(8).toString('hex')}.part`);
      const extension = extensionOf(name);
      let size = 0;
      let head = Buffer.alloc(0);
      let checked = false;
      const guard = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(tooLarge(maxBytes));
          if (!checked) {
            head = Buffer.concat([head, chunk]);
            if (head.length < 12) return done();
            checked = true;
            if (!signatureMatches(extension, head))
              return done(badRequest('This file is not a video: its content does not match its type'));
            return done(null, head);
          }
          done(null, chunk);
        },
        flush(done) {
          if (!checked)
            return done(badRequest('This file is not a video: its content does not match its type'));
          done();
        },
      });
      // The request is piped, not handed to pipeline(): a refused upload must not destroy the request before the
      // 413 is sent. A client that goes away mid-upload fails the guard, which fails the write.
      body.on('error', (err) => guard.destroy(err));
      // The file is opened before any byte flows, so it exists when a refusal reaches the clean-up below. A write
      // stream that opens lazily could create it after the unlink and leave it behind.
      const file = await open(temporary, 'wx', 0o600);
      body.pipe(guard);
      try {
        await pipeline(guard, file.createWriteStream());
        // link() refuses an existing name where rename() would replace it.
        await link(temporary, join(dir, name));
      } catch (err) {
        body.unpipe(guard);
        throw err;
      } finally {
        await unlink(temporary).catch(() => {});
      }
      await db
        .updateTable('videoUploads')
        .set({ completedAt: clock.now(), sizeBytes: size })
        .where('fileName', '=', name)
        .execute();
      return { videoPath: `/videos/${name}`, size };
    },

    /** A signed playback path for a stored file, valid for a few hours. */
    async playbackPath(name: string): Promise<string> {
      checkedName(name);
      const info = await stat(join(dir, name)).catch(() => null);
      if (!info?.isFile()) throw notFound('Video');
      const expires = clock.now().getTime() + PLAYBACK_LINK_MS;
      const query = new URLSearchParams({ expires: String(expires), signature: sign('play', name, expires) });
      return `/api/videos/stream/${name}?${query.toString()}`;
    },

    /** Opens a stored file for a signed playback request, for the bytes a Range header asks for. */
    async openForPlayback(
      name: string,
      query: { expires?: string; signature?: string },
      range: string | undefined,
    ): Promise<VideoPlayback> {
      checkedName(name);
      verify('play', name, query.expires ?? '', query.signature ?? '');
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('Video');
      const size = info.size;
      const contentType = CONTENT_TYPES[extensionOf(name)];
      // RFC 9110 14.2: a server may ignore Range; a list of ranges or another unit is answered with the whole file.
      const single = range !== undefined && /^bytes=[^,]*$/i.test(range.trim());
      if (!single) return { kind: 'whole', size, contentType, stream: createReadStream(path) };
      const match = /^bytes=(\d*)-(\d*)$/i.exec(range.trim());
      if (!match || (match[1] === '' && match[2] === '')) return { kind: 'unsatisfiable', size };
      let start: number;
      let end: number;
      if (match[1] === '') {
        // bytes=-N: the last N bytes.
        start = Math.max(0, size - Number(match[2]));
        end = size - 1;
      } else {
        start = Number(match[1]);
        end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
      }
      if (start >= size || start > end) return { kind: 'unsatisfiable', size };
      return { kind: 'part', size, start, end, contentType, stream: createReadStream(path, { start, end }) };
    },

    /** Removes a stored file; false when there was none. */
    async remove(name: string): Promise<boolean> {
      checkedName(name);
      try {
        await unlink(join(dir, name));
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
  };
}
