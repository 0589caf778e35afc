import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { JournalUser } from './journal-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** The web app's origin, which the import's POST must carry. */
export const ORIGIN = 'http://localhost:3000';

/** GET /api/account/import/:id, as a client polls it. */
export interface ImportState {
  id: string;
  status: string;
  progress: number;
  counts: { found: number; imported: number; duplicates: number; skipped: number };
  errors: Array<{ line: number; message: string }>;
  analysis: { total: number; done: number };
}

/** POST /api/account/import?<query> with the exported file itself as the body, as `curl --data-binary` sends it. */
export const uploadImport = (
  t: TestApp,
  user: JournalUser,
  query: string,
  body: Buffer | string,
  type: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/import?${query}`,
    headers: { cookie: user.cookie, origin: ORIGIN, 'content-type': type },
    payload: body,
  });

export type Call = (
  user: JournalUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

export const ANXIOUS_ENTRY =
  'Anxious and overwhelmed at work by the marigold deadline, worried and could not sleep.';

/**
 * Some of every kind of a user's data, over HTTP: an entry (screened and analysed by the jobs), a coach question,
 * a goal with a check-in, a toolkit item, a completed learning module and preferences.
 */
export async function someOfEverything(call: Call, user: JournalUser) {
  const entry = await call(user, 'POST', '/api/entries', { content: ANXIOUS_ENTRY, category: 'personal' });
  expect(entry.statusCode, entry.body).toBe(201);
  const asked = await call(user, 'POST', '/api/ai-coach/explore', {
    question: 'How do I keep a calm evening?',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const conversationId = asked.json<{ id: string }>().id;
  const goal = await call(user, 'POST', '/api/ai-coach/goals', { title: 'Walk every morning' });
  expect(goal.statusCode, goal.body).toBe(201);
  const goalId = goal.json<{ id: string }>().id;
  const checkIn = await call(user, 'POST', `/api/ai-coach/goals/${goalId}/check-in`, {
    progressUpdate: 40,
    reflection: 'Walked four days out of seven.',
    mood: 'positive',
  });
  expect(checkIn.statusCode, checkIn.body).toBe(201);
  const saved = await call(user, 'POST', '/api/ai-coach/wellness-toolkit', {
    conversationId,
    title: 'Evening wind-down',
    content: 'Dim the lights at nine.',
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const tracks = (await call(user, 'GET', '/api/learn/tracks')).json<
    Array<{ isPremium: boolean; modules: Array<{ id: string; title: string }> }>
  >();
  const firstModule = tracks.find((x) => !x.isPremium)!.modules[0]!;
  expect((await call(user, 'POST', `/api/learn/modules/${firstModule.id}/complete`)).statusCode).toBe(200);
  expect((await call(user, 'PUT', '/api/preferences', { reminderHour: 7 })).statusCode).toBe(200);
  return { entryId: entry.json<{ id: string }>().id, conversationId, goalId, firstModule };
}

/** Reads until `done` says yes, every 50 ms for at most `ms`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  ms = 30_000,
) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

/** Polls GET /api/account/import/:id as a client does, until the import is done or failed. */
export const importFinished = (t: TestApp, user: JournalUser, id: string) =>
  waitFor(
    async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/account/import/${id}`,
          headers: { cookie: user.cookie },
        })
      ).json<ImportState>(),
    (s) => s.status === 'done' || s.status === 'failed',
    'import',
  );
