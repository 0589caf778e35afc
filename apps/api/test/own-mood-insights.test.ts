import type { TEntry } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs, signUp, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The insights are written from the words; the mood is the user's to choose. What the entry shows must not
 * contradict the chosen mood. The built-in analyzer reads the entries (ANALYZER=lexicon), run here as the worker does.
 */
describe(`insights beside my own mood (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-27T12:00:00.000Z' });
  });
  afterAll(() => t.close());

  const send = <T>(user: JournalUser, method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
    sendAs<T>(t, user, method, url, body);
  const insightsOf = async (user: JournalUser, id: string) => {
    const entry = await send<TEntry>(user, 'GET', `/api/entries/${id}`);
    const listed = (await send<TEntry[]>(user, 'GET', '/api/entries')).find((e) => e.id === id);
    // The Entries list and the entry's own page say the same.
    expect(listed?.emotions[0]?.insights).toEqual(entry.emotions[0]?.insights);
    return entry.emotions[0]?.insights ?? [];
  };
  const calmWords = 'A calm day, coffee on the balcony and no meetings.';

  it('never tells me a day I marked as sadness had a settled, steady feel', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    const { id } = await send<TEntry>(user, 'POST', '/api/entries', { content: calmWords });
    expect(await t.runtime.services.analysis.analyzeEntry(id)).toBe('complete');
    const fromTheWords = await insightsOf(user, id);
    expect(fromTheWords[0]).toMatch(/settled, steady feel/);

    await send(user, 'PATCH', `/api/entries/${id}`, { mood: 'sadness' });
    expect(await insightsOf(user, id)).toEqual([
      'You chose sadness as the mood of this entry.',
      "Read on their own, the words lean towards calm, but words don't always carry how a day really felt.",
    ]);
    // The analysis itself and its keywords stay as read.
    const entry = await send<TEntry>(user, 'GET', `/api/entries/${id}`);
    expect(entry).toMatchObject({ mood: 'sadness', moodSource: 'you' });
    expect(entry.emotions[0]).toMatchObject({ dominantEmotion: 'calm', keywords: ['calm', 'meetings'] });

    // A mood of the same kind as the words (joy on calm words) keeps what the words said, and so does clearing it.
    await send(user, 'PATCH', `/api/entries/${id}`, { mood: 'joy' });
    expect(await insightsOf(user, id)).toEqual(fromTheWords);
    await send(user, 'PATCH', `/api/entries/${id}`, { mood: null });
    expect(await insightsOf(user, id)).toEqual(fromTheWords);
  });

  it('names my joy, not the worry in the words, when I chose it before the analysis arrived', async () => {
    const user = await signUp(t, { timeZone: 'UTC', subscriptionStatus: 'pro' });
    const { id } = await send<TEntry>(user, 'POST', '/api/entries', {
      content: 'So nervous before the interview, my hands were shaking the whole time.',
      mood: 'joy',
    });
    expect(await t.runtime.services.analysis.analyzeEntry(id)).toBe('complete');
    const insights = await insightsOf(user, id);
    expect(insights).toEqual([
      'You chose joy as the mood of this entry.',
      "Read on their own, the words lean towards anxiety, but words don't always carry how a day really felt.",
    ]);
    expect(insights.join(' ')).not.toMatch(/worry|tension/i);
  });
});
