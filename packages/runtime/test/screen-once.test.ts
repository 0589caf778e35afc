import { screenForCrisis } from '@innerweather/ai/crisis/crisis-screen';
import { lexiconOnly, type EmotionAnalyzer } from '@innerweather/core/journal/analysis-service';
import { createInProcessRunner } from '@innerweather/jobs/in-process-runner';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CRISIS_TEXT,
  createJobsFixture,
  createMemoryLogger,
  eventually,
  type JobsFixture,
  startBullmqJobs,
} from './fixtures.ts';

/**
 * Each fact once: a saved entry goes crisis.screen → analysis.emotion, and the analysis reads the screen's stored
 * result. Counted at the composition root: the real screen and the real lexicon analyzer, each wrapped in a counter.
 */
function counters() {
  const screened: string[] = [];
  const analysed: string[] = [];
  const crisisScreen = (text: string) => {
    screened.push(text);
    return screenForCrisis(text);
  };
  const analyzer: EmotionAnalyzer = {
    analyze: (text) => {
      analysed.push(text);
      return lexiconOnly.analyze(text);
    },
  };
  return { screened, analysed, options: { crisisScreen, analyzer } };
}

async function saveAndAwaitAnalysis(fixture: JobsFixture) {
  const entry = await fixture.services.entries.create(fixture.userId, { content: CRISIS_TEXT });
  expect(entry.analysisStatus).toBe('pending');
  return eventually(
    async () => {
      const state = await fixture.entryState(entry.id);
      return state.analysisStatus === 'complete' ? state : undefined;
    },
    { what: 'the analysis' },
  );
}

describe('one entry is screened once through the job path', () => {
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('embedded (in-process runner): one screen, one analyzer call, the crisis guidance kept', async () => {
    const count = counters();
    const runner = createInProcessRunner({ logger: createMemoryLogger(), backoffScale: 0.001 });
    const fixture = await createJobsFixture({ jobs: runner, ...count.options });
    closers.push(async () => {
      await runner.close();
      await fixture.close();
    });
    runner.start(fixture.services);

    const state = await saveAndAwaitAnalysis(fixture);
    await runner.idle();
    expect(count.screened).toEqual([CRISIS_TEXT]);
    expect(count.analysed).toEqual([CRISIS_TEXT]);
    // The analysis read the screen's crisis tier: never a good moment, and one immediate crisis_support item.
    expect(state.dominantEmotion).not.toBe('joy');
    expect(state.guidance.filter((g) => g.source === 'crisis_screen')).toEqual([
      expect.objectContaining({ urgency: 'immediate', professionalType: 'crisis_support' }),
    ]);
  });

  it.runIf(process.env.REDIS_URL)('services (BullMQ workers): one screen, one analyzer call', async () => {
    const count = counters();
    const jobs = await startBullmqJobs(process.env.REDIS_URL!, count.options);
    closers.push(() => jobs.close());

    const state = await saveAndAwaitAnalysis(jobs.fixture);
    expect(count.screened).toEqual([CRISIS_TEXT]);
    expect(count.analysed).toEqual([CRISIS_TEXT]);
    expect(state.guidance.filter((g) => g.source === 'crisis_screen')).toHaveLength(1);
  });
});
