import { crisisEvidence, type TCrisisEvidence } from '@innerweather/ai/crisis/crisis-explain';
import { DEFAULT_CRISIS_LINES } from '@innerweather/ai/crisis/crisis-guidance';
import {
  screenForCrisis,
  type TCrisisKind,
  type TCrisisLine,
  type TCrisisScreenResult,
  type TCrisisTier,
} from '@innerweather/ai/crisis/crisis-screen';
import type { Db } from '@innerweather/db/client';
import type { TGuidanceItem } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Encryptor } from '../shared/encryption.ts';
import { DEFAULT_ABUSE_LINES, guidanceForKinds } from './kind-guidance.ts';

export interface SafetyServiceDeps {
  db: Db;
  /** Seals the kinds found: they are read from the writing, so they are stored like it. */
  encryptor: Encryptor;
  /** Crisis lines named in crisis guidance (CRISIS_LINES); the screen's defaults when absent. */
  crisisLines?: readonly TCrisisLine[] | undefined;
  /** The deterministic screen (packages/ai); the composition root may wrap it (a test counts its calls). */
  screenText?: ((text: string) => TCrisisScreenResult) | undefined;
  /** Domestic-abuse lines named when another person is the danger (ABUSE_LINES); defaults when absent. */
  abuseLines?: readonly TCrisisLine[] | undefined;
}

/** What was written: a journal entry, a question to the coach, a goal check-in's reflection. */
export type TSafetySubject = 'entry' | 'coach_question' | 'check_in';
export type TSafetyLayer = 'rules' | 'model' | 'llm';

export interface TSafetyScreenRequest {
  userId: string;
  subject: TSafetySubject;
  /** The id of the entry, conversation or check-in; one result is kept per subject (a later screen updates it). */
  subjectId: string;
  text: string;
}

export interface TSafetyScreen extends Omit<TCrisisScreenResult, 'layer' | 'language'> {
  layer: TSafetyLayer | null;
  /** The written-in-advance crisis_support item to show (immediate for crisis, high for distress), or null. */
  guidance: TGuidanceItem | null;
}

/**
 * The crisis screen for every place a user writes, with a record of what it found (tier, kinds, which layer
 * fired, and why: the rules, risk concepts and strongest features; never the text) in safety_screens. The kinds
 * and the evidence are encrypted; the tier and the layer are not, so screens
 * can be counted for review. A tier is only ever raised: screening the same subject again, or the
 * LLM's opinion, can add risk but never clear it.
 */
export function createSafetyService({
  db,
  encryptor,
  crisisLines,
  abuseLines,
  screenText,
}: SafetyServiceDeps) {
  const lines = crisisLines ?? DEFAULT_CRISIS_LINES;
  const abuse = abuseLines ?? DEFAULT_ABUSE_LINES;
  const screenOne = screenText ?? screenForCrisis;
  const rank = (column: string) =>
    sql`(case ${sql.ref(column)} when 'crisis' then 2 when 'distress' then 1 else 0 end)`;
  const raised = sql`${rank('excluded.tier')} > ${rank('safety_screens.tier')}`;
  const seal = (userId: string, kinds: readonly TCrisisKind[]) =>
    kinds.length > 0 ? encryptor.sealJson(userId, kinds) : null;
  const open = (kindsEnc: string | null) => (kindsEnc ? encryptor.decryptJson<TCrisisKind[]>(kindsEnc) : []);

  async function record(
    request: Omit<TSafetyScreenRequest, 'text'>,
    found: {
      tier: TCrisisTier | null;
      kinds: readonly TCrisisKind[];
      layer: TSafetyLayer | null;
      evidence: TCrisisEvidence | null;
    },
  ): Promise<TSafetyScreen> {
    const row = await db
      .insertInto('safetyScreens')
      .values({
        userId: request.userId,
        subject: request.subject,
        subjectId: request.subjectId,
        tier: found.tier,
        kindsEnc: seal(request.userId, found.kinds),
        evidenceEnc: found.evidence ? encryptor.sealJson(request.userId, found.evidence) : null,
        layer: found.layer,
      })
      .onConflict((oc) =>
        oc.columns(['subject', 'subjectId']).doUpdateSet({
          tier: sql`case when ${raised} then excluded.tier else safety_screens.tier end`,
          layer: sql`case when ${raised} then excluded.layer else safety_screens.layer end`,
          kindsEnc: sql`case when ${raised} then excluded.kinds_enc else safety_screens.kinds_enc end`,
          // The LLM's added tier has no evidence of its own: the screen's stays.
          evidenceEnc: sql`coalesce(case when ${raised} then excluded.evidence_enc end, safety_screens.evidence_enc)`,
          updatedAt: sql`now()`,
        }),
      )
      .returning(['tier', 'kindsEnc', 'layer'])
      .executeTakeFirstOrThrow();
    return toScreen(row);
  }

  function toScreen(row: {
    tier: TCrisisTier | null;
    kindsEnc: string | null;
    layer: TSafetyLayer | null;
  }): TSafetyScreen {
    const kinds = open(row.kindsEnc);
    return {
      isCrisis: row.tier !== null,
      tier: row.tier,
      kinds,
      layer: row.layer,
      guidance: row.tier ? guidanceForKinds(lines, abuse, kinds, row.tier) : null,
    };
  }

  return {
    /** Screens one piece of writing and records the result; the answer is the subject's highest tier so far. */
    async screen(request: TSafetyScreenRequest): Promise<TSafetyScreen> {
      const result = screenOne(request.text);
      const { tier, kinds, layer } = result;
      // Only a screen that fired is explained: a quiet one has nothing to review, and costs nothing more.
      const evidence = tier ? crisisEvidence(request.text, result) : null;
      return record(request, { tier, kinds, layer, evidence });
    },

    /** What the screens of one subject found so far, as `screen` answers it, without screening; null if never. */
    async recorded(subject: TSafetySubject, subjectId: string): Promise<TSafetyScreen | null> {
      const row = await db
        .selectFrom('safetyScreens')
        .select(['tier', 'kindsEnc', 'layer'])
        .where('subject', '=', subject)
        .where('subjectId', '=', subjectId)
        .executeTakeFirst();
      return row ? toScreen(row) : null;
    },

    /** A second opinion (the LLM's risk tier) on a subject already screened: it can raise the tier, never lower it. */
    async raise(
      request: Omit<TSafetyScreenRequest, 'text'>,
      tier: TCrisisTier,
      kinds: readonly TCrisisKind[],
    ): Promise<TSafetyScreen> {
      return record(request, { tier, kinds, layer: 'llm', evidence: null });
    },

    /** The recorded result of one subject, or null when it was never screened. */
    async resultFor(subject: TSafetySubject, subjectId: string) {
      const row = await db
        .selectFrom('safetyScreens')
        .select(['userId', 'tier', 'kindsEnc', 'evidenceEnc', 'layer', 'createdAt', 'updatedAt'])
        .where('subject', '=', subject)
        .where('subjectId', '=', subjectId)
        .executeTakeFirst();
      if (!row) return null;
      const { kindsEnc, evidenceEnc, ...rest } = row;
      const evidence = evidenceEnc ? encryptor.decryptJson<TCrisisEvidence>(evidenceEnc) : null;
      return { ...rest, kinds: open(kindsEnc), evidence };
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
