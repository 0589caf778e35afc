import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

/** One session opening stream after stream must not grow the server's memory without bound. */

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t.close());

/** Opens the user's event stream and returns its first chunk (the connection event, or the refusal). */
async function openStream(cookie: string, controller: AbortController): Promise<string> {
  const res = await fetch(`${base}/trpc/events.stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  return new TextDecoder().decode(value);
}

it('a user may hold 10 event streams open (a tab each); the eleventh is refused until one closes', async () => {
  const { cookie } = await registerUser(t.app);
  const controllers = Array.from({ length: 11 }, () => new AbortController());
  try {
    for (const controller of controllers.slice(0, 10)) {
      expect(await openStream(cookie, controller)).not.toContain('TOO_MANY_REQUESTS');
    }
    const eleventh = await openStream(cookie, controllers[10]!);
    expect(eleventh).toContain('Innerweather is open in too many tabs: close one and try again');

    controllers[0]!.abort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = new AbortController();
    controllers.push(again);
    expect(await openStream(cookie, again)).not.toContain('TOO_MANY_REQUESTS');

    // Another user is not limited by the first one's tabs.
    const other = await registerUser(t.app);
    const theirs = new AbortController();
    controllers.push(theirs);
    expect(await openStream(other.cookie, theirs)).not.toContain('TOO_MANY_REQUESTS');
  } finally {
    for (const controller of controllers) controller.abort();
  }
}, 120_000);
