import { createContext } from '@innerweather/api/context';
import { appRouter } from '@innerweather/api/root';
import type { Encryptor } from '@innerweather/core/shared/encryption';
import { encryptGuidanceText } from '@innerweather/core/safety/guidance-service';
import type { TEmotion, TEmotionScores, TEntryCategory } from '@innerweather/validators/journal';
import { loadEncryptor } from '@innerweather/runtime/runtime';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { expect } from 'vitest';
import { registerUser, type TestApp } from './test-app.ts';

/** Hand-built journal data for the journal tests: written straight to the database with chosen times. */

export interface JournalUser {
  userId: string;
  cookie: string;
}

export async function signUp(
  t: TestApp,
  opts: { timeZone?: string; subscriptionStatus?: 'trial' | 'pro' | 'expired' } = {},
): Promise<JournalUser> {
  const { cookie, user } = await registerUser(t.app);
  if (opts.timeZone || opts.subscriptionStatus) {
    await t.runtime.db
      .updateTable('users')
      .set({
        ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
        ...(opts.subscriptionStatus ? { subscriptionStatus: opts.subscriptionStatus } : {}),
      })
      .where('id', '=', user.id)
      .execute();
  }
  return { userId: user.id, cookie };
}

/** The app's own key (the test DATA_DIR's secret.key), to write and read stored values as the app does. */
export const encryptorOf = (t: TestApp): Encryptor => loadEncryptor(t.runtime.env);

interface HandBuiltAnalysis {
  dominant: TEmotion;
  scores?: Partial<TEmotionScores>;
  confidence?: number;
  insights?: string[];
  keywords?: string[];
  analyzer?: 'ollama' | 'lexicon';
}

export interface HandBuiltEntry {
  at: string;
  content?: string;
  category?: TEntryCategory | null;
  analysis?: HandBuiltAnalysis;
}

/** An entry written at `at`, analysed when `analysis` is given (scores default to 0.8 for the dominant emotion). */
export async function writeEntry(t: TestApp, userId: string, entry: HandBuiltEntry): Promise<string> {
  const encryptor = encryptorOf(t);
  const db = t.runtime.db;
  const { id } = await db
    .insertInto('entries')
    .values({
      userId,
      contentEnc: encryptor.encrypt(entry.content ?? `An entry written at ${entry.at}`),
      category: entry.category ?? null,
      createdAt: entry.at,
      analysisStatus: entry.analysis ? 'complete' : 'pending',
      analyzedAt: entry.analysis ? new Date(entry.at) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (entry.analysis) {
    const a = entry.analysis;
    const scores = {
      joy: 0.1,
      calm: 0.1,
      anxiety: 0.1,
      sadness: 0.1,
      anger: 0.1,
      [a.dominant]: 0.8,
      ...a.scores,
    };
    await db
      .insertInto('entryAnalyses')
      .values({
        entryId: id,
        userId,
        ...scores,
        dominantEmotion: a.dominant,
        confidence: a.confidence ?? 0.7,
        detailsEnc: encryptor.encryptJson({
          insights: a.insights ?? ['A first insight.', 'A second insight.'],
          keywords: a.keywords ?? [],
        }),
        analyzer: a.analyzer ?? 'lexicon',
        model: null,
      })
      .execute();
  }
  return id;
}

export async function writeGuidance(
  t: TestApp,
  userId: string,
  entryId: string,
  item: {
    urgency: 'low' | 'medium' | 'high' | 'immediate';
    source?: 'crisis_screen' | 'analyzer';
    concern?: string;
    at?: string;
  },
): Promise<string> {
  const { id } = await t.runtime.db
    .insertInto('guidance')
    .values({
      userId,
      entryId,
      source: item.source ?? 'analyzer',
      detailsEnc: encryptGuidanceText(encryptorOf(t), userId, {
        concern: item.concern ?? `A ${item.urgency} concern`,
        recommendation: 'Talk it through with someone you trust.',
        reasoning: 'The entry mentions this feeling several times.',
      }),
      urgency: item.urgency,
      professionalType: item.urgency === 'immediate' ? 'crisis_support' : 'wellness_coach',
      ...(item.at ? { createdAt: item.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A call answered by tRPC's own fetch handler (the values, output-checked, serialised by tRPC) with the same cookie:
 * the reference the app's own tRPC and REST answers are held to. Its status and body text.
 */
export async function trpcOwnAnswer(
  t: TestApp,
  cookie: string,
  url: string,
): Promise<{ status: number; body: string }> {
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    router: appRouter,
    req: new Request(`http://127.0.0.1:3000${url}`, { headers: { cookie } }),
    createContext: () =>
      createContext({
        services: t.runtime.services,
        auth: t.runtime.auth,
        cookieHeader: cookie,
        clientKey: '127.0.0.1',
        setCookie: () => {},
      }),
  });
  return { status: res.status, body: await res.text() };
}

/** A tRPC query over HTTP, as the web app sends it. */
export async function trpcQuery<T>(t: TestApp, cookie: string, path: string, input: unknown): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  return res.json<{ result: { data: T } }>().result.data;
}

/** An entry posted through the API whose text and tags are awkward to encode (quotes, a new line, non-ASCII). */
export async function postAwkwardEntry(t: TestApp, cookie: string): Promise<void> {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/entries',
    headers: { cookie },
    payload: {
      content: 'A walk by the sea "with" quotes\nand a line',
      tags: ['sea', 'Ünïcode'],
      mood: 'calm',
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
}

/** A REST call as `user`, its JSON answer; any status from 300 up fails the test with the answer's body. */
export async function sendAs<T>(
  t: TestApp,
  user: JournalUser,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: object,
): Promise<T> {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(body ? { payload: body as Record<string, unknown> } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}
