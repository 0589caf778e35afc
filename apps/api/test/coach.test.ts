import {
  STAND_IN_COACH_ANSWER,
  startOllamaStandIn,
  type TOllamaStandIn,
} from '@innerweather/ai/testing/ollama-stand-in';
import type { AddressInfo } from 'node:net';
import type { TCoachStreamEvent } from '@innerweather/validators/coach';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptorOf, signUp, writeEntry, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The AI coach over REST, in both modes (Postgres + Redis with BullMQ workers, or PGlite with in-process jobs),
 * with a stand-in Ollama that speaks the real chat API and streams its answers.
 */

const NOW = '2026-03-10T12:00:00.000Z';
const CRISIS_QUESTION =
  'I have been thinking about ending my life and I wrote goodbye letters to my family tonight.';

type Json = Record<string, unknown>;

async function call(t: TestApp, user: JournalUser, method: string, url: string, payload?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: res.statusCode, body: res.body ? res.json<Json & Json[]>() : null };
}

const dayBefore = (days: number, hour = 9) =>
  new Date(Date.parse(NOW) - days * 86_400_000 + (hour - 12) * 3_600_000).toISOString();

describe('AI coach with a local model', () => {
  let ollama: TOllamaStandIn;
  let t: TestApp;
  let ada: JournalUser;
  let bob: JournalUser;

  beforeAll(async () => {
    ollama = await startOllamaStandIn({ chunkDelayMs: 20 });
    t = await createTestApp({
      now: NOW,
      runJobs: true,
      env: { ANALYZER: 'auto', OLLAMA_HOST: ollama.url, COACH_ANSWER_TIMEOUT_MS: '30000' },
    });
    ada = await signUp(t);
    bob = await signUp(t);
    // Ada's fortnight: mostly anxious, one entry about sleep. Bob's journal and goal must never reach her prompt.
    for (const days of [1, 2, 3, 5]) {
      await writeEntry(t, ada.userId, {
        at: dayBefore(days),
        content: `Work deadlines again, felt tense all afternoon (${days}).`,
        analysis: { dominant: 'anxiety' },
      });
    }
    await writeEntry(t, ada.userId, {
      at: dayBefore(4),
      content: 'Could not sleep until 3am, my mind kept replaying the meeting.',
      analysis: { dominant: 'sadness' },
    });
    await writeEntry(t, bob.userId, {
      at: dayBefore(1),
      content: 'Bob private entry about the zeppelin hangar.',
      analysis: { dominant: 'joy' },
    });
    await call(t, bob, 'POST', '/api/ai-coach/goals', { title: 'Bob secret goal: tame the zeppelin' });
  });
  afterAll(async () => {
    await t.close();
    await ollama.close();
  });

  it('answers a question with the model, grounded in her pattern and goal and nothing of another user', async () => {
    const goal = await call(t, ada, 'POST', '/api/ai-coach/goals', {
      title: 'Sleep before midnight',
      description: 'Phone out of the bedroom',
      category: 'emotional',
    });
    expect(goal.status).toBe(201);

    const events: TCoachStreamEvent[] = [];
    const unsubscribe = t.runtime.services.events.subscribe(ada.userId, (event) => {
      if (event.kind !== 'entry') events.push(event);
    });
    // With Redis the subscription is confirmed a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = ollama.chatRequests().length;
    const res = await call(t, ada, 'POST', '/api/ai-coach/explore', {
      question: 'What helps me sleep when I keep replaying the day?',
      category: 'general',
    });
    unsubscribe();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      category: 'general',
      question: 'What helps me sleep when I keep replaying the day?',
      response: STAND_IN_COACH_ANSWER,
      source: 'model',
      isHelpful: false,
    });

    const prompts = ollama.chatRequests().slice(before);
    expect(prompts).toHaveLength(1);
    const prompt = prompts[0]!;
    expect(prompt.stream).toBe(true);
    expect(prompt.options?.num_ctx).toBeGreaterThanOrEqual(2048);
    const system = prompt.messages[0]!.content;
    expect(system).toMatch(/never claim to be one/);
    const user = prompt.messages[1]!.content;
    expect(user).toContain('most often dominated by anxiety');
    expect(user).toContain('Sleep before midnight: 0% done');
    expect(user).toContain('Could not sleep until 3am'); // the entry nearest the question
    expect(JSON.stringify(prompt)).not.toMatch(/zeppelin|Bob/);

    // The answer streamed: growing text, then done with the whole answer.
    const partial = events.filter((e) => !e.done && e.id === res.body!.id);
    expect(partial.length).toBeGreaterThan(1);
    expect(STAND_IN_COACH_ANSWER.startsWith(partial[0]!.text)).toBe(true);
    expect(events.at(-1)).toMatchObject({
      id: res.body!.id,
      done: true,
      text: STAND_IN_COACH_ANSWER,
      source: 'model',
    });

    const list = await call(t, ada, 'GET', '/api/ai-coach/conversations');
    expect(list.body).toHaveLength(1);
    expect((await call(t, bob, 'GET', '/api/ai-coach/conversations')).body).toEqual([]);
  });

  it('answers a tRPC question at once, pending, and sends its answer over the event stream', async () => {
    const user = await signUp(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const controller = new AbortController();
    const stream = await fetch(`${base}/trpc/events.stream`, {
      headers: { cookie: user.cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    let received = '';
    const read = async (until: (text: string) => boolean) => {
      while (!until(received)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += new TextDecoder().decode(value);
      }
      return received;
    };
    try {
      await read((text) => text.length > 0); // the connection event: subscribed
      // With Redis the subscription is confirmed a moment later.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const asked = await t.app.inject({
        method: 'POST',
        url: '/trpc/coach.explore',
        headers: { cookie: user.cookie },
        payload: { question: 'How do I wind down after a long day?', category: 'general' },
      });
      expect(asked.statusCode).toBe(200);
      const conversation = asked.json<{ result: { data: Json } }>().result.data;
      // At once: the model is still writing.
      expect(conversation).toMatchObject({ response: null, source: null });

      const text = await read((all) => all.includes('"done":true'));
      expect(text).toContain(`"id":"${String(conversation.id)}"`);
      expect(text).toContain(`"text":${JSON.stringify(STAND_IN_COACH_ANSWER)},"done":true,"source":"model"`);
      const list = await call(t, user, 'GET', '/api/ai-coach/conversations');
      expect(list.body?.[0]).toMatchObject({ id: conversation.id, response: STAND_IN_COACH_ANSWER });
    } finally {
      controller.abort();
    }
  });

  it('refuses bad input with a 400 and a message', async () => {
    const blank = await call(t, ada, 'POST', '/api/ai-coach/explore', {
      question: '   ',
      category: 'general',
    });
    expect(blank.status).toBe(400);
    expect(blank.body!.message).toMatch(/question/i);
    expect((await call(t, ada, 'POST', '/api/ai-coach/goals', { title: '  ' })).status).toBe(400);

    const goal = (await call(t, ada, 'POST', '/api/ai-coach/goals', { title: 'Walk daily' })).body!;
    const checkIn = (body: Json) =>
      call(t, ada, 'POST', `/api/ai-coach/goals/${String(goal.id)}/check-in`, body);
    const good = { progressUpdate: 40, reflection: 'Walked three times', mood: 'positive' };
    for (const bad of [
      { ...good, progressUpdate: 140 },
      { ...good, progressUpdate: 12.5 },
      { ...good, progressUpdate: -1 },
      { ...good, mood: 'ecstatic' },
      { ...good, reflection: '  ' },
    ]) {
      const res = await checkIn(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(String(res.body!.message)).not.toBe('');
    }
    const patch = (targetDate: string) =>
      call(t, ada, 'PATCH', `/api/ai-coach/goals/${String(goal.id)}`, { targetDate });
    const past = await patch('2026-03-09');
    expect(past.status).toBe(400);
    expect(past.body!.message).toMatch(/before today/);
    expect((await patch('next tuesday')).status).toBe(400);
    // Today in her time zone is fine, and a date reads back exactly as sent (PGlite once gave Date objects).
    expect((await patch('2026-03-10')).body).toMatchObject({ targetDate: '2026-03-10' });
    expect((await patch('2026-12-31')).body).toMatchObject({ targetDate: '2026-12-31' });
    const listed = (await call(t, ada, 'GET', '/api/ai-coach/goals')).body as Json[];
    expect(listed.find((g) => g.id === goal.id)).toMatchObject({ targetDate: '2026-12-31' });
  });

  it("answers 404 for another user's conversation, goal and toolkit item", async () => {
    const asked = (
      await call(t, ada, 'POST', '/api/ai-coach/explore', {
        question: 'Tips for setting boundaries with my boss?',
      })
    ).body!;
    const goal = (await call(t, ada, 'POST', '/api/ai-coach/goals', { title: 'Speak up once a week' })).body!;
    const item = (
      await call(t, ada, 'POST', '/api/ai-coach/wellness-toolkit', {
        conversationId: asked.id,
        title: 'Tips for setting boundaries with my boss?',
        category: 'helpful',
        content: String(asked.response),
      })
    ).body!;
    const cases: Array<[string, string, unknown?]> = [
      ['PATCH', `/api/ai-coach/conversations/${String(asked.id)}/helpful`],
      [
        'POST',
        '/api/ai-coach/wellness-toolkit',
        { conversationId: asked.id, title: 'x', category: 'helpful', content: 'x' },
      ],
      ['POST', `/api/ai-coach/wellness-toolkit/${String(item.id)}/open`],
      ['PATCH', `/api/ai-coach/goals/${String(goal.id)}`, { targetDate: '2026-12-01' }],
      [
        'POST',
        `/api/ai-coach/goals/${String(goal.id)}/check-in`,
        { progressUpdate: 10, reflection: 'x', mood: 'neutral' },
      ],
      ['GET', `/api/ai-coach/goals/${String(goal.id)}/check-ins`],
      ['POST', `/api/ai-coach/goals/${String(goal.id)}/complete`],
      ['PATCH', '/api/ai-coach/conversations/00000000-0000-4000-8000-000000000000/helpful'],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(t, bob, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await call(t, bob, 'GET', '/api/ai-coach/wellness-toolkit')).body).toEqual([]);
    expect((await call(t, bob, 'GET', '/api/ai-coach/goals')).body).toHaveLength(1); // his own only
    // Nothing changed for Ada.
    const goals = (await call(t, ada, 'GET', '/api/ai-coach/goals')).body as Json[];
    expect(goals.find((g) => g.id === goal.id)).toMatchObject({ targetDate: null, progress: 0 });
  });

  it('marks helpful one way, saves to the toolkit with the default tag, and counts openings', async () => {
    const asked = (
      await call(t, ada, 'POST', '/api/ai-coach/explore', {
        question: 'Any tips for staying calm before an exam?',
      })
    ).body!;
    const helpful = await t.app.inject({
      method: 'PATCH',
      url: `/api/ai-coach/conversations/${String(asked.id)}/helpful`,
      headers: { cookie: ada.cookie },
    });
    expect(helpful.statusCode).toBe(200);
    expect(helpful.json()).toMatchObject({ id: asked.id, isHelpful: true });
    // Again, or with a body asking otherwise: still helpful.
    const again = await call(t, ada, 'PATCH', `/api/ai-coach/conversations/${String(asked.id)}/helpful`, {
      isHelpful: false,
    });
    expect(again.body).toMatchObject({ isHelpful: true });

    const title = String(asked.question).slice(0, 50);
    const saved = await call(t, ada, 'POST', '/api/ai-coach/wellness-toolkit', {
      conversationId: asked.id,
      title,
      category: 'helpful',
      content: asked.response,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      conversationId: asked.id,
      title,
      category: 'helpful',
      content: asked.response,
      tags: ['coping-strategy'],
      accessCount: 0,
      lastAccessed: null,
    });
    const opened = await call(
      t,
      ada,
      'POST',
      `/api/ai-coach/wellness-toolkit/${String(saved.body!.id)}/open`,
    );
    expect(opened.body).toMatchObject({ accessCount: 1, lastAccessed: NOW });
    const list = (await call(t, ada, 'GET', '/api/ai-coach/wellness-toolkit')).body as Json[];
    expect(list.find((i) => i.id === saved.body!.id)).toMatchObject({ accessCount: 1 });
    const tooLong = await call(t, ada, 'POST', '/api/ai-coach/wellness-toolkit', {
      conversationId: asked.id,
      title: 'x'.repeat(51),
      category: 'helpful',
      content: 'x',
    });
    expect(tooLong.status).toBe(400);
  });

  it("records a check-in, sets the goal's progress, answers it, and lists only active goals", async () => {
    const goal = (await call(t, ada, 'POST', '/api/ai-coach/goals', { title: 'Journal every evening' }))
      .body!;
    const res = await call(t, ada, 'POST', `/api/ai-coach/goals/${String(goal.id)}/check-in`, {
      progressUpdate: 60,
      reflection: 'Wrote five evenings out of seven this week.',
      mood: 'motivated',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      goalId: goal.id,
      progressUpdate: 60,
      reflection: 'Wrote five evenings out of seven this week.',
      mood: 'motivated',
      aiResponse: STAND_IN_COACH_ANSWER,
      source: 'model',
    });
    const prompt = ollama.chatRequests().at(-1)!.messages[1]!.content;
    expect(prompt).toContain('Journal every evening');
    expect(prompt).toContain('Progress now: 60%. Mood: motivated.');

    const goals = (await call(t, ada, 'GET', '/api/ai-coach/goals')).body as Json[];
    expect(goals.find((g) => g.id === goal.id)).toMatchObject({ progress: 60, status: 'active' });
    const checkIns = (await call(t, ada, 'GET', `/api/ai-coach/goals/${String(goal.id)}/check-ins`)).body;
    expect(checkIns).toHaveLength(1);

    // Not done yet: refused, and the goal stays active.
    const early = await call(t, ada, 'POST', `/api/ai-coach/goals/${String(goal.id)}/complete`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      message: 'A goal can be marked complete once its progress reaches 100% (now 60%)',
    });
    const over = await call(t, ada, 'POST', `/api/ai-coach/goals/${String(goal.id)}/check-in`, {
      progressUpdate: 120,
      reflection: 'More than done.',
      mood: 'motivated',
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: 'progressUpdate must be a whole number from 0 to 100' });

    await call(t, ada, 'POST', `/api/ai-coach/goals/${String(goal.id)}/check-in`, {
      progressUpdate: 100,
      reflection: 'Seven evenings out of seven.',
      mood: 'positive',
    });
    const done = await call(t, ada, 'POST', `/api/ai-coach/goals/${String(goal.id)}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: goal.id, status: 'completed', progress: 100 });
    const again = await call(t, ada, 'POST', `/api/ai-coach/goals/${String(goal.id)}/complete`);
    expect(again.body).toMatchObject({ status: 'completed' });
    const after = (await call(t, ada, 'GET', '/api/ai-coach/goals')).body as Json[];
    expect(after.map((g) => g.id)).not.toContain(goal.id);
  });

  it('answers a crisis question with the crisis response and never asks the model', async () => {
    const before = ollama.requests.length;
    const res = await call(t, ada, 'POST', '/api/ai-coach/explore', { question: CRISIS_QUESTION });
    expect(res.status).toBe(201);
    expect(res.body!.source).toBe('crisis');
    expect(res.body!.response).toContain('988');
    expect(res.body!.response).toContain('Samaritans');
    expect(res.body!.response).toMatch(/emergency/);

    const goal = (await call(t, ada, 'POST', '/api/ai-coach/goals', { title: 'Get through the week' })).body!;
    const checkIn = await call(t, ada, 'POST', `/api/ai-coach/goals/${String(goal.id)}/check-in`, {
      progressUpdate: 5,
      reflection: CRISIS_QUESTION,
      mood: 'frustrated',
    });
    expect(checkIn.body).toMatchObject({ source: 'crisis' });
    expect(String(checkIn.body!.aiResponse)).toContain('988');
    // Let any job that should not exist have its chance, then check the model heard nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ollama.requests.length).toBe(before);
    // Both were screened and recorded for review.
    const question = await t.runtime.services.safety.resultFor('coach_question', String(res.body!.id));
    const reflection = await t.runtime.services.safety.resultFor('check_in', String(checkIn.body!.id));
    expect([question?.tier, reflection?.tier]).toEqual(['crisis', 'crisis']);
  });

  it('keeps questions, answers, reflections, goal and toolkit titles encrypted at rest', async () => {
    const dump = async () => {
      const tables = ['coach_conversations', 'goal_check_ins', 'goals', 'toolkit_items'];
      let all = '';
      for (const table of tables) {
        const { rows } = await sql<Json>`select * from ${sql.table(table)}`.execute(t.runtime.db);
        all += JSON.stringify(rows);
      }
      return all;
    };
    const text = await dump();
    for (const words of [
      'replaying the day',
      'model coach suggests',
      'five evenings',
      'Sleep before midnight',
      'boundaries with my boss',
    ]) {
      expect(text).not.toContain(words);
    }
    // …and the app's key opens them.
    const row = await t.runtime.db
      .selectFrom('coachConversations')
      .select('questionEnc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(encryptorOf(t).decrypt(row.questionEnc).length).toBeGreaterThan(5);
  });
});

describe('AI coach without a model', () => {
  let t: TestApp;
  let lexicon: TestApp;
  let slow: TOllamaStandIn;
  let slowApp: TestApp;

  beforeAll(async () => {
    // Ollama down: the port of a stand-in that was started and closed.
    const gone = await startOllamaStandIn();
    const url = gone.url;
    await gone.close();
    t = await createTestApp({ now: NOW, runJobs: true, env: { ANALYZER: 'auto', OLLAMA_HOST: url } });
    lexicon = await createTestApp({ now: NOW, runJobs: true, env: { ANALYZER: 'lexicon' } });
    slow = await startOllamaStandIn({ delayMs: 5_000 });
    slowApp = await createTestApp({
      now: NOW,
      runJobs: true,
      env: { ANALYZER: 'auto', OLLAMA_HOST: slow.url, COACH_ANSWER_TIMEOUT_MS: '400' },
    });
    // Three apps, each with its own embedded database: more than a minute on a loaded 2-core machine.
  }, 180_000);
  afterAll(async () => {
    await Promise.all([t?.close(), lexicon?.close(), slowApp?.close()]);
    await slow.close();
  });

  it('answers from the built-in library, and says so, when Ollama is down', async () => {
    const user = await signUp(t);
    const res = await call(t, user, 'POST', '/api/ai-coach/explore', {
      question: 'I lie awake for hours and cannot fall asleep.',
    });
    expect(res.status).toBe(201);
    expect(res.body!.source).toBe('library');
    expect(res.body!.response).toContain('built-in strategy library');
    expect(res.body!.response).toMatch(/sleep|bed/i);

    const goal = (await call(t, user, 'POST', '/api/ai-coach/goals', { title: 'Read before bed' })).body!;
    const checkIn = await call(t, user, 'POST', `/api/ai-coach/goals/${String(goal.id)}/check-in`, {
      progressUpdate: 30,
      reflection: 'Managed two nights.',
      mood: 'challenged',
    });
    expect(checkIn.body).toMatchObject({ source: 'library', progressUpdate: 30 });
    expect(String(checkIn.body!.aiResponse)).toContain('**30%**');
  });

  it('answers from the library with ANALYZER=lexicon', async () => {
    const user = await signUp(lexicon);
    const res = await call(lexicon, user, 'POST', '/api/ai-coach/explore', {
      question: 'I feel so lonely lately.',
    });
    expect(res.body).toMatchObject({ source: 'library' });
    expect(res.body!.response).toContain('Reach out');
  });

  it('says plainly when a question is outside its reach, and varies the tips when a question comes again', async () => {
    const user = await signUp(lexicon);
    const ask = async (question: string) =>
      String((await call(lexicon, user, 'POST', '/api/ai-coach/explore', { question })).body!.response);
    const france = await ask('What is the capital of France?');
    expect(france).toContain('outside what I can help with');
    expect(france).not.toContain('Here are two things');
    const tips = (text: string) => [...text.matchAll(/\*\*([^*]+)\.\*\*/g)].map((match) => match[1]);
    const first = tips(await ask('How can I sleep better?'));
    const again = tips(await ask('How can I sleep better?'));
    expect(first).toHaveLength(2);
    expect(again[1]).not.toBe(first[1]);
  });

  it('answers from the library when the model is slower than COACH_ANSWER_TIMEOUT_MS, and keeps that answer', async () => {
    const user = await signUp(slowApp);
    const res = await call(slowApp, user, 'POST', '/api/ai-coach/explore', {
      question: 'How do I stop snapping at people?',
    });
    expect(res.body).toMatchObject({ source: 'library' });
    expect(res.body!.response).toContain('built-in strategy library');
    const [listed] = (await call(slowApp, user, 'GET', '/api/ai-coach/conversations')).body as Json[];
    expect(listed).toMatchObject({ id: res.body!.id, source: 'library' });
  });

  it('gives a personal check-in after three sad entries written the same day', async () => {
    const user = await signUp(lexicon);
    for (const hour of [8, 9]) {
      await writeEntry(lexicon, user.userId, { at: dayBefore(0, hour), analysis: { dominant: 'sadness' } });
    }
    expect((await call(lexicon, user, 'GET', '/api/ai-coach/memory-checkin')).body).toEqual({
      hasCheckIn: false,
      message: null,
    });
    await writeEntry(lexicon, user.userId, { at: dayBefore(0, 10), analysis: { dominant: 'sadness' } });
    const checkIn = (await call(lexicon, user, 'GET', '/api/ai-coach/memory-checkin')).body!;
    expect(checkIn.hasCheckIn).toBe(true);
    expect(checkIn.message).toMatch(/sadness|worry|anxiety/);
  });

  it('gives a personal check-in after three sad days, never the same message two days running', async () => {
    const user = await signUp(lexicon);
    const none = await call(lexicon, user, 'GET', '/api/ai-coach/memory-checkin');
    expect(none.body).toEqual({ hasCheckIn: false, message: null });
    for (const [days, dominant] of [
      [1, 'sadness'],
      [2, 'joy'],
      [3, 'anxiety'],
      [4, 'sadness'],
    ] as const) {
      await writeEntry(lexicon, user.userId, { at: dayBefore(days), analysis: { dominant } });
    }
    const first = (await call(lexicon, user, 'GET', '/api/ai-coach/memory-checkin')).body!;
    expect(first.hasCheckIn).toBe(true);
    expect(first.message).toMatch(/sadness|worry|anxiety/);
    expect((await call(lexicon, user, 'GET', '/api/ai-coach/memory-checkin')).body).toEqual(first);
    lexicon.clock.set(new Date(Date.parse(NOW) + 86_400_000));
    try {
      const next = (await call(lexicon, user, 'GET', '/api/ai-coach/memory-checkin')).body!;
      expect(next.hasCheckIn).toBe(true);
      expect(next.message).not.toBe(first.message);
    } finally {
      lexicon.clock.set(NOW);
    }
  });
});

describe('AI coach with a model that answers control characters', () => {
  // What the stand-in model says to each question: the question names its answer.
  const ANSWERS: Record<string, string> = {
    nul: '\u0000\u0000\u0000\u0000',
    controls: '\u0001\u0002\u001b[0m\u0007 \u0008\u000b\u000c\u007f\u009b',
    junk: '\u0000\u0001\u0002\u0003 k \u0004\u0005\u0006\u000e\u000f\u0010\ufffd\ufffd',
    stray: 'Try **slow breathing**\u0000 for a minute.\r\n\tThen \u0007*notice* how you feel.\u001b',
  };
  let ollama: TOllamaStandIn;
  let t: TestApp;
  let user: JournalUser;

  beforeAll(async () => {
    ollama = await startOllamaStandIn({
      respond: (request) => {
        const question = request.messages.at(-1)?.content ?? '';
        const kind = Object.keys(ANSWERS).find((name) => question.includes(`(${name})`));
        return kind ? ANSWERS[kind]! : STAND_IN_COACH_ANSWER;
      },
    });
    t = await createTestApp({
      now: NOW,
      runJobs: true,
      env: { ANALYZER: 'auto', OLLAMA_HOST: ollama.url, COACH_ANSWER_TIMEOUT_MS: '30000' },
    });
    user = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
    await ollama.close();
  });

  const ask = (kind: string) =>
    call(t, user, 'POST', '/api/ai-coach/explore', {
      question: `How do I calm down before a hard conversation? (${kind})`,
    });

  it('answers from the built-in library when the reply is nothing but control characters', async () => {
    for (const kind of ['nul', 'controls', 'junk']) {
      const before = ollama.chatRequests().length;
      const res = await ask(kind);
      expect(ollama.chatRequests().length, kind).toBe(before + 1); // the model was asked
      expect(res.status, kind).toBe(201);
      expect(res.body, kind).toMatchObject({ source: 'library' });
      expect(String(res.body!.response), kind).toContain('built-in strategy library');
    }
    const listed = (await call(t, user, 'GET', '/api/ai-coach/conversations')).body as Json[];
    for (const conversation of listed) {
      expect(conversation.source).toBe('library');
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(String(conversation.response)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
  });

  it('keeps a good reply without its stray control characters, newlines and tabs kept', async () => {
    const res = await ask('stray');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      source: 'model',
      response: 'Try **slow breathing** for a minute.\n\tThen *notice* how you feel.',
    });
    const listed = (await call(t, user, 'GET', '/api/ai-coach/conversations')).body as Json[];
    expect(listed.find((c) => c.id === res.body!.id)).toMatchObject({
      source: 'model',
      response: 'Try **slow breathing** for a minute.\n\tThen *notice* how you feel.',
    });
  });
});
