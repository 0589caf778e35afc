import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcQuery } from './journal-fixtures.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await registerUser(t.app));
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE = '\ud800';

describe('an id that is not a UUID answers 404, as another user’s id does', () => {
  it.each([
    ['PATCH', '/api/ai-coach/goals/abc', { targetDate: '2099-01-01' }, 'Goal not found'],
    ['GET', '/api/ai-coach/goals/abc/check-ins', undefined, 'Goal not found'],
    ['POST', '/api/ai-coach/goals/abc/check-in', { progressUpdate: 5, reflection: 'ok' }, 'Goal not found'],
    ['PATCH', '/api/ai-coach/conversations/abc/helpful', {}, 'Conversation not found'],
    ['POST', '/api/ai-coach/wellness-toolkit/abc/open', {}, 'Toolkit item not found'],
    [
      'POST',
      '/api/ai-coach/wellness-toolkit',
      { conversationId: 'x', title: 'A title', content: 'Some content' },
      'Conversation not found',
    ],
    ['DELETE', '/api/entries/abc', undefined, 'Entry not found'],
    ['GET', '/api/learn/tracks/abc/progress', undefined, 'Track not found'],
  ] as const)('%s %s', async (method, url, payload, message) => {
    const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ message, code: 'NOT_FOUND' });
  });

  it('over tRPC as well', async () => {
    await expect(trpcQuery(t, cookie, 'coach.checkIns', { id: 'abc' })).rejects.toThrow(/404/);
  });
});

describe('text no column can hold answers 400 naming the field, in every field and JSON value', () => {
  it('a NUL in a toolkit tag, a lone surrogate in a module tag, a NUL in an upload filename', async () => {
    const admin = cookie; // the first account is the admin
    const tracks = await t.app.inject({
      method: 'GET',
      url: '/api/learn/tracks',
      headers: { cookie: admin },
    });
    const trackId = tracks.json<Array<{ id: string }>>()[0]!.id;
    const moduleRes = await t.app.inject({
      method: 'POST',
      url: '/api/learn/modules',
      headers: { cookie: admin },
      payload: { trackId, title: 'Breathing', summary: 'Slow breaths', tags: ['calm', `x${LONE}`] },
    });
    expect(moduleRes.statusCode, moduleRes.body).toBe(400);
    expect(moduleRes.json()).toMatchObject({
      message: 'tags[1] cannot contain an unpaired surrogate (not valid Unicode)',
      code: 'BAD_REQUEST',
      issues: [{ path: ['tags', '1'] }],
    });

    const toolkit = await t.app.inject({
      method: 'POST',
      url: '/api/ai-coach/wellness-toolkit',
      headers: { cookie },
      payload: {
        conversationId: randomUUID(),
        title: 'A title',
        content: 'Some content',
        tags: [`a${NUL}b`],
      },
    });
    expect(toolkit.statusCode, toolkit.body).toBe(400);
    expect(toolkit.json().message).toBe('tags[0] cannot contain a NUL character');

    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/videos/upload-url',
      headers: { cookie: admin },
      payload: { filename: `clip${NUL}.mp4`, size: 1000 },
    });
    expect(upload.statusCode, upload.body).toBe(400);
    expect(upload.json().message).toBe('filename cannot contain a NUL character');

    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(`ad${NUL}a`)}`,
      headers: { cookie: admin },
    });
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json().message).toBe('search cannot contain a NUL character');
  });

  it('a NUL in a video file name of the playback URL answers 4xx', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/video-url/x.mp4%00.txt',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'file cannot contain a NUL character', code: 'BAD_REQUEST' });
  });
});
