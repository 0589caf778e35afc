import { router } from '../../trpc.ts';
import { completeModuleRoute } from './complete-module.ts';
import { createModuleRoute } from './create-module.ts';
import { createTrackRoute } from './create-track.ts';
import { deleteAllTracksRoute } from './delete-all-tracks.ts';
import { deleteModuleRoute } from './delete-module.ts';
import { deleteTrackRoute } from './delete-track.ts';
import { getLearningStatsRoute } from './get-learning-stats.ts';
import { getTrackProgressRoute } from './get-track-progress.ts';
import { listLearningRecommendationsRoute } from './list-learning-recommendations.ts';
import { listTracksRoute } from './list-tracks.ts';
import { recordWatchTimeRoute } from './record-watch-time.ts';
import { reorderModulesRoute } from './reorder-modules.ts';
import { updateModuleRoute } from './update-module.ts';
import { resetTracksRoute } from './reset-tracks.ts';

export const learnRouter = router({
  tracks: listTracksRoute,
  stats: getLearningStatsRoute,
  recommendations: listLearningRecommendationsRoute,
  trackProgress: getTrackProgressRoute,
  completeModule: completeModuleRoute,
  recordWatchTime: recordWatchTimeRoute,
  createTrack: createTrackRoute,
  deleteTrack: deleteTrackRoute,
  deleteAllTracks: deleteAllTracksRoute,
  resetTracks: resetTracksRoute,
  createModule: createModuleRoute,
  updateModule: updateModuleRoute,
  deleteModule: deleteModuleRoute,
  reorderModules: reorderModulesRoute,
});
