import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './account-fixtures.ts';
import { DAYLIO_CSV } from './import-samples.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The REST API through Stoplight Prism's validating proxy (`prism proxy` on the served /api/openapi.json): every
 * answer the server gives, successes and errors alike, is checked by Prism against the document, and Prism names
 * each difference in its `sl-violations` header. A representative call of every route family, and the error
 * answers 400/401/403/404/409/413/414/415/429, must show 0 response violations, in the mode the environment selects
 * (Postgres and Redis with DATABASE_URL and REDIS_URL, PGlite and in-process jobs without).
 */

interface Violation {
  location?: Array<string | number>;
  severity?: string;
  code?: string | number;
  message?: string;
}
interface Answer {
  status: number;
  body: any;
  /** What Prism found wrong with the request (the test sends invalid ones on purpose). */
  requestViolations: Violation[];
  setCookies: string[];
}

let t: TestApp;
let prism: ChildProcess;
let prismUrl: string;
let calls = 0;
/** Every response violation Prism reported since the last test: each test ends with none. */
const responseViolations: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const require = createRequire(import.meta.url);

function prismBin(): string {
  const packageJson = require.resolve('@stoplight/prism-cli/package.json');
  const { bin } = JSON.parse(readFileSync(packageJson, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(packageJson), bin.prism!);
}

/** Starts `prism proxy` in front of the app and waits until it listens. */
async function startPrism(documentUrl: string, upstream: string): Promise<void> {
  const port = await freePort();
  prism = spawn(
    process.execPath,
    [
      prismBin(),
      'proxy',
      documentUrl,
      upstream,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--cors=false',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout!.on('data', read);
    prism.stderr!.on('data', read);
    prism.once('exit', (code) => reject(new Error(`prism exited with ${code}:\n${output}`)));
  });
  // Keep draining its log so a full pipe never stalls it.
  prism.stdout!.resume();
  prism.stderr!.resume();
  prismUrl = `http://127.0.0.1:${port}`;
}

async function rest(
  method: string,
  path: string,
  options: {
    cookie?: string | null;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  calls += 1;
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${prismUrl}${path}`, { method, headers, body });
  const text = await res.text();
  const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as Violation[];
  for (const v of violations.filter((v) => v.location?.[0] === 'response'))
    responseViolations.push(
      `${method} ${path} → ${res.status}: ${v.location?.join('.')} ${v.message ?? ''} (${v.code ?? ''})`,
    );
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: kept as text */
  }
  return {
    status: res.status,
    body: parsed,
    requestViolations: violations.filter((v) => v.location?.[0] === 'request'),
    setCookies: res.headers.getSetCookie(),
  };
}

const sessionOf = (answer: Answer) => {
  const pair = answer.setCookies.find((c) => c.startsWith('iw_session=') && !c.startsWith('iw_session=;'));
  if (!pair) throw new Error(`no session cookie: ${answer.status} ${JSON.stringify(answer.body)}`);
  return pair.split(';')[0]!;
};

const PASSWORD = 'quiet-harbour-42';
let adminEmail: string;
let admin: string;
let member: string;
let memberEmail: string;

async function signUp(prefix: string) {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await rest('POST', '/api/auth/register', {
    body: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', timeZone: 'Europe/Berlin' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, cookie: sessionOf(res) };
}

beforeAll(async () => {
  // Free accounts may write a few entries a month; this test writes more.
  t = await createTestApp({ runJobs: true, config: { freeEntriesPerMonth: 1000 } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as { port: number };
  const upstream = `http://127.0.0.1:${port}`;
  await startPrism(`${upstream}/api/openapi.json`, upstream);
  // The first account is the admin.
  ({ email: adminEmail, cookie: admin } = await signUp('admin'));
  ({ email: memberEmail, cookie: member } = await signUp('member'));
}, 90_000);

afterAll(async () => {
  prism?.kill();
  await t?.close();
});

afterEach(() => {
  const found = responseViolations.splice(0);
  expect(found, `${found.length} response violations`).toEqual([]);
});

describe('the REST API through Prism’s validating proxy', () => {
  it('serves the document Prism reads and forwards to the app', async () => {
    const user = await rest('GET', '/api/auth/user', { cookie: member });
    expect(user.status).toBe(200);
    expect(user.body.email).toBe(memberEmail);
    expect(user.requestViolations).toEqual([]);
  });

  it('auth: sign-in, a wrong password, profile, forgot and reset password, sign-out', async () => {
    const login = await rest('POST', '/api/auth/login', { body: { email: adminEmail, password: PASSWORD } });
    expect(login.status).toBe(200);
    admin = sessionOf(login);
    const wrong = await rest('POST', '/api/auth/login', {
      body: { email: adminEmail, password: 'not-the-password-1' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'UNAUTHORIZED', issues: [] });
    const anonymous = await rest('GET', '/api/auth/user');
    expect(anonymous.status).toBe(401);
    const profile = await rest('PUT', '/api/auth/user', {
      cookie: member,
      body: { firstName: 'Grace', lastName: 'Hopper', timeZone: 'Europe/Paris' },
    });
    expect(profile.status).toBe(200);
    expect((await rest('POST', '/api/auth/forgot-password', { body: { email: memberEmail } })).status).toBe(
      200,
    );
    const token = await rest('GET', '/api/auth/validate-reset-token/made-up-token');
    expect(token.status).toBe(200);
    expect(token.body).toEqual({ valid: false });
    const reset = await rest('POST', '/api/auth/reset-password', {
      body: { token: 'made-up-token', password: 'another-harbour-43' },
    });
    expect(reset.status).toBe(400);
    const other = await signUp('leaving');
    const logout = await rest('POST', '/api/auth/logout', { cookie: other.cookie });
    expect(logout.status).toBe(200);
    expect((await rest('GET', '/api/auth/user', { cookie: other.cookie })).status).toBe(401);
  });

  it('entries: create, read, list, update, revisions, delete, and their errors', async () => {
    const created = await rest('POST', '/api/entries', {
      cookie: member,
      body: { content: 'A calm walk by the river after work.', category: 'health', tags: ['walk'] },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await rest('GET', `/api/entries/${id}`, { cookie: member })).status).toBe(200);
    const list = await rest('GET', '/api/entries?limit=5&offset=0&search=river&tag=walk', { cookie: member });
    expect(list.status).toBe(200);
    const patched = await rest('PATCH', `/api/entries/${id}`, {
      cookie: member,
      body: { content: 'A calm walk by the river after a long day.', mood: 'calm' },
    });
    expect(patched.status).toBe(200);
    expect((await rest('GET', `/api/entries/${id}/revisions`, { cookie: member })).status).toBe(200);
    expect((await rest('GET', '/api/entries/on-this-day', { cookie: member })).status).toBe(200);
    expect((await rest('GET', '/api/stats', { cookie: member })).status).toBe(200);
    // Another user's entry, a made-up id and an id that is not a UUID are all "not found".
    expect((await rest('GET', `/api/entries/${id}`, { cookie: admin })).status).toBe(404);
    expect((await rest('GET', `/api/entries/${randomUUID()}`, { cookie: member })).status).toBe(404);
    expect((await rest('PATCH', '/api/entries/abc', { cookie: member, body: { mood: 'joy' } })).status).toBe(
      404,
    );
    const invalid = await rest('POST', '/api/entries', { cookie: member, body: { content: 'a\u0000b' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues[0].path).toEqual(['content']);
    const missing = await rest('POST', '/api/entries', { cookie: member, body: { category: 'work' } });
    expect(missing.status).toBe(400);
    // Prism saw the invalid request too: its header is read, not ignored.
    expect(missing.requestViolations.length).toBeGreaterThan(0);
    const malformed = await rest('POST', '/api/entries', { cookie: member, rawBody: '{"content":' });
    expect(malformed.status).toBe(400);
    const key = randomUUID();
    const first = await rest('POST', '/api/entries', {
      cookie: member,
      headers: { 'idempotency-key': key },
      body: { content: 'Once only.' },
    });
    expect(first.status).toBe(201);
    const reused = await rest('POST', '/api/entries', {
      cookie: member,
      headers: { 'idempotency-key': key },
      body: { content: 'Something else entirely.' },
    });
    expect(reused.status).toBe(409);
    const huge = await rest('POST', '/api/entries', {
      cookie: member,
      body: { content: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', issues: [] });
    // A form-like body without an Origin may come from any page: refused.
    const crossSite = await rest('POST', '/api/entries', {
      cookie: member,
      rawBody: 'content=hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(crossSite.status).toBe(403);
    const xml = await rest('POST', '/api/entries', {
      cookie: member,
      rawBody: '<content>hello</content>',
      headers: { 'content-type': 'application/xml', origin: 'http://localhost:3000' },
    });
    expect(xml.status).toBe(415);
    const longId = await rest('GET', `/api/entries/${'a'.repeat(5000)}`, { cookie: member });
    expect(longId.status).toBe(414);
    expect((await rest('DELETE', `/api/entries/${id}`, { cookie: member })).status).toBe(200);
    expect((await rest('DELETE', `/api/entries/${id}`, { cookie: member })).status).toBe(404);
  });

  it('emotions, guidance, recommendations, preferences, notifications, content and support', async () => {
    const entry = await rest('POST', '/api/entries', {
      cookie: member,
      body: { content: 'Anxious about tomorrow, could not sleep, heart racing.' },
    });
    expect(entry.status).toBe(201);
    const id = entry.body.id as string;
    expect((await rest('GET', '/api/emotions/timeline?days=30', { cookie: member })).status).toBe(200);
    const calendar = await rest('GET', '/api/emotions/calendar?from=2026-01-01&to=2026-12-31', {
      cookie: member,
    });
    expect(calendar.status).toBe(200);
    expect((await rest('GET', '/api/emotions/calendar?from=x&to=y', { cookie: member })).status).toBe(400);
    expect((await rest('GET', '/api/emotions/calendar/2026-11-27', { cookie: member })).status).toBe(200);
    expect((await rest('GET', '/api/emotions/calendar/2026-02-30', { cookie: member })).status).toBe(400);
    expect(
      (await rest('GET', `/api/entries/${id}/therapist-recommendations`, { cookie: member })).status,
    ).toBe(200);
    const acknowledge = await rest('PATCH', `/api/therapist-recommendations/${randomUUID()}/acknowledge`, {
      cookie: member,
    });
    expect(acknowledge.status).toBe(404);
    expect((await rest('GET', '/api/recommendations', { cookie: member })).status).toBe(200);
    expect((await rest('GET', '/api/preferences', { cookie: member })).status).toBe(200);
    const preferences = await rest('PUT', '/api/preferences', {
      cookie: member,
      body: { dailyJournalReminder: true, reminderHour: 20 },
    });
    expect(preferences.status).toBe(200);
    expect((await rest('GET', '/api/notifications/schedule', { cookie: member })).status).toBe(200);
    const unsubscribe = await rest('POST', '/api/notifications/unsubscribe', { body: { token: 'forged' } });
    expect(unsubscribe.status).toBe(400);
    expect((await rest('GET', '/api/content', { cookie: member })).status).toBe(200);
    expect((await rest('GET', '/api/support/crisis-lines', { cookie: member })).status).toBe(200);
    expect((await rest('GET', '/api/plans', { cookie: member })).status).toBe(200);
  });

  it('coach: a question, helpfulness, the toolkit, goals and check-ins', async () => {
    const explored = await rest('POST', '/api/ai-coach/explore', {
      cookie: member,
      body: { question: 'How can I calm down before a hard meeting?' },
    });
    expect(explored.status).toBe(201);
    const conversationId = (explored.body.id ?? explored.body.conversationId) as string;
    expect((await rest('GET', '/api/ai-coach/conversations', { cookie: member })).status).toBe(200);
    const helpful = await rest('PATCH', `/api/ai-coach/conversations/${conversationId}/helpful`, {
      cookie: member,
    });
    expect(helpful.status).toBe(200);
    const saved = await rest('POST', '/api/ai-coach/wellness-toolkit', {
      cookie: member,
      body: {
        conversationId,
        title: 'Before meetings',
        content: 'Breathe out longer than in.',
        tags: ['work'],
      },
    });
    expect(saved.status).toBe(201);
    expect((await rest('GET', '/api/ai-coach/wellness-toolkit', { cookie: member })).status).toBe(200);
    expect(
      (await rest('POST', `/api/ai-coach/wellness-toolkit/${saved.body.id}/open`, { cookie: member })).status,
    ).toBe(200);
    const notMine = await rest('POST', '/api/ai-coach/wellness-toolkit', {
      cookie: admin,
      body: { conversationId, title: 'Not mine', content: 'x' },
    });
    expect(notMine.status).toBe(404);
    const goal = await rest('POST', '/api/ai-coach/goals', {
      cookie: member,
      body: { title: 'Sleep before midnight', description: null, category: 'emotional' },
    });
    expect(goal.status).toBe(201);
    expect((await rest('GET', '/api/ai-coach/goals', { cookie: member })).status).toBe(200);
    const target = await rest('PATCH', `/api/ai-coach/goals/${goal.body.id}`, {
      cookie: member,
      body: { targetDate: '2027-01-31' },
    });
    expect(target.status).toBe(200);
    const checkIn = await rest('POST', `/api/ai-coach/goals/${goal.body.id}/check-in`, {
      cookie: member,
      body: { progressUpdate: 40, reflection: 'Three nights of five.', mood: 'positive' },
    });
    expect(checkIn.status).toBe(201);
    expect(
      (await rest('GET', `/api/ai-coach/goals/${goal.body.id}/check-ins`, { cookie: member })).status,
    ).toBe(200);
    expect((await rest('GET', '/api/ai-coach/goals/abc/check-ins', { cookie: member })).status).toBe(404);
    const early = await rest('POST', `/api/ai-coach/goals/${goal.body.id}/complete`, { cookie: member });
    expect(early.status).toBe(409);
    await rest('POST', `/api/ai-coach/goals/${goal.body.id}/check-in`, {
      cookie: member,
      body: { progressUpdate: 100, reflection: 'Every night this week.', mood: 'motivated' },
    });
    const done = await rest('POST', `/api/ai-coach/goals/${goal.body.id}/complete`, { cookie: member });
    expect(done.status).toBe(200);
    expect((await rest('GET', '/api/ai-coach/memory-checkin', { cookie: member })).status).toBe(200);
  });

  it('learn: tracks and modules by the admin, progress by a member, 403 for a member', async () => {
    const track = await rest('POST', '/api/learn/tracks', {
      cookie: admin,
      body: {
        title: 'Anchors for hard days',
        description: 'Three small practices.',
        slug: `anchors-${randomUUID().slice(0, 8)}`,
        category: 'Stress',
        learningObjectives: 'Know three anchors.',
      },
    });
    expect(track.status).toBe(201);
    const trackId = track.body.id as string;
    const duplicate = await rest('POST', '/api/learn/tracks', {
      cookie: admin,
      body: {
        title: 'Again',
        description: 'Again.',
        slug: track.body.slug,
        category: 'Stress',
        learningObjectives: 'Again.',
      },
    });
    expect(duplicate.status).toBe(409);
    const module = await rest('POST', '/api/learn/modules', {
      cookie: admin,
      body: { trackId, title: 'Box breathing', summary: 'Four counts in, hold, out, hold.' },
    });
    expect(module.status).toBe(201);
    const moduleId = module.body.id as string;
    expect(
      (
        await rest('PUT', `/api/learn/modules/${moduleId}`, {
          cookie: admin,
          body: { summary: 'Four counts each.' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await rest('PUT', `/api/learn/tracks/${trackId}/reorder-modules`, {
          cookie: admin,
          body: { moduleIds: [moduleId] },
        })
      ).status,
    ).toBe(200);
    expect((await rest('GET', '/api/learn/tracks', { cookie: member })).status).toBe(200);
    expect((await rest('GET', `/api/learn/tracks/${trackId}/progress`, { cookie: member })).status).toBe(200);
    expect(
      (
        await rest('POST', `/api/learn/modules/${moduleId}/watch-time`, {
          cookie: member,
          body: { seconds: 30 },
        })
      ).status,
    ).toBe(200);
    expect((await rest('POST', `/api/learn/modules/${moduleId}/complete`, { cookie: member })).status).toBe(
      200,
    );
    expect((await rest('GET', '/api/learn/stats', { cookie: member })).status).toBe(200);
    expect((await rest('GET', '/api/learn/recommendations', { cookie: member })).status).toBe(200);
    const forbidden = await rest('POST', '/api/learn/modules', {
      cookie: member,
      body: { trackId, title: 'Mine', summary: 'Mine.' },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'FORBIDDEN', issues: [] });
    expect((await rest('DELETE', `/api/learn/modules/${moduleId}`, { cookie: admin })).status).toBe(200);
    expect((await rest('DELETE', `/api/learn/tracks/${trackId}`, { cookie: admin })).status).toBe(200);
    expect((await rest('GET', '/api/video-url/nothing.mp4', { cookie: member })).status).toBe(404);
    const upload = await rest('POST', '/api/videos/upload-url', {
      cookie: admin,
      body: { filename: 'clip.mp4', size: 1000 },
    });
    expect(upload.status).toBe(200);
    const tooBig = await rest('POST', '/api/videos/upload-url', {
      cookie: admin,
      body: { filename: 'clip.mp4', size: 50 * 1024 * 1024 * 1024 },
    });
    expect(tooBig.status).toBe(413);
  });

  it('admin: users, invitations, content, stats and the audit log; 403 for a member', async () => {
    expect((await rest('GET', '/api/admin/users?search=member', { cookie: admin })).status).toBe(200);
    expect((await rest('GET', '/api/admin/users', { cookie: member })).status).toBe(403);
    const invited = await rest('POST', '/api/admin/users', {
      cookie: admin,
      body: {
        email: `invited-${randomUUID().slice(0, 8)}@example.com`,
        firstName: 'Ida',
        lastName: 'Rhodes',
      },
    });
    expect(invited.status).toBe(201);
    const userId = (invited.body.user?.id ?? invited.body.id) as string;
    const again = await rest('POST', '/api/admin/users', {
      cookie: admin,
      body: { email: memberEmail },
    });
    expect(again.status).toBe(409);
    expect((await rest('POST', `/api/admin/users/${userId}/invitation`, { cookie: admin })).status).toBe(200);
    expect(
      (
        await rest('PUT', `/api/admin/users/${userId}`, {
          cookie: admin,
          body: { subscriptionStatus: 'pro' },
        })
      ).status,
    ).toBe(200);
    expect((await rest('PUT', `/api/admin/users/${randomUUID()}`, { cookie: admin, body: {} })).status).toBe(
      404,
    );
    expect((await rest('GET', '/api/admin/stats', { cookie: admin })).status).toBe(200);
    expect((await rest('GET', '/api/admin/content', { cookie: admin })).status).toBe(200);
    const content = await rest('PUT', '/api/admin/content/home/welcome', {
      cookie: admin,
      body: { value: 'Welcome back.', valueType: 'text' },
    });
    expect(content.status).toBe(200);
    expect((await rest('GET', '/api/admin/logs?page=1&limit=25', { cookie: admin })).status).toBe(200);
    expect((await rest('DELETE', `/api/admin/users/${userId}`, { cookie: admin })).status).toBe(200);
  });

  it('account: an export is queued and read; an unknown import is not found', async () => {
    const queued = await rest('POST', '/api/account/export', { cookie: member });
    expect(queued.status).toBe(202);
    const read = await rest('GET', `/api/account/export/${queued.body.id}`, { cookie: member });
    expect(read.status).toBe(200);
    expect((await rest('GET', `/api/account/export/${queued.body.id}`, { cookie: admin })).status).toBe(404);
    expect((await rest('GET', `/api/account/import/${randomUUID()}`, { cookie: member })).status).toBe(404);
  });

  it('account files: an import previewed and queued, an export downloaded, as the document says', async () => {
    const upload = (query: string, headers: Record<string, string>) =>
      rest('POST', `/api/account/import?${query}`, {
        cookie: member,
        rawBody: DAYLIO_CSV,
        headers: { 'content-type': 'text/csv', ...headers },
      });
    const origin = { origin: 'http://localhost:3000' };
    const refused = await upload('source=daylio', {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Origin');
    const preview = await upload('source=daylio&dryRun=true', origin);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, counts: { imported: 0 } });
    const queued = await upload('source=daylio', origin);
    expect(queued.status).toBe(202);
    expect((await upload('source=nowhere', origin)).status).toBe(400);

    const exported = await rest('POST', '/api/account/export', { cookie: member });
    const ready = await waitFor(
      async () => (await rest('GET', `/api/account/export/${exported.body.id}`, { cookie: member })).body,
      (e: { status: string; downloadUrl: string }) => e.status === 'ready',
      'export',
    );
    const link = new URL(ready.downloadUrl);
    const download = await rest('GET', `${link.pathname}${link.search}`, { cookie: member });
    expect(download.status).toBe(200);
    expect((await rest('GET', `${link.pathname}${link.search}`, { cookie: admin })).status).toBe(403);

    // The therapist's document and a Daylio preview with a mapping of its renamed moods.
    const shared = await rest('POST', '/api/account/export', {
      cookie: member,
      body: { contents: 'shareable' },
    });
    expect(shared.status).toBe(202);
    const sharedReady = await waitFor(
      async () => (await rest('GET', `/api/account/export/${shared.body.id}`, { cookie: member })).body,
      (e: { status: string; downloadUrl: string }) => e.status === 'ready',
      'shareable export',
    );
    const sharedLink = new URL(sharedReady.downloadUrl);
    expect((await rest('GET', `${sharedLink.pathname}${sharedLink.search}`, { cookie: member })).status).toBe(
      200,
    );
    const renamed =
      'full_date,date,weekday,time,mood,activities,note_title,note\n2022-01-01,January 1,Saturday,10:00,Ecstatic,,,Brunch.\n';
    const mapped = await rest(
      'POST',
      `/api/account/import?source=daylio&dryRun=true&moodMap=${encodeURIComponent('{"Ecstatic":"joy"}')}`,
      { cookie: member, rawBody: renamed, headers: { 'content-type': 'text/csv', ...origin } },
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.unmappedMoods).toEqual([]);
    const badMap = await rest('POST', '/api/account/import?source=daylio&dryRun=true&moodMap=%7B', {
      cookie: member,
      rawBody: renamed,
      headers: { 'content-type': 'text/csv', ...origin },
    });
    expect(badMap.status).toBe(400);
  });

  it('limits: the sixth reset request in an hour answers 429 with how long to wait', async () => {
    let last: Answer | undefined;
    for (let i = 0; i < 6; i++)
      last = await rest('POST', '/api/auth/forgot-password', { body: { email: memberEmail } });
    expect(last!.status).toBe(429);
    expect(last!.body.message).toMatch(/Please try again in \d+ minutes?\./);
  });
});

afterAll(() => {
  console.log(`${calls} REST calls through prism proxy`);
});
