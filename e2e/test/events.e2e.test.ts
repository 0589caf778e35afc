import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  newContext,
  saveFirstEntryAndAwaitAnalysis,
  signUp,
  watchForPageErrors,
} from '../src/browser.ts';

/** Every request the page makes from now on, as "METHOD path". */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    seen.push(`${req.method()} ${url.pathname}`);
  });
  return seen;
}

/**
 * One server-sent-events stream a signed-in tab (events.stream) carries "analysis done" and the coach's answers:
 * the web app never polls, and reads only the one item that changed.
 */
describe('the tab event stream', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows an entry analysed without polling, then makes no request for 30 s idle on the dashboard', async () => {
    const page = await (await newContext(browser)).newPage();
    const errors = watchForPageErrors(page);
    const streams = watchRequests(page);
    await signUp(page, { firstName: 'Ida', lastName: 'Idle' });

    // Nothing polls any more: the emotion appears because the stream said the analysis was done.
    await saveFirstEntryAndAwaitAnalysis(
      page,
      'A calm walk by the river after work. I feel rested, content and grateful for the quiet.',
    );
    expect(streams.filter((r) => r.includes('/trpc/events.stream'))).toHaveLength(1);

    // Let the reads the analysis set off, and the guidance's second look after the save, finish.
    await page.waitForTimeout(3_000);
    const idle = watchRequests(page);
    await page.waitForTimeout(30_000);
    expect(idle).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);

  it('asks the coach over tRPC, gets the question back at once, and the answer through the stream', async () => {
    const page = await (await newContext(browser)).newPage();
    const errors = watchForPageErrors(page);
    await signUp(page, { firstName: 'Cai', lastName: 'Stream' });
    await page.goto('/ai-coach');
    await page.getByText('No conversations yet. Ask your first question above.').waitFor();

    const requests = watchRequests(page);
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname.includes('coach.explore'));
    await page.getByLabel("What's on your mind?").fill('How can I sleep better when my mind keeps racing?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expectToast(page, 'Question sent');
    const body = (await (await answered).json()) as Array<{ result: { data: { response: string | null } } }>;
    // The procedure did not wait for the answer: the conversation came back pending.
    expect(body[0]?.result.data.response).toBeNull();

    // The built-in library's answer (no model here) arrives on the stream and fills the card in place.
    const card = page.getByTestId('conversation').first();
    await card.getByTestId('ai-text').waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Mark Helpful' }).waitFor();
    expect(await card.innerText()).toContain('How can I sleep better when my mind keeps racing?');
    await page.getByRole('button', { name: 'Ask' }).waitFor();
    // One request for the question; the list of conversations was never read again.
    expect(requests.filter((r) => r.startsWith('POST /trpc/'))).toHaveLength(1);
    expect(requests.filter((r) => r.includes('coach.conversations'))).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);
});
