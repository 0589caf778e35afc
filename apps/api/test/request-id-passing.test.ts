import { AsyncLocalStorage } from 'node:async_hooks';
import { eventually } from '@innerweather/db/testing/eventually';
import type { TEntry } from '@innerweather/validators/journal';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ runJobs: true });
});
afterAll(() => t.close());

it('serves a request and runs its jobs without entering an AsyncLocalStorage (no promise hooks)', async () => {
  const entered = [
    vi.spyOn(AsyncLocalStorage.prototype, 'run'),
    vi.spyOn(AsyncLocalStorage.prototype, 'enterWith'),
  ];
  const { cookie } = await registerUser(t.app);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/entries',
    headers: { cookie, 'x-request-id': 'passed-along-1' },
    payload: { content: 'A calm walk by the river after work.', category: 'personal' },
  });
  expect(saved.statusCode).toBe(201);
  expect(saved.headers['x-request-id']).toBe('passed-along-1');
  const { id } = saved.json<TEntry>();
  await eventually(
    async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/entries/${id}`, headers: { cookie } });
      return res.json<TEntry>().analysisStatus === 'complete' ? true : undefined;
    },
    { timeoutMs: 20_000, what: 'the entry analysed by its jobs' },
  );
  for (const spy of entered) expect(spy).not.toHaveBeenCalled();
});
