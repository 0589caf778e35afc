import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { createOllamaChat } from '../ollama/ollama-chat.ts';
import { startOllamaStandIn, type TOllamaStandIn } from '../testing/ollama-stand-in.ts';
import { chooseStrategies } from './choose-strategies.ts';
import { buildCoachMessages, COACH_SYSTEM_PROMPT, type TCoachContext } from './coach-prompt.ts';
import { LIBRARY_NOTE, libraryAnswer, libraryCheckInResponse } from './library-reply.ts';
import { memoryCheckIn, type TMemoryFacts } from './memory-check-in.ts';
import { STRATEGIES, STRATEGY_FAMILIES } from './strategies.ts';

const questions = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../ai-lab/test-data/coach-questions.json'), 'utf8'),
) as Array<{ question: string; acceptable: string[] }>;

describe('built-in strategy library', () => {
  it('holds at least 40 strategies, each with a family, a how-to and a reason, at least two per family', () => {
    expect(STRATEGIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(STRATEGIES.map((s) => s.id)).size).toBe(STRATEGIES.length);
    for (const strategy of STRATEGIES) {
      expect(STRATEGY_FAMILIES).toContain(strategy.family);
      expect(strategy.howTo.length).toBeGreaterThan(40);
      expect(strategy.why.length).toBeGreaterThan(20);
    }
    for (const family of STRATEGY_FAMILIES) {
      expect(STRATEGIES.filter((s) => s.family === family).length, family).toBeGreaterThanOrEqual(2);
    }
  });

  it('chooses an acceptable family first for the written questions (at least 30, at least 90% right)', () => {
    expect(questions.length).toBeGreaterThanOrEqual(30);
    const misses = questions.filter(
      (q) => !q.acceptable.includes(chooseStrategies(q.question, null, 1)[0]!.family),
    );
    expect(misses.map((m) => m.question)).toEqual([]);
  });

  it('falls back on the recent pattern when the question names nothing it knows', () => {
    const vague = 'Any advice for this week?';
    expect(chooseStrategies(vague, { dominantEmotion: 'anxiety', entryCount: 5 })[0]!.family).toBe(
      'breathing',
    );
    expect(chooseStrategies(vague, { dominantEmotion: 'sadness', entryCount: 5 })[0]!.family).toBe(
      'behavioural_activation',
    );
    // A cue in the question outweighs the pattern.
    expect(
      chooseStrategies('I cannot sleep at all', { dominantEmotion: 'anxiety', entryCount: 5 })[0]!.family,
    ).toBe('sleep_hygiene');
  });

  it('says a library answer comes from the built-in library, with different families', () => {
    const answer = libraryAnswer('I feel lonely and I cannot sleep', null);
    expect(answer.text.startsWith(LIBRARY_NOTE)).toBe(true);
    expect(answer.text).toContain('built-in strategy library');
    expect(new Set(answer.strategies.map((s) => s.family)).size).toBe(2);
    const checkIn = libraryCheckInResponse({
      goalTitle: 'Walk daily',
      progressUpdate: 40,
      mood: 'frustrated',
    });
    expect(checkIn).toContain('**40%**');
    expect(checkIn).toContain('built-in strategy library');
  });
});

describe('coach prompt', () => {
  const context: TCoachContext = {
    pattern: {
      entryCount: 6,
      daysWithEntries: 5,
      dominantEmotion: 'anxiety',
      averages: { joy: 10, calm: 20, anxiety: 70, sadness: 30, anger: 5 },
    },
    goals: [{ title: 'Sleep by eleven', description: null, progress: 30, targetDate: '2026-12-01' }],
    entries: [{ date: '2026-11-20', text: 'x'.repeat(10_000) }],
    strategies: chooseStrategies('I cannot sleep', null),
  };

  it('keeps the system prompt whole, carries the pattern and goals, and sizes num_ctx to fit', () => {
    const { messages, numCtx } = buildCoachMessages(
      { kind: 'question', question: 'How do I sleep?' },
      context,
    );
    expect(messages[0]).toEqual({ role: 'system', content: COACH_SYSTEM_PROMPT });
    expect(COACH_SYSTEM_PROMPT).toMatch(/never claim to be one/);
    expect(COACH_SYSTEM_PROMPT).toMatch(/Never diagnose/);
    expect(COACH_SYSTEM_PROMPT).toMatch(/doses/);
    const user = messages[1]!.content;
    expect(user).toContain('anxiety 70%');
    expect(user).toContain('Sleep by eleven: 30% done');
    expect(user).toContain('My question: How do I sleep?');
    // The long excerpt is clipped; the whole prompt plus an answer fits the asked context.
    const total = (COACH_SYSTEM_PROMPT.length + user.length) / 3.5 + 600;
    expect(numCtx).toBeGreaterThanOrEqual(total);
    expect(numCtx % 1024).toBe(0);
  });
});

