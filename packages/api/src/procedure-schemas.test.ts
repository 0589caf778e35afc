import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from './context.ts';
import { JsonText, jsonAnswer } from './json-text.ts';
import { checkedInput, checkedOutput } from './procedure-schemas.ts';
import { createCallerFactory, publicProcedure, router } from './trpc.ts';

// These procedures read nothing from the context.
const ctx = {} as Context;

describe('procedure schemas', () => {
  it('are parsed synchronously (an asynchronous check cannot run)', async () => {
    const caller = createCallerFactory(
      router({
        asyncOutput: publicProcedure
          .output(checkedOutput(z.string().refine(() => Promise.resolve(true))))
          .query(() => 'rain'),
        syncOutput: publicProcedure.output(checkedOutput(z.string().refine(() => true))).query(() => 'rain'),
      }),
    )(ctx);
    await expect(caller.syncOutput()).resolves.toBe('rain');
    await expect(caller.asyncOutput()).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
    });
  });

  it('still check input and strip output fields the schema does not name', async () => {
    const caller = createCallerFactory(
      router({
        user: publicProcedure
          .input(checkedInput(z.object({ id: z.string().min(1) })))
          .output(checkedOutput(z.object({ id: z.string(), email: z.string() })))
          .query(({ input }) => ({ id: input.id, email: 'a@example.com', passwordHash: 'secret' })),
      }),
    )(ctx);
    await expect(caller.user({ id: 'u1' })).resolves.toEqual({ id: 'u1', email: 'a@example.com' });
    await expect(caller.user({ id: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('pass JSON text to the REST adapter only, and check the value for everyone else', async () => {
    const point = publicProcedure
      .output(checkedOutput(z.object({ day: z.string() })))
      .query(({ ctx }) => jsonAnswer(ctx, { day: '2026-03-10', secret: 'x' } as { day: string }));
    const call = createCallerFactory(router({ point }));
    const rest = (await call({ sendsJsonText: true } as Context).point()) as unknown;
    expect(rest).toBeInstanceOf(JsonText);
    expect((rest as JsonText).text).toBe('{"day":"2026-03-10","secret":"x"}');
    await expect(call(ctx).point()).resolves.toEqual({ day: '2026-03-10' });
  });
});
