import { ZUnsubscribeResultSchema, ZUnsubscribeSchema } from '@innerweather/validators/notifications';
import { publicProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

/**
 * The one-click unsubscribe of every notification e-mail: the link's page posts here, and so do mail programs
 * (RFC 8058: `POST …?token=…` with the form body `List-Unsubscribe=One-Click`, no cookie, no Origin). The signed token
 * is the only credential; it can turn one kind of e-mail off, nothing else.
 */
export const unsubscribeRoute = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/notifications/unsubscribe',
      tags: ['Preferences'],
      summary: 'Turn one kind of e-mail off with the signed link from that e-mail',
      description:
        'The token may come in the body or in the query string (the `List-Unsubscribe` address). Works signed out.',
      errorResponses: { 400: 'Missing, tampered or unknown token' },
    },
  })
  .input(checkedInput(ZUnsubscribeSchema))
  .output(checkedOutput(ZUnsubscribeResultSchema))
  .mutation(({ ctx, input }) => ctx.services.notifications.unsubscribe(input.token));
