import { initTRPC } from '@trpc/server';
import { describe, expect, it } from 'vitest';

/**
 * tRPC copies a call's options and merges a middleware's context with the helper patched in
 * patches/@trpc__server@11.19.0.patch (Object.assign instead of arrays of keys): the merged context must be what
 * `{ ...ctx, ...next }` would make, an own key named __proto__ and symbols included.
 */
describe('a middleware’s context, as the patched tRPC merges it', () => {
  const marker = Symbol('marker');
  const hidden = Symbol('hidden');

  it('keeps every key and enumerable symbol, later keys winning, and never changes the prototype', async () => {
    const t = initTRPC.context<Record<string | symbol, unknown>>().create();
    const added: Record<string | symbol, unknown> = { user: 'ada', [marker]: 'added' };
    // An own data property named __proto__ (as JSON.parse makes one), not the prototype.
    Object.defineProperty(added, '__proto__', {
      value: { admin: true },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    Object.defineProperty(added, hidden, { value: 'not enumerable', enumerable: false });
    const seen = t.procedure
      .use(({ next }) => next({ ctx: added }))
      .query(({ ctx }) => ({
        prototypeKept: Object.getPrototypeOf(ctx) === Object.prototype,
        ownProto: Object.getOwnPropertyDescriptor(ctx, '__proto__')?.value as unknown,
        user: ctx.user,
        session: ctx.session,
        marker: ctx[marker],
        hidden: Object.prototype.hasOwnProperty.call(ctx, hidden),
      }));
    const caller = t.createCallerFactory(t.router({ seen }))({
      user: 'grace',
      session: 's1',
      [marker]: 'first',
    });
    await expect(caller.seen()).resolves.toEqual({
      prototypeKept: true,
      ownProto: { admin: true },
      user: 'ada',
      session: 's1',
      marker: 'added',
      hidden: false,
    });
  });
});
