import type { Db } from '@innerweather/db/client';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEphemeralEncryptor } from '../shared/encryption.ts';
import { createSafetyService } from './safety-service.ts';

let testDb: TestDatabase;
let db: Db;
let userId: string;
const encryptor = createEphemeralEncryptor();
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  const user = await db
    .insertInto('users')
    .values({
      email: 'safety@example.com',
      passwordHash: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});
afterAll(() => testDb.destroy());

const CRISIS = 'I have been thinking about ending my life and I wrote goodbye letters to my family tonight.';
const ORDINARY = 'Lovely walk by the river with my sister, then soup and an early night.';

describe('safety service', () => {
  it('records why it fired (rules, concepts, strongest features, language), sealed like the kinds', async () => {
    const safety = createSafetyService({ db, encryptor });
    const subjectId = randomUUID();
    await safety.screen({ userId, subject: 'entry', subjectId, text: CRISIS });
    const row = await db
      .selectFrom('safetyScreens')
      .select('evidenceEnc')
      .where('subjectId', '=', subjectId)
      .executeTakeFirstOrThrow();
    expect(row.evidenceEnc).toEqual(expect.any(String));
    expect(row.evidenceEnc).not.toMatch(/wish_to_die|intent_or_plan|concepts|features|goodbye|letters/);
    const evidence = (await safety.resultFor('entry', subjectId))?.evidence;
    expect(evidence).toEqual(encryptor.decryptJson(row.evidenceEnc ?? ''));
    expect(evidence).toMatchObject({
      language: 'en',
      concepts: expect.arrayContaining(['wish_to_die', 'goodbye']) as unknown,
    });
    expect(evidence?.features[0]).toEqual({
      feature: expect.any(String) as unknown,
      weight: expect.any(Number) as unknown,
    });
    // The LLM's added tier keeps the screen's evidence.
    await safety.raise({ userId, subject: 'entry', subjectId }, 'crisis', []);
    expect((await safety.resultFor('entry', subjectId))?.evidence).toEqual(evidence);
  });

  it('records no evidence for a quiet screen', async () => {
    const safety = createSafetyService({ db, encryptor });
    const subjectId = randomUUID();
    await safety.screen({ userId, subject: 'entry', subjectId, text: ORDINARY });
    expect(await safety.resultFor('entry', subjectId)).toMatchObject({ tier: null, evidence: null });
  });

  it('screens a coach question, answers with immediate crisis_support guidance and records no text', async () => {
    const safety = createSafetyService({ db, encryptor });
    const subjectId = randomUUID();

    const found = await safety.screen({ userId, subject: 'coach_question', subjectId, text: CRISIS });

    expect(found).toMatchObject({ isCrisis: true, tier: 'crisis' });
    expect(found.kinds.length).toBeGreaterThan(0);
    expect(found.guidance).toMatchObject({ urgency: 'immediate', professionalType: 'crisis_support' });
    const row = await db
      .selectFrom('safetyScreens')
      .selectAll()
      .where('subjectId', '=', subjectId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userId, subject: 'coach_question', tier: 'crisis' });
    expect(['rules', 'model']).toContain(row.layer);
    expect(encryptor.decryptJson(row.kindsEnc!)).toEqual(found.kinds);
    // Neither the text nor what the screen read in it is stored in clear.
    expect(JSON.stringify(row)).not.toMatch(/goodbye|ideation|intent|self_harm|danger/);
    expect(await safety.resultFor('coach_question', subjectId)).toMatchObject({
      tier: 'crisis',
      kinds: found.kinds,
    });
  });

  it('records a quiet screen of a check-in as no tier, with no guidance', async () => {
    const safety = createSafetyService({ db, encryptor });
    const subjectId = randomUUID();

    const found = await safety.screen({ userId, subject: 'check_in', subjectId, text: ORDINARY });

    expect(found).toMatchObject({ isCrisis: false, tier: null, kinds: [], layer: null, guidance: null });
    expect(await safety.resultFor('check_in', subjectId)).toMatchObject({
      tier: null,
      kinds: [],
      layer: null,
    });
  });

  it('lets a second opinion raise the tier but never lower it', async () => {
    const safety = createSafetyService({ db, encryptor });
    const subjectId = randomUUID();
    await safety.screen({ userId, subject: 'entry', subjectId, text: ORDINARY });

    const raised = await safety.raise({ userId, subject: 'entry', subjectId }, 'crisis', ['self_harm']);
    expect(raised).toMatchObject({ tier: 'crisis', kinds: ['self_harm'], layer: 'llm' });
    expect(raised.guidance?.urgency).toBe('immediate');

    const again = await safety.screen({ userId, subject: 'entry', subjectId, text: ORDINARY });
    expect(again).toMatchObject({ isCrisis: true, tier: 'crisis', layer: 'llm' });
  });
});
