import { EMOTIONS, type TEmotion } from '@innerweather/validators/journal';
import type { TLearningRecommendation, TModule, TTrack } from '@innerweather/validators/learn';
import { canWatchPremium, type LearnDeps, type Learner, loadTracks } from './tracks.ts';

const RECOMMENDATIONS = 3;
/** An emotion's two-week average at or above this suggests modules for it. */
const NOTABLE = 0.3;

/** Topics (module tags) that help with each difficult emotion, and how the reason reads. */
const TOPICS_FOR: Partial<Record<TEmotion, { topics: string[]; reason: string }>> = {
  anxiety: {
    topics: ['breathing', 'grounding', 'anxiety'],
    reason: 'Your recent entries carry some anxiety: slow breathing and grounding can settle it.',
  },
  sadness: {
    topics: ['self-compassion', 'sleep'],
    reason: 'Your recent entries have felt heavy: kindness to yourself and good rest help most.',
  },
  anger: {
    topics: ['breathing', 'grounding'],
    reason: 'Your recent entries show some frustration: a few slow breaths put space between you and it.',
  },
};

/** The learning area's "Recommended for you". */
export function createLearnRecommendations({ db, emotionPattern }: LearnDeps) {
  return {
    /**
     * Unfinished modules of the tracks a member has started come first, then modules whose topics fit the last
     * two weeks' emotions, then first steps; never a module the member cannot play or has finished.
     */
    async recommendations(learner: Learner): Promise<TLearningRecommendation[]> {
      const [tracks, progress, pattern] = await Promise.all([
        loadTracks(db),
        db
          .selectFrom('moduleProgress')
          .select(['moduleId', 'status', 'updatedAt'])
          .where('userId', '=', learner.id)
          .execute(),
        emotionPattern(learner.id),
      ]);
      const status = new Map(progress.map((p) => [p.moduleId, p]));
      const playable = tracks.filter((t) => !t.isPremium || canWatchPremium(learner));
      const picked: TLearningRecommendation[] = [];
      const chosen = new Set<string>();
      const add = (track: TTrack, module: TModule, kind: TLearningRecommendation['kind'], reason: string) => {
        if (picked.length >= RECOMMENDATIONS || chosen.has(module.id)) return;
        chosen.add(module.id);
        picked.push({
          moduleId: module.id,
          moduleTitle: module.title,
          durationMin: module.durationMin,
          trackId: track.id,
          trackSlug: track.slug,
          trackTitle: track.title,
          kind,
          reason,
        });
      };

      // 1. Started tracks, most recently touched first: the next unfinished module of each.
      const lastTouched = (t: TTrack) =>
        Math.max(0, ...t.modules.map((m) => status.get(m.id)?.updatedAt.getTime() ?? 0));
      const started = playable
        .filter((t) => lastTouched(t) > 0)
        .sort((a, b) => lastTouched(b) - lastTouched(a));
      for (const track of started) {
        const next = track.modules.find((m) => status.get(m.id)?.status !== 'completed');
        if (next) add(track, next, 'continue', `Pick up where you left off in ${track.title}.`);
      }

      // 2. Modules for the emotion that weighed most over the last two weeks.
      const entries = pattern.recent.entries + pattern.earlier.entries;
      if (entries > 0) {
        const average = (e: TEmotion) =>
          (pattern.recent.averages[e] * pattern.recent.entries +
            pattern.earlier.averages[e] * pattern.earlier.entries) /
          entries;
        const heaviest = EMOTIONS.flatMap((emotion) => {
          const fit = TOPICS_FOR[emotion];
          return fit ? [{ fit, value: average(emotion) }] : [];
        })
          .filter((e) => e.value >= NOTABLE)
          .sort((a, b) => b.value - a.value);
        for (const { fit } of heaviest) {
          for (const track of playable)
            for (const module of track.modules)
              if (
                status.get(module.id)?.status !== 'completed' &&
                module.tags.some((t) => fit.topics.includes(t))
              )
                add(track, module, 'mood', fit.reason);
        }
      }

      // 3. First steps of tracks not started yet.
      for (const track of playable) {
        const first = track.modules.find((m) => status.get(m.id)?.status !== 'completed');
        if (first) add(track, first, 'start', `A gentle first step into ${track.title}.`);
      }
      return picked;
    },
  };
}