describe('memory check-in', () => {
  const none: TMemoryFacts = {
    lastDaysWithEntries: [],
    lastEntries: [],
    quietGoal: null,
    brokenStreak: null,
    positivity: null,
  };
  const fresh = { shownYesterday: null, shownToday: null };

  it('speaks after three sad or anxious days of the last five, not after two', () => {
    const three = memoryCheckIn(
      { ...none, lastDaysWithEntries: ['sadness', 'joy', 'anxiety', 'calm', 'sadness'] },
      fresh,
    );
    expect(three.hasCheckIn).toBe(true);
    expect(three.message).toMatch(/sadness|worry|anxiety/);
    expect(
      memoryCheckIn({ ...none, lastDaysWithEntries: ['sadness', 'joy', 'anxiety', 'calm', 'joy'] }, fresh)
        .hasCheckIn,
    ).toBe(false);
  });

  it('speaks after three sad or anxious entries of the last five, even all on one day', () => {
    const oneDay = memoryCheckIn(
      { ...none, lastDaysWithEntries: ['sadness'], lastEntries: ['sadness', 'sadness', 'anxiety'] },
      fresh,
    );
    expect(oneDay.hasCheckIn).toBe(true);
    expect(oneDay.message).toMatch(/sadness|worry|anxiety/);
    expect(
      memoryCheckIn(
        {
          ...none,
          lastDaysWithEntries: ['sadness'],
          lastEntries: ['sadness', 'joy', 'calm', 'joy', 'anxiety'],
        },
        fresh,
      ).hasCheckIn,
    ).toBe(false);
    expect(
      memoryCheckIn(
        { ...none, lastEntries: ['joy', 'calm', 'sadness', 'sadness', 'anxiety', 'sadness'] },
        fresh,
      ).hasCheckIn,
    ).toBe(true);
  });

  it('names a goal left without a check-in for 7 days, a broken streak, a marked improvement', () => {
    expect(memoryCheckIn({ ...none, quietGoal: { title: 'Run 5k', days: 9 } }, fresh).message).toContain(
      'Run 5k',
    );
    expect(memoryCheckIn({ ...none, brokenStreak: 6 }, fresh).message).toContain('6');
    expect(memoryCheckIn({ ...none, positivity: { thisWeek: 80, lastWeek: 30 } }, fresh).hasCheckIn).toBe(
      true,
    );
    expect(memoryCheckIn({ ...none, positivity: { thisWeek: 50, lastWeek: 40 } }, fresh).hasCheckIn).toBe(
      false,
    );
  });

  it("never repeats yesterday's message, and keeps today's", () => {
    const facts: TMemoryFacts = { ...none, lastDaysWithEntries: ['sadness', 'sadness', 'sadness'] };
    const first = memoryCheckIn(facts, fresh);
    const next = memoryCheckIn(facts, { shownYesterday: first.key, shownToday: null });
    expect(next.message).not.toBe(first.message);
    const again = memoryCheckIn(facts, { shownYesterday: first.key, shownToday: next.key });
    expect(again.message).toBe(next.message);
  });
});

describe('Ollama chat (streaming)', () => {
  let ollama: TOllamaStandIn | undefined;
  afterEach(async () => {
    await ollama?.close();
    ollama = undefined;
  });

  it('hands over the text as it arrives and returns the whole answer', async () => {
    ollama = await startOllamaStandIn({ respond: () => 'one two three four' });
    const chat = createOllamaChat({ host: ollama.url, model: 'llama3.2:3b', timeoutMs: 5_000 });
    const seen: string[] = [];
    const text = await chat.stream({
      messages: [{ role: 'user', content: 'hi' }],
      numCtx: 2048,
      onText: (soFar) => void seen.push(soFar),
    });
    expect(text).toBe('one two three four');
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]).toBe('one ');
    expect(ollama.chatRequests()[0]).toMatchObject({ stream: true, options: { num_ctx: 2048 } });
  });

  it('rejects as unreachable when no Ollama answers', async () => {
    ollama = await startOllamaStandIn();
    const url = ollama.url;
    await ollama.close();
    ollama = undefined;
    const chat = createOllamaChat({ host: url, model: 'llama3.2:3b', timeoutMs: 5_000 });
    await expect(
      chat.stream({ messages: [{ role: 'user', content: 'hi' }], numCtx: 2048 }),
    ).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });
});
