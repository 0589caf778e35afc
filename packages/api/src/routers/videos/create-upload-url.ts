import { ZVideoUploadRequestSchema } from '@innerweather/validators/learn';
import { z } from 'zod';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const createUploadUrlRoute = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/videos/upload-url',
      tags: ['Learning admin'],
      summary: 'A signed, single-use URL to PUT one video file to (admin)',
      description:
        'PUT the raw file to `uploadURL` (this server) within an hour. MP4, MOV, AVI or WebM, checked by content; at most 900 MB (413). The module then stores `videoPath` (`/videos/` and the last path segment of `uploadURL`).',
      errorResponses: {
        400: 'Not a video file name',
        401: 'Not signed in',
        403: 'Not an admin',
        413: 'Too large',
      },
    },
  })
  .input(checkedInput(ZVideoUploadRequestSchema))
  .output(checkedOutput(z.object({ uploadURL: z.string(), videoPath: z.string(), expiresAt: z.string() })))
  .mutation(async ({ ctx, input }) => {
    const link = await ctx.services.learn.createUploadLink(ctx.user.id, input.filename, input.size);
    return { uploadURL: link.uploadPath, videoPath: link.videoPath, expiresAt: link.expiresAt };
  });
