import { existsSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { tinyMp4 } from '@innerweather/core/testing/tiny-mp4';
import type {
  TLearningRecommendation,
  TLearningStats,
  TModule,
  TTrack,
} from '@innerweather/validators/learn';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, writeEntry } from './journal-fixtures.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

/** The learning area over REST: tracks, modules, admin rules and audit rows, uploads, playback and progress. */

const NOW = '2026-03-10T12:00:00.000Z';
/** Browsers name the app's origin on a PUT; the app refuses a non-JSON write without one. */
const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let admin: string;
let adminId: string;
let member: string;
let memberId: string;
let pro: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(
  cookie: string | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const tracks = async (cookie: string) => (await call(cookie, 'GET', '/api/learn/tracks')).json<TTrack[]>();
const auditActions = async () =>
  (await t.runtime.db.selectFrom('adminLogs').select(['action', 'targetId', 'adminId']).execute()).map(
    (r) => r.action,
  );

const TRACK = {
  title: 'Anchors for hard days',
  description: 'Three small practices.',
  slug: 'anchors-for-hard-days',
  category: 'Stress',
  learningObjectives: 'Know three anchors.',
};

async function createTrack(overrides: Record<string, unknown> = {}) {
  const res = await call(admin, 'POST', '/api/learn/tracks', { ...TRACK, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TTrack>();
}

async function createModule(trackId: string, overrides: Record<string, unknown> = {}) {
  const res = await call(admin, 'POST', '/api/learn/modules', {
    trackId,
    title: 'Box breathing',
    summary: 'Four counts in, hold, out, hold.',
    videoUrl: 'https://www.youtube.com/watch?v=qzR62JJCMBQ',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TModule>();
}

/** Asks for an upload URL and PUTs `bytes` to it. */
async function upload(filename: string, bytes: Buffer) {
  const link = await call(admin, 'POST', '/api/videos/upload-url', { filename });
  expect(link.statusCode, link.body).toBe(200);
  const { uploadURL, videoPath } = link.json<{ uploadURL: string; videoPath: string }>();
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { origin: ORIGIN, 'content-type': 'video/mp4' },
    payload: bytes,
  });
  return { uploadURL, videoPath, put };
}

const videoFiles = (app = t) => {
  const dir = join(app.dataDir, 'videos');
  return existsSync(dir) ? readdirSync(dir) : [];
};

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  // The first account of an instance is its admin.
  const first = await registerUser(t.app);
  admin = first.cookie;
  adminId = first.user.id;
  expect(first.user.role).toBe('admin');
  ({ cookie: member, userId: memberId } = await signUp(t));
  ({ cookie: pro } = await signUp(t, { subscriptionStatus: 'pro' }));
});
afterAll(() => t.close());

describe('seeded tracks', () => {
  it('a new instance has a free and a premium track of 4 to 6 modules linking YouTube or Vimeo', async () => {
    const list = await tracks(member);
    expect(list.map((x) => x.isPremium).sort()).toEqual([false, true]);
    for (const track of list) {
      expect(track.modules.length).toBeGreaterThanOrEqual(4);
      expect(track.modules.length).toBeLessThanOrEqual(6);
      for (const m of track.modules)
        expect(m.videoUrl).toMatch(/^https:\/\/(www\.youtube\.com|vimeo\.com)\//);
      expect(track.modules.map((m) => m.sortOrder)).toEqual(track.modules.map((_, i) => i));
    }
    const topics = list.flatMap((x) => x.modules.flatMap((m) => m.tags));
    for (const topic of ['breathing', 'grounding', 'sleep', 'self-compassion'])
      expect(topics).toContain(topic);
  });

  it('signed-out callers get 401', async () => {
    expect((await call(null, 'GET', '/api/learn/tracks')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/learn/stats')).statusCode).toBe(401);
  });
});

describe('admin calls', () => {
  it('refuses every admin call to a member with 403, changing nothing', async () => {
    const [track] = await tracks(member);
    const moduleId = track!.modules[0]!.id;
    const attempts: Array<[Method, string, unknown?]> = [
      ['POST', '/api/learn/tracks', { ...TRACK, slug: 'not-by-a-member' }],
      ['DELETE', `/api/learn/tracks/${track!.id}`],
      ['DELETE', '/api/admin/delete-all-tracks'],
      ['POST', '/api/admin/learning/reset'],
      ['POST', '/api/learn/modules', { trackId: track!.id, title: 'x', summary: 'y' }],
      ['PUT', `/api/learn/modules/${moduleId}`, { title: 'Renamed by a member' }],
      ['DELETE', `/api/learn/modules/${moduleId}`],
      [
        'PUT',
        `/api/learn/tracks/${track!.id}/reorder-modules`,
        { moduleIds: track!.modules.map((m) => m.id).reverse() },
      ],
      ['POST', '/api/videos/upload-url', { filename: 'a.mp4' }],
      ['DELETE', '/api/videos/abc-a.mp4'],
    ];
    const logsBefore = (await auditActions()).length;
    for (const [method, url, payload] of attempts) {
      const res = await call(member, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await tracks(member)).toEqual(await tracks(admin));
    expect((await tracks(member)).find((x) => x.id === track!.id)!.modules[0]!.title).toBe(
      track!.modules[0]!.title,
    );
    expect((await auditActions()).length).toBe(logsBefore);
  });

  it('creates a track with the spec defaults and writes the audit row', async () => {
    const track = await createTrack();
    expect(track).toMatchObject({
      difficulty: 'beginner',
      estimatedDuration: 30,
      isPremium: false,
      modules: [],
    });
    const log = await t.runtime.db
      .selectFrom('adminLogs')
      .selectAll()
      .where('targetId', '=', track.id)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'learning_track_created', adminId, targetType: 'learning_track' });
    expect((await tracks(member)).map((x) => x.slug)).toContain(TRACK.slug);
  });

  it('validates tracks as the form does', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ title: '' }, 400, 'Title is required'],
      [{ description: '  ' }, 400, 'Description is required'],
      [{ slug: '' }, 400, 'Slug is required'],
      [{ slug: 'Not A Slug' }, 400, 'Slug must be lowercase words separated by dashes'],
      [{ category: '' }, 400, 'Category is required'],
      [{ learningObjectives: '' }, 400, 'Learning objectives are required'],
      [{ estimatedDuration: 0 }, 400, 'Duration must be at least 1 minute'],
      [{ thumbnailUrl: 'not a url' }, 400, 'Must be a valid URL'],
      [{ difficulty: 'expert' }, 400, 'Difficulty must be beginner, intermediate or advanced'],
      [{ title: 'Calm\u0000' }, 400, 'Title cannot contain a NUL character'],
      [{}, 409, 'A track with this slug already exists'],
    ];
    for (const [change, status, message] of cases) {
      const res = await call(admin, 'POST', '/api/learn/tracks', { ...TRACK, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it('adds, edits and deletes modules with their rules, each with an audit row', async () => {
    const track = await createTrack({ slug: 'module-rules', thumbnailUrl: 'https://example.com/t.png' });
    const created = await createModule(track.id);
    expect(created).toMatchObject({
      durationMin: 15,
      level: 'beginner',
      isPreview: false,
      slug: 'box-breathing',
    });
    const twin = await createModule(track.id, { videoUrl: 'https://vimeo.com/76979871' });
    expect(twin.slug).toBe('box-breathing-2');
    expect(twin.sortOrder).toBe(1);

    for (const [body, message] of [
      [{ videoUrl: 'https://example.com/video.mp4' }, 'Must be a valid video URL or uploaded video path'],
      [{ videoUrl: '/videos/../secret.key' }, 'Must be a valid video URL or uploaded video path'],
      [{ durationMin: 0 }, 'Duration must be at least 1 minute'],
      [{ title: '' }, 'Title is required'],
      [{ summary: '' }, 'Summary is required'],
      [{ level: 'guru' }, 'Level must be beginner, intermediate or advanced'],
      [{ summary: 'Breathe\u0000' }, 'Summary cannot contain a NUL character'],
      [{ videoUrl: 'https://youtu.be/abc\u0000' }, 'videoUrl cannot contain a NUL character'],
    ] as const) {
      const res = await call(admin, 'POST', '/api/learn/modules', {
        trackId: track.id,
        title: 'x',
        summary: 'y',
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noTrack = await call(admin, 'POST', '/api/learn/modules', {
      trackId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
      summary: 'y',
    });
    expect(noTrack.statusCode).toBe(404);

    const edited = await call(admin, 'PUT', `/api/learn/modules/${created.id}`, {
      title: 'Slow breathing',
      durationMin: 8,
      isPreview: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TModule>()).toMatchObject({
      title: 'Slow breathing',
      durationMin: 8,
      isPreview: true,
      version: 2,
    });
    expect(
      (await call(admin, 'PUT', `/api/learn/modules/${created.id}`, { durationMin: -1 })).statusCode,
    ).toBe(400);

    expect((await call(admin, 'DELETE', `/api/learn/modules/${twin.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/learn/modules/${twin.id}`)).statusCode).toBe(404);
    const after = (await tracks(member)).find((x) => x.id === track.id)!;
    expect(after.modules.map((m) => m.title)).toEqual(['Slow breathing']);
    const actions = await auditActions();
    for (const action of ['learning_module_created', 'learning_module_updated', 'learning_module_deleted'])
      expect(actions).toContain(action);
  });

  it('saves a new module order and refuses a list that is not exactly the track’s modules', async () => {
    const track = await createTrack({ slug: 'reorder-me' });
    const a = await createModule(track.id, { title: 'A' });
    const b = await createModule(track.id, { title: 'B' });
    const c = await createModule(track.id, { title: 'C' });
    const [other] = await tracks(admin);
    const url = `/api/learn/tracks/${track.id}/reorder-modules`;
    for (const moduleIds of [
      [c.id, a.id],
      [c.id, a.id, b.id, a.id],
      [c.id, a.id, other!.modules[0]!.id],
      [],
    ]) {
      const res = await call(admin, 'PUT', url, { moduleIds });
      expect(res.statusCode, JSON.stringify(moduleIds)).toBe(400);
    }
    expect((await call(admin, 'PUT', url, {})).statusCode).toBe(400);
    const res = await call(admin, 'PUT', url, { moduleIds: [c.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await tracks(member)).find((x) => x.id === track.id)!;
    expect(saved.modules.map((m) => m.title)).toEqual(['C', 'A', 'B']);
    expect(await auditActions()).toContain('learning_modules_reordered');
  });

  it('deletes a track, deletes all, and Reset Data restores the seeded tracks', async () => {
    const track = await createTrack({ slug: 'short-lived' });
    expect((await call(admin, 'DELETE', `/api/learn/tracks/${track.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/learn/tracks/${track.id}`)).statusCode).toBe(404);
    expect((await tracks(member)).map((x) => x.id)).not.toContain(track.id);

    const before = (await tracks(member)).length;
    const all = await call(admin, 'DELETE', '/api/admin/delete-all-tracks');
    expect(all.json()).toEqual({
      message: 'All learning tracks deleted successfully!',
      deletedTracks: before,
    });
    expect(await tracks(member)).toEqual([]);

    const reset = await call(admin, 'POST', '/api/admin/learning/reset');
    expect(reset.statusCode, reset.body).toBe(200);
    const restored = await tracks(member);
    expect(restored.map((x) => x.slug)).toEqual(['calm-in-the-body', 'rest-and-self-compassion']);
    const actions = await auditActions();
    for (const action of ['learning_track_deleted', 'learning_tracks_deleted', 'learning_tracks_reset'])
      expect(actions).toContain(action);
  });
});

describe('video uploads and playback', () => {
  it('takes the signed upload from a command-line client, which sends no Origin (curl -T clip.mp4 "$UPLOAD_URL")', async () => {
    const link = await call(admin, 'POST', '/api/videos/upload-url', { filename: 'from-curl.mp4' });
    const { uploadURL } = link.json<{ uploadURL: string }>();
    const forged = uploadURL.replace(/signature=[^&]+/, 'signature=AAAA');
    const refused = await t.app.inject({ method: 'PUT', url: forged, payload: tinyMp4() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This video link is not valid');
    const put = await t.app.inject({ method: 'PUT', url: uploadURL, payload: tinyMp4() });
    expect(put.statusCode, put.body).toBe(201);
    // The tests below count the stored files.
    unlinkSync(join(t.dataDir, 'videos', uploadURL.split('?')[0]!.split('/').pop()!));
  });

  it('uploads a real MP4 through the signed URL and plays it back with Range requests', async () => {
    const bytes = tinyMp4();
    const { uploadURL, videoPath, put } = await upload('My Calm Video.MP4', bytes);
    expect(put.statusCode, put.body).toBe(201);
    const name = uploadURL.split('?')[0]!.split('/').pop()!;
    expect(videoPath).toBe(`/videos/${name}`);
    expect(name).toMatch(/^[0-9a-f]{12}-my-calm-video\.mp4$/);
    expect(videoFiles()).toEqual([name]);

    // Reusing the link is refused, and the stored file is untouched.
    const again = await t.app.inject({
      method: 'PUT',
      headers: { origin: ORIGIN },
      url: uploadURL,
      payload: Buffer.from('x'.repeat(64)),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('This upload link has already been used');

    const [track] = await tracks(admin);
    await createModule(track!.id, { title: 'Uploaded calm', videoUrl: videoPath });

    const link = await call(member, 'GET', `/api/video-url/${name}`);
    expect(link.statusCode, link.body).toBe(200);
    const { videoUrl } = link.json<{ videoUrl: string }>();
    expect(videoUrl).toMatch(new RegExp(`^/api/videos/stream/${name}\\?expires=\\d+&signature=`));

    const part = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=100-299' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${bytes.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(bytes.subarray(100, 300))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const whole = await t.app.inject({ method: 'GET', url: videoUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    // Shown in place, never run: an upload that is really HTML gets no script and no origin.
    expect(whole.headers['content-disposition']).toBe('inline');
    expect(whole.headers['content-security-policy']).toBe("default-src 'none'; media-src 'self'; sandbox");

    // RFC 9110: a list of ranges may be ignored; the answer is the whole file, not 416.
    const several = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=0-1,5-9' } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(bytes)).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: videoUrl,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const tampered = videoUrl.replace(/signature=./, (s) =>
      s.endsWith('A') ? `${s.slice(0, -1)}B` : `${s.slice(0, -1)}A`,
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);

    // Playback links expire.
    t.clock.set(new Date(Date.parse(NOW) + 7 * 60 * 60 * 1000));
    expect((await t.app.inject({ method: 'GET', url: videoUrl })).statusCode).toBe(403);
    t.clock.set(NOW);
  });

  it('refuses an expired upload URL and leaves no file', async () => {
    const link = await call(admin, 'POST', '/api/videos/upload-url', { filename: 'late.mp4' });
    const { uploadURL } = link.json<{ uploadURL: string }>();
    const before = videoFiles();
    t.clock.set(new Date(Date.parse(NOW) + 61 * 60 * 1000));
    const put = await t.app.inject({
      method: 'PUT',
      headers: { origin: ORIGIN },
      url: uploadURL,
      payload: tinyMp4(),
    });
    t.clock.set(NOW);
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('This video link has expired');
    expect(videoFiles()).toEqual(before);
  });

  it('refuses a text file renamed .mp4 by its content, leaving no file', async () => {
    const before = videoFiles();
    const { put } = await upload(
      'notes.mp4',
      Buffer.from('Dear diary, this is not a video at all.\n'.repeat(20)),
    );
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe('This file is not a video: its content does not match its type');
    expect(videoFiles()).toEqual(before);
    // An MP4 named .avi does not pass either: the name must agree with the bytes.
    expect((await upload('clip.avi', tinyMp4())).put.statusCode).toBe(400);
    expect(videoFiles()).toEqual(before);
    // Refused at once, before its temporary file could be opened lazily: still nothing is left behind.
    for (let i = 0; i < 20; i += 1)
      expect((await upload(`quick-${i}.mp4`, Buffer.from('not a video'))).put.statusCode).toBe(400);
    expect(videoFiles()).toEqual(before);
  });

  it('refuses names that are not video files and paths that leave the videos folder', async () => {
    writeFileSync(join(t.dataDir, 'private.mp4'), tinyMp4());
    const bad = await call(admin, 'POST', '/api/videos/upload-url', { filename: 'notes.txt' });
    expect(bad.statusCode).toBe(400);
    for (const file of ['..%2Fprivate.mp4', '..%2Fsecret.key', '.upload-x.part', '%2Fetc%2Fpasswd']) {
      const read = await call(admin, 'GET', `/api/video-url/${file}`);
      expect([400, 404], `GET ${file}`).toContain(read.statusCode);
      const removed = await call(admin, 'DELETE', `/api/videos/${file}`);
      expect([400, 404], `DELETE ${file}`).toContain(removed.statusCode);
      const put = await t.app.inject({
        method: 'PUT',
        headers: { origin: ORIGIN },
        url: `/api/videos/upload/${file}?expires=9999999999999&signature=x`,
        payload: tinyMp4(),
      });
      expect([400, 403, 404], `PUT ${file}`).toContain(put.statusCode);
      const stream = await t.app.inject({
        method: 'GET',
        url: `/api/videos/stream/${file}?expires=1&signature=x`,
      });
      expect([400, 403, 404], `stream ${file}`).toContain(stream.statusCode);
    }
    expect(existsSync(join(t.dataDir, 'private.mp4'))).toBe(true);
    expect(existsSync(join(t.dataDir, 'secret.key'))).toBe(true);
  });

  it('deletes an uploaded video (admin), once', async () => {
    const { videoPath, put } = await upload(
      'to-delete.webm',
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60)]),
    );
    expect(put.statusCode, put.body).toBe(201);
    const name = videoPath.slice('/videos/'.length);
    expect(videoFiles()).toContain(name);
    expect((await call(admin, 'DELETE', `/api/videos/${name}`)).statusCode).toBe(200);
    expect(videoFiles()).not.toContain(name);
    expect((await call(admin, 'DELETE', `/api/videos/${name}`)).statusCode).toBe(404);
    expect(await auditActions()).toContain('video_deleted');
  });

  it('plays a premium track’s video to Pro members only', async () => {
    const { videoPath, put } = await upload('premium.mp4', tinyMp4());
    expect(put.statusCode).toBe(201);
    const premium = (await tracks(admin)).find((x) => x.isPremium)!;
    const module = await createModule(premium.id, { title: 'Premium upload', videoUrl: videoPath });
    const name = videoPath.slice('/videos/'.length);
    const refused = await call(member, 'GET', `/api/video-url/${name}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This module is part of a premium track: upgrade to Pro to watch it');
    expect((await call(member, 'POST', `/api/learn/modules/${module.id}/complete`)).statusCode).toBe(403);
    expect((await call(pro, 'GET', `/api/video-url/${name}`)).statusCode).toBe(200);
    expect((await call(pro, 'POST', `/api/learn/modules/${module.id}/complete`)).statusCode).toBe(200);
    // A file no module shows is not handed to members.
    const { videoPath: loose } = await upload('loose.mp4', tinyMp4());
    expect((await call(pro, 'GET', `/api/video-url/${loose.slice(8)}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/video-url/${loose.slice(8)}`)).statusCode).toBe(200);
  });

  it('stops an upload over the limit with 413 and leaves no file', async () => {
    const small = await createTestApp({ now: NOW, env: { VIDEO_MAX_BYTES: '512' } });
    try {
      const owner = (await registerUser(small.app)).cookie;
      const ask = (payload: object) =>
        small.app.inject({
          method: 'POST',
          url: '/api/videos/upload-url',
          headers: { cookie: owner },
          payload,
        });
      // A size the client declares up front is refused before anything is sent.
      const early = await ask({ filename: 'huge.mp4', size: 10_000 });
      expect(early.statusCode).toBe(413);
      expect(early.json().message).toBe('Please select a video file smaller than 512 bytes');

      // A Content-Length over the limit is refused before the body is read.
      const declared = (await ask({ filename: 'big.mp4' })).json<{ uploadURL: string }>();
      const put = await small.app.inject({
        method: 'PUT',
        headers: { origin: ORIGIN },
        url: declared.uploadURL,
        payload: tinyMp4(),
      });
      expect(put.statusCode).toBe(413);
      expect(put.headers.connection).toBe('close');

      // Without a length (chunked), the stream is cut off once it passes the limit.
      const chunked = (await ask({ filename: 'chunked.mp4' })).json<{ uploadURL: string }>();
      const bytes = tinyMp4();
      const streamed = await small.app.inject({
        method: 'PUT',
        url: chunked.uploadURL,
        headers: { origin: ORIGIN, 'transfer-encoding': 'chunked', 'content-type': 'video/mp4' },
        payload: Readable.from([bytes.subarray(0, 400), bytes.subarray(400)]),
      });
      expect(streamed.statusCode).toBe(413);
      expect(videoFiles(small)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('progress', () => {
  it('records completion and watch time per member, idempotently', async () => {
    const free = (await tracks(member)).find((x) => !x.isPremium)!;
    const [first, second] = free.modules;
    const progressUrl = `/api/learn/tracks/${free.id}/progress`;
    expect((await call(member, 'GET', progressUrl)).json()).toEqual({
      trackId: free.id,
      completedModules: [],
    });

    const watched = await call(member, 'POST', `/api/learn/modules/${second!.id}/watch-time`, {
      seconds: 30,
    });
    expect(watched.json()).toMatchObject({ status: 'in_progress', watchSeconds: 30 });
    await call(member, 'POST', `/api/learn/modules/${second!.id}/watch-time`, { seconds: 15.4 });
    expect(
      (await call(member, 'POST', `/api/learn/modules/${second!.id}/watch-time`, { seconds: 600 }))
        .statusCode,
    ).toBe(400);

    for (let i = 0; i < 2; i++) {
      const done = await call(member, 'POST', `/api/learn/modules/${first!.id}/complete`);
      expect(done.statusCode, done.body).toBe(200);
    }
    expect((await call(member, 'GET', progressUrl)).json()).toEqual({
      trackId: free.id,
      completedModules: [first!.id],
    });
    const stats = (await call(member, 'GET', '/api/learn/stats')).json<TLearningStats>();
    expect(stats).toEqual({
      completedModules: 1,
      inProgressModules: 1,
      totalWatchTime: 45,
      tracks: [{ trackId: free.id, completedModules: 1 }],
    });
    // Another member's progress is their own.
    const other = await signUp(t);
    expect((await call(other.cookie, 'GET', '/api/learn/stats')).json()).toEqual({
      completedModules: 0,
      inProgressModules: 0,
      totalWatchTime: 0,
      tracks: [],
    });
    expect((await call(other.cookie, 'GET', progressUrl)).json().completedModules).toEqual([]);
    expect((await call(member, 'POST', '/api/learn/modules/not-a-module/complete')).statusCode).toBe(404);
    expect(
      (await call(member, 'GET', '/api/learn/tracks/00000000-0000-4000-8000-000000000000/progress'))
        .statusCode,
    ).toBe(404);
  });

  it('recommends the started track’s next module first, then modules for recent emotions', async () => {
    const newcomer = await signUp(t);
    for (const day of ['2026-03-03', '2026-03-06', '2026-03-09'])
      await writeEntry(t, newcomer.userId, { at: `${day}T09:00:00Z`, analysis: { dominant: 'anxiety' } });
    const moodOnly = (await call(newcomer.cookie, 'GET', '/api/learn/recommendations')).json<
      TLearningRecommendation[]
    >();
    expect(moodOnly.length).toBe(3);
    expect(moodOnly[0]!.kind).toBe('mood');
    expect(moodOnly[0]!.reason).toMatch(/anxiety/);
    const free = (await tracks(newcomer.cookie)).find((x) => !x.isPremium)!;
    const anxietyModules = free.modules.filter((m) =>
      m.tags.some((tag) => ['breathing', 'grounding', 'anxiety'].includes(tag)),
    );
    expect(anxietyModules.map((m) => m.id)).toContain(moodOnly[0]!.moduleId);
    // A free member is never sent to a premium module.
    const premiumIds = (await tracks(newcomer.cookie))
      .filter((x) => x.isPremium)
      .flatMap((x) => x.modules.map((m) => m.id));
    for (const r of moodOnly) expect(premiumIds).not.toContain(r.moduleId);

    await call(newcomer.cookie, 'POST', `/api/learn/modules/${free.modules[0]!.id}/complete`);
    const next = (await call(newcomer.cookie, 'GET', '/api/learn/recommendations')).json<
      TLearningRecommendation[]
    >();
    expect(next[0]).toMatchObject({ kind: 'continue', moduleId: free.modules[1]!.id, trackSlug: free.slug });
    expect(next.map((r) => r.moduleId)).not.toContain(free.modules[0]!.id);
    expect(memberId).not.toBe(newcomer.userId);
  });
});
