import {
  MAX_WATCH_REPORT_SECONDS,
  type TLearningStats,
  type TTrackProgress,
} from '@innerweather/validators/learn';
import { forbidden, notFound } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';
import { canWatchPremium, type LearnDeps, type Learner, moduleWithTrack, PREMIUM_MESSAGE } from './tracks.ts';

/** Each member's progress: watch time, completed modules, per-track figures. */
export function createProgress({ db, clock }: LearnDeps) {
  return {
    async stats(userId: string): Promise<TLearningStats> {
      const [totals, tracks] = await Promise.all([
        db
          .selectFrom('moduleProgress')
          .select((eb) => [
            eb.fn.countAll<string>().filterWhere('status', '=', 'completed').as('completed'),
            eb.fn.countAll<string>().filterWhere('status', '=', 'in_progress').as('inProgress'),
            eb.fn.coalesce(eb.fn.sum<string>('watchSeconds'), eb.lit(0)).as('watchSeconds'),
          ])
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('moduleProgress as p')
          .innerJoin('learningModules as m', 'm.id', 'p.moduleId')
          .select((eb) => ['m.trackId', eb.fn.countAll<string>().as('completed')])
          .where('p.userId', '=', userId)
          .where('p.status', '=', 'completed')
          .groupBy('m.trackId')
          .execute(),
      ]);
      return {
        completedModules: Number(totals.completed),
        inProgressModules: Number(totals.inProgress),
        totalWatchTime: Number(totals.watchSeconds),
        tracks: tracks.map((t) => ({ trackId: t.trackId, completedModules: Number(t.completed) })),
      };
    },

    async trackProgress(userId: string, trackId: string): Promise<TTrackProgress> {
      if (!isUuid(trackId)) throw notFound('Track');
      const track = await db
        .selectFrom('learningTracks')
        .select('id')
        .where('id', '=', trackId)
        .where('isActive', '=', true)
        .executeTakeFirst();
      if (!track) throw notFound('Track');
      const rows = await db
        .selectFrom('moduleProgress as p')
        .innerJoin('learningModules as m', 'm.id', 'p.moduleId')
        .select('p.moduleId')
        .where('p.userId', '=', userId)
        .where('m.trackId', '=', trackId)
        .where('p.status', '=', 'completed')
        .orderBy('m.sortOrder')
        .execute();
      return { trackId, completedModules: rows.map((r) => r.moduleId) };
    },

    /** Adds watched seconds (the player reports in batches); a module being watched is in progress. */
    async recordWatchTime(learner: Learner, moduleId: string, seconds: number) {
      const module = await moduleWithTrack(db, moduleId);
      if (module.isPremium && !canWatchPremium(learner)) throw forbidden(PREMIUM_MESSAGE);
      const added = Math.max(0, Math.min(Math.round(seconds), MAX_WATCH_REPORT_SECONDS));
      const row = await db
        .insertInto('moduleProgress')
        .values({
          userId: learner.id,
          moduleId,
          status: 'in_progress',
          watchSeconds: added,
          updatedAt: clock.now(),
        })
        .onConflict((oc) =>
          oc.columns(['userId', 'moduleId']).doUpdateSet((eb) => ({
            watchSeconds: eb('moduleProgress.watchSeconds', '+', added),
            updatedAt: clock.now(),
          })),
        )
        .returning(['status', 'watchSeconds'])
        .executeTakeFirstOrThrow();
      return { moduleId, status: row.status, watchSeconds: row.watchSeconds };
    },

    /** Marks a module completed; completing it again changes nothing (the first completion time stays). */
    async completeModule(learner: Learner, moduleId: string) {
      const module = await moduleWithTrack(db, moduleId);
      if (module.isPremium && !canWatchPremium(learner)) throw forbidden(PREMIUM_MESSAGE);
      const now = clock.now();
      const row = await db
        .insertInto('moduleProgress')
        .values({ userId: learner.id, moduleId, status: 'completed', completedAt: now, updatedAt: now })
        .onConflict((oc) =>
          oc.columns(['userId', 'moduleId']).doUpdateSet((eb) => ({
            status: 'completed',
            completedAt: eb.fn.coalesce('moduleProgress.completedAt', eb.val(now)),
            updatedAt: now,
          })),
        )
        .returning(['completedAt'])
        .executeTakeFirstOrThrow();
      return {
        moduleId,
        trackId: module.trackId,
        completed: true as const,
        completedAt: (row.completedAt ?? now).toISOString(),
      };
    },
  };
}
