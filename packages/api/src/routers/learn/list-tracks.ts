import { ZTrackSchema } from '@innerweather/validators/learn';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';

export const listTracksRoute = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/learn/tracks',
      tags: ['Learning'],
      summary: 'Learning tracks with their modules in order',
      errorResponses: { 401: 'Not signed in' },
    },
  })
  .input(z.object({}).optional())
  .output(z.array(ZTrackSchema))
  .query(({ ctx }) => ctx.services.learn.listTracks());
