import { ZEntrySchema, ZTimelinePointSchema } from '@innerweather/validators/journal';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type JournalUser,
  postAwkwardEntry,
  signUp,
  trpcOwnAnswer,
  trpcQuery,
  writeEntry,
} from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The timeline, the entries list and a new entry are answered over REST as JSON text the server wrote itself
 * (packages/api/src/json-text.ts): Postgres writes the timeline, the list and the new entry skip the output check and
 * Fastify's serialiser. Clients must see exactly what they saw before: what the output schema's parse and
 * JSON.stringify made of the same value (fields of the schema only, in its order), with the same status and content
 * type, and the same points and entries that tRPC answers.
 */

let t: TestApp;
let user: JournalUser;

/** What the output check and Fastify's JSON.stringify made of this body's value: its fields, in the schema's order. */
const asChecked = (schema: z.ZodType, body: string) => JSON.stringify(schema.parse(JSON.parse(body)));

function expectJson(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
}

/** The data tRPC's own handler answers for a query (the value, output-checked), as JSON text. */
async function ownData(path: string, input: unknown): Promise<string> {
  const own = await trpcOwnAnswer(
    t,
    user.cookie,
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(own.status, own.body).toBe(200);
  return JSON.stringify((JSON.parse(own.body) as { result: { data: unknown } }).result.data);
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T10:00:00Z' });
  // Auckland is 13 hours ahead in March: 2026-03-09T11:30Z is already the 10th there, 10:30Z still the 9th.
  user = await signUp(t, { timeZone: 'Pacific/Auckland', subscriptionStatus: 'pro' });
  const half = { joy: 0.125, calm: 0.375, anxiety: 0.005, sadness: 0.015, anger: 0.35 };
  await writeEntry(t, user.userId, {
    at: '2026-03-09T11:30:00Z',
    category: 'work',
    analysis: { dominant: 'joy', scores: half, keywords: ['harbour'] },
  });
  await writeEntry(t, user.userId, {
    at: '2026-03-09T10:30:00Z',
    analysis: { dominant: 'calm', scores: { joy: 0.2, calm: 0.6 } },
  });
  await writeEntry(t, user.userId, { at: '2026-02-01T08:00:00Z', analysis: { dominant: 'anger' } });
  await writeEntry(t, user.userId, { at: '2026-03-08T08:00:00Z', content: 'Still waiting for its analysis' });
  await postAwkwardEntry(t, user.cookie);
});
afterAll(() => t.close());

describe('REST answers written as JSON text', () => {
  it('answer the timeline as tRPC does, one point per local day of the user, fields in the documented order', async () => {
    for (const days of [1, 2, 30, 365]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/emotions/timeline?days=${days}`,
        headers: { cookie: user.cookie },
      });
      expectJson(res, 200);
      expect(res.body).toBe(asChecked(z.array(ZTimelinePointSchema), res.body));
      const viaTrpc = await trpcQuery<unknown[]>(t, user.cookie, 'emotions.timeline', { days });
      expect(res.body, `${days} days`).toBe(JSON.stringify(viaTrpc));
      expect(res.body, `${days} days`).toBe(await ownData('emotions.timeline', { days }));
    }
    const year = await t.app.inject({
      url: '/api/emotions/timeline?days=365',
      headers: { cookie: user.cookie },
    });
    expect(year.body).toBe(
      JSON.stringify([
        { date: '2026-02-01', avgJoy: 10, avgCalm: 10, avgAnxiety: 10, avgSadness: 10, avgAnger: 80 },
        { date: '2026-03-09', avgJoy: 20, avgCalm: 60, avgAnxiety: 10, avgSadness: 10, avgAnger: 10 },
        // The 10th holds the analysed entry and the awkward one with its own mood, calm, counted as calm 100 (own mood
        // wins, design.md): joy 12.5/2 → 6, calm (37.5 + 100)/2 → 69; 0.005, 0.015 and 0.35 are stored as reals just
        // under them, so anxiety 0, sadness 1 and anger 17.
        { date: '2026-03-10', avgJoy: 6, avgCalm: 69, avgAnxiety: 0, avgSadness: 1, avgAnger: 17 },
      ]),
    );
    const today = await t.app.inject({
      url: '/api/emotions/timeline?days=1',
      headers: { cookie: user.cookie },
    });
    expect(today.json<Array<{ date: string }>>().map((p) => p.date)).toEqual(['2026-03-10']);
  });

  it('answer an empty timeline as an empty array', async () => {
    const other = await signUp(t);
    const res = await t.app.inject({ url: '/api/emotions/timeline', headers: { cookie: other.cookie } });
    expectJson(res, 200);
    expect(res.body).toBe('[]');
  });

  it('answer the entries list as tRPC does, newest first, for every page and filter', async () => {
    const queries = [
      {},
      { limit: 10 },
      { limit: 2, offset: 1 },
      { offset: 10 },
      { search: 'sea' },
      { tag: 'ünïcode' },
    ];
    for (const query of queries) {
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const res = await t.app.inject({ url: `/api/entries?${qs}`, headers: { cookie: user.cookie } });
      expectJson(res, 200);
      expect(res.body, qs).toBe(asChecked(z.array(ZEntrySchema), res.body));
      const viaTrpc = await trpcQuery<unknown[]>(t, user.cookie, 'entries.newestFirst', query);
      expect(res.body, qs).toBe(JSON.stringify(viaTrpc));
      expect(res.body, qs).toBe(await ownData('entries.newestFirst', query));
    }
    const all = await t.app.inject({ url: '/api/entries', headers: { cookie: user.cookie } });
    expect(all.json<Array<{ createdAt: string }>>().map((e) => e.createdAt.slice(0, 10))).toEqual([
      '2026-03-10',
      '2026-03-09',
      '2026-03-09',
      '2026-03-08',
      '2026-02-01',
    ]);
  });

  it('answer a new entry with 201 as it reads back, fields in the documented order', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie: user.cookie },
      payload: { content: '  Tea, then "rain" on the roof\t ', category: 'personal', tags: ['home'] },
    });
    expectJson(res, 201);
    expect(res.body).toBe(asChecked(ZEntrySchema, res.body));
    const { id } = res.json<{ id: string }>();
    const readBack = await t.app.inject({ url: `/api/entries/${id}`, headers: { cookie: user.cookie } });
    expect(readBack.headers['content-type']).toBe(res.headers['content-type']);
    expect(res.body).toBe(readBack.body);
    expect(res.json()).toMatchObject({ content: 'Tea, then "rain" on the roof', analysisStatus: 'pending' });
  });
});
