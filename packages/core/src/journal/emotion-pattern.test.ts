import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TOllamaChat, TOllamaChatRequest } from '@innerweather/ai/ollama/ollama-chat';
import { createLucia } from '@innerweather/auth/lucia';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import { createMailer } from '@innerweather/email/mailer';
import type { TEmotion } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoStore } from '../learn/video-store.ts';
import { createServices, type Services } from '../services.ts';
import { fixedClock } from '../shared/clock.ts';
import { createEphemeralEncryptor } from '../shared/encryption.ts';
import { createMemoryRateLimiter } from '../shared/rate-limiter.ts';

/**
 * Recommendations, the coach and the mood pattern e-mail read one emotionPattern, by the user's local days. A user
 * in Auckland (UTC+13 in March) writes near local midnight: a joyful entry at 23:50 on the last day of the earlier
 * week, a sad one at 00:10 on the first day of this week, and one at 23:50 just before the fortnight began. A
 * rolling 7 × 24 h window from "now" (20:00 local) would count the 23:50 entry in this week and the oldest in the
 * fortnight; by local days all three readers see 2 joyful entries last week and 2 sad ones this week.
 */
let testDb: TestDatabase;
let services: Services;
let outboxDir: string;
const prompts: TOllamaChatRequest[] = [];
const encryptor = createEphemeralEncryptor();
// 20:00 on Tuesday 10 March 2026 in Auckland.
const clock = fixedClock('2026-03-10T07:00:00Z');

/** Stands in for Ollama (which cannot run here): keeps the prompt the coach sends it. */
const coachModel: TOllamaChat = {
  model: 'stand-in',
  stream: (request) => {
    prompts.push(request);
    return Promise.resolve('A short answer.');
  },
};

/** This journal has no videos: the store packages/runtime gives the learning area is never called here. */
const unused = () => Promise.reject(new Error('no videos in this test'));
const noVideos: VideoStore = {
  maxBytes: 0,
  createUploadLink: unused,
  receiveUpload: unused,
  playbackPath: unused,
  openForPlayback: unused,
  remove: unused,
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  outboxDir = mkdtempSync(join(tmpdir(), 'iw-pattern-'));
  services = createServices({
    db: testDb.db,
    auth: createLucia(testDb.db, { secureCookies: false }),
    mailer: createMailer({ from: 'Innerweather <no-reply@example.com>', outboxDir }),
    clock,
    rateLimiter: createMemoryRateLimiter(),
    encryptor,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    config: { appUrl: 'http://localhost:3000', freeEntriesPerMonth: 0 },
    // coach.answer is "queued"; the test runs the job's step itself below.
    jobs: { dispatch: () => Promise.resolve(true) },
    coachModel,
    videos: noVideos,
  });
});
afterAll(async () => {
  await testDb.destroy();
  rmSync(outboxDir, { recursive: true, force: true });
});

const JOYFUL = { joy: 0.8, calm: 0.4, anxiety: 0.05, sadness: 0.05, anger: 0.02 };
const SAD = { joy: 0.1, calm: 0.1, anxiety: 0.2, sadness: 0.7, anger: 0.05 };

async function write(userId: string, at: string, dominantEmotion: TEmotion) {
  const db = testDb.db;
  const { id } = await db
    .insertInto('entries')
    .values({
      userId,
      contentEnc: encryptor.encrypt(`Written at ${at}`),
      createdAt: at,
      analysisStatus: 'complete',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('entryAnalyses')
    .values({
      entryId: id,
      userId,
      ...(dominantEmotion === 'joy' ? JOYFUL : SAD),
      dominantEmotion,
      confidence: 0.7,
      detailsEnc: encryptor.encryptJson({ insights: [], keywords: [] }),
      analyzer: 'lexicon',
      model: null,
    })
    .execute();
  return id;
}

describe('one emotion pattern across a time-zone boundary', () => {
  it('recommendations, the coach and the mood pattern check agree on the local weeks', async () => {
    const { id: userId } = await testDb.db
      .insertInto('users')
      .values({
        email: `auckland-${crypto.randomUUID()}@example.com`,
        passwordHash: null,
        timeZone: 'Pacific/Auckland',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await write(userId, '2026-02-24T10:50:00Z', 'joy'); // 23:50 on 24 Feb, local: before the fortnight
    await write(userId, '2026-02-28T23:00:00Z', 'joy'); // noon on 1 Mar: last week
    await write(userId, '2026-03-03T10:50:00Z', 'joy'); // 23:50 on 3 Mar: last week's last minutes
    await write(userId, '2026-03-03T11:10:00Z', 'sadness'); // 00:10 on 4 Mar: this week
    const latest = await write(userId, '2026-03-07T23:00:00Z', 'sadness'); // noon on 8 Mar

    const pattern = await services.emotionPattern(userId, 14);
    expect(pattern.today).toBe('2026-03-10');
    expect(pattern.earlier).toMatchObject({ entries: 2, dominantCounts: { joy: 2, sadness: 0 } });
    expect(pattern.recent).toMatchObject({ entries: 2, dominantCounts: { joy: 0, sadness: 2 } });

    // Recommendations: joy and calm averaged (0.8 + 0.4) / 2 last week, (0.1 + 0.1) / 2 this week.
    const recommendations = await services.recommendations.list(userId);
    expect(recommendations.map((r) => r.reasoning)).toContain(
      'Your average joy and calm fell from 60% in the week before to 10% in the past 7 days.',
    );

    // The coach's prompt: the same four entries on four local days of the fortnight.
    const asked = await services.coach.ask(userId, {
      question: 'How have my weeks been?',
      category: 'general',
    });
    await services.coach.answerConversation(asked.id);
    const prompt = prompts.flatMap((p) => p.messages.map((m) => m.content)).join('\n');
    expect(prompt).toContain('4 analysed entries on 4 of the last 14 days');

    // The mood pattern e-mail: all positive last week, none this week.
    expect(await services.notifications.checkMoodPattern(userId, latest)).toBe('sent');
    await services.mailOutbox.sweep();
    const mail = readdirSync(outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(outboxDir, f), 'utf8').replace(/=\r?\n/g, ''))
      .join('\n');
    expect(mail).toContain('went from 100% last week to 0% this week');
  });
});
