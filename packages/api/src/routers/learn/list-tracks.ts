import { ZTrackSchema } from '@innerweather/validators/learn';
import { z } from 'zod';
import { protectedProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

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
  .input(checkedInput(z.object({}).optional()))
  .output(checkedOutput(z.array(ZTrackSchema)))
  .query(({ ctx }) => ctx.services.learn.listTracks());
