import { router } from '../../trpc.ts';
import { createUploadUrlRoute } from './create-upload-url.ts';
import { deleteVideoRoute } from './delete-video.ts';
import { getVideoUrlRoute } from './get-video-url.ts';

export const videosRouter = router({
  playbackUrl: getVideoUrlRoute,
  createUploadUrl: createUploadUrlRoute,
  delete: deleteVideoRoute,
});
