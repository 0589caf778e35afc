import { ZContentSectionKeySchema, ZContentUpdateSchema } from '@innerweather/validators/admin';
import { ZContentItemSchema } from '@innerweather/validators/journal';
import { adminProcedure } from '../../trpc.ts';
import { checkedInput, checkedOutput } from '../../procedure-schemas.ts';

export const updateContentRoute = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/api/admin/content/{section}/{key}',
      tags: ['Admin'],
      summary: 'Set a managed content item',
      description:
        'Creates the item when it does not exist. `valueType` json must parse; html is sanitised before it is stored (no scripts, event handlers or javascript: links).',
      errorResponses: { 400: 'Invalid input or JSON', 401: 'Not signed in', 403: 'Not an admin' },
    },
  })
  .input(
    checkedInput(
      ZContentUpdateSchema.extend({ section: ZContentSectionKeySchema, key: ZContentSectionKeySchema }),
    ),
  )
  .output(checkedOutput(ZContentItemSchema))
  .mutation(({ ctx, input: { section, key, ...value } }) =>
    ctx.services.content.update(ctx.user.id, section, key, value),
  );
