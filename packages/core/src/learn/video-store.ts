import type { Readable } from 'node:stream';
import type { Db } from '@innerweather/db/client';

/** A signed playback request's answer: the whole file, the part a Range header asks for, or 416. */
export type VideoPlayback =
  | { kind: 'whole'; size: number; contentType: string; stream: Readable }
  | { kind: 'part'; size: number; start: number; end: number; contentType: string; stream: Readable }
  | { kind: 'unsatisfiable'; size: number };

/**
 * Uploaded video files, behind signed links: what the learning area and the video routes of apps/api need.
 * packages/runtime implements it on the file system ($DATA_DIR/videos, file-video-store.ts).
 */
export interface VideoStore {
  /** The largest upload in bytes (VIDEO_MAX_BYTES, 900 MB by default). */
  maxBytes: number;
  /** A single-use, expiring link an admin's browser PUTs one file to; recorded through `executor` when given. */
  createUploadLink: (
    adminId: string,
    filename: string,
    size?: number,
    executor?: Db,
  ) => Promise<{ uploadPath: string; videoPath: string; expiresAt: string }>;
  /** Streams one upload into place, or leaves nothing behind; the link works once. */
  receiveUpload: (
    name: string,
    query: { expires?: string; signature?: string },
    body: Readable,
    declaredLength: number | null,
  ) => Promise<{ videoPath: string; size: number }>;
  /** A signed playback path for a stored file, valid for a few hours. */
  playbackPath: (name: string) => Promise<string>;
  /** Opens a stored file for a signed playback request, for the bytes a Range header asks for. */
  openForPlayback: (
    name: string,
    query: { expires?: string; signature?: string },
    range: string | undefined,
  ) => Promise<VideoPlayback>;
  /** Removes a stored file; false when there was none. */
  remove: (name: string) => Promise<boolean>;
}
