import {
  startOllamaStandIn,
  type TOllamaChatRequest,
  type TOllamaStandIn,
} from '@innerweather/ai/testing/ollama-stand-in';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectToast,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  watchForPageErrors,
  signUp,
  SAVED_TOAST,
} from '../src/browser.ts';
import { registerOwner, startInstance, type Instance } from '../src/global-setup.ts';

/**
 * The coach page on its own instance, whose "local model" is a stand-in Ollama server (packages/ai testing): the
 * real `ollama` client streams from it, so the page can be watched writing the answer. The stand-in only coaches:
 * it fails analysis requests, so entries fall back to the built-in lexicon analyzer, as with a failing model.
 */
const ANSWER_TIMEOUT_MS = 45_000;

const COACH_ANSWER =
  'Moving somewhere new often brings a lonely stretch, and it usually eases with small, regular contact. ' +
  'This week, try **one small invitation**: a coffee with a colleague, or a class you go back to each week.' +
  '\n\n*Notice* how you feel afterwards, and be kind to yourself while the city becomes home.';
const CHECK_IN_ANSWER =
  'Four evenings is **real progress**. Keep the walk at the same time each day so it needs no decision.';

/** What the page shows of the coach's text: markup converted, blank lines dropped, spaces as the browser lays them. */
const shown = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, ' ').trim();

const isCoachRequest = (request: TOllamaChatRequest) =>
  request.messages[0]?.role === 'system' &&
  request.messages[0].content.startsWith('You are the wellness coach');

const SAD_ENTRIES = [
  'I feel so sad and lonely tonight. I cried after the phone call and the flat feels empty.',
  'Another heavy day. I miss my old friends and I feel down and lonely in this new place.',
  'I was sad all afternoon and cried on the bus home. Everything feels grey and empty.',
];

describe('AI coach page', () => {
  let ollama: TOllamaStandIn;
  let instance: Instance;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ollama = await startOllamaStandIn({
      // A pause before the first words (the page says 'thinking'), then word-sized chunks 120 ms apart.
      delayMs: 1_500,
      chunkDelayMs: 120,
      respond: (request) => {
        if (!isCoachRequest(request)) throw new Error('this stand-in only coaches');
        const asked = request.messages.at(-1)?.content ?? '';
        return asked.includes('Progress now:') ? CHECK_IN_ANSWER : COACH_ANSWER;
      },
    });
    instance = await startInstance({
      env: { ANALYZER: 'auto', OLLAMA_HOST: ollama.url, FREE_ENTRIES_PER_MONTH: '0' },
    });
    await registerOwner(instance.baseUrl);
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: DESKTOP, baseUrl: instance.baseUrl });
    page = await context.newPage();
    errors = watchForPageErrors(page);
    await signUp(page, { firstName: 'Cora', lastName: 'Coach' });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await instance?.stop();
    await ollama?.close();
  });

  it('shows the answer as the model writes it, then marks it helpful, saves it and opens it in the toolkit', async () => {
    await page.goto('/ai-coach');
    const ask = page.getByRole('button', { name: 'Ask' });
    expect(await ask.isDisabled()).toBe(true);
    await page.getByLabel("What's on your mind?").fill('I feel lonely since I moved to a new city.');
    await ask.click();
    await expectToast(page, 'Question sent');
    await page.getByRole('button', { name: 'thinking' }).waitFor();

    // The first words appear while the rest is still being written…
    const card = page.getByTestId('conversation').first();
    const answer = card.getByTestId('ai-text');
    await answer.waitFor({ timeout: ANSWER_TIMEOUT_MS });
    const early = shown(await answer.innerText());
    expect(early.length).toBeGreaterThan(0);
    expect(early.length).toBeLessThan(shown(COACH_ANSWER).length);
    expect(shown(COACH_ANSWER).startsWith(early)).toBe(true);
    expect(await card.getByRole('button', { name: 'Mark Helpful' }).count()).toBe(0);
    await screenshot(page, 'coach-answer-streaming-1280-light');
    // …then the whole answer, saved (its actions appear), with markup converted and never shown raw.
    await card.getByRole('button', { name: 'Mark Helpful' }).waitFor({ timeout: ANSWER_TIMEOUT_MS });
    expect(shown(await answer.innerText())).toBe(shown(COACH_ANSWER));
    expect(await answer.locator('strong').innerText()).toBe('one small invitation');
    expect(await answer.locator('em').innerText()).toBe('Notice');
    expect(await card.innerText()).not.toContain('*');
    await page.getByRole('button', { name: 'Ask' }).waitFor();

    // The real client streamed it from the stand-in, with the question in the prompt.
    const asked = ollama.chatRequests().filter(isCoachRequest);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.stream).toBe(true);
    expect(asked[0]!.messages.at(-1)!.content).toContain('I feel lonely since I moved to a new city.');

    await card.getByRole('button', { name: 'Mark Helpful' }).click();
    await expectToast(page, 'Marked as helpful');
    await card.getByText('Helpful', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Save to Toolkit' }).click();
    await expectToast(page, 'Saved to toolkit');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `coach-explore-1280-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('tab', { name: 'Toolkit' }).click();
    const item = page.getByTestId('toolkit-item').first();
    await item.getByText('I feel lonely since I moved to a new city.'.slice(0, 50)).waitFor();
    await item.getByText('Ready to use', { exact: false }).waitFor();
    await item.getByRole('button', { name: 'Open' }).click();
    await item.getByText('one small invitation').waitFor();
    await item.getByText('Opened 1 time', { exact: false }).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `coach-toolkit-1280-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('creates a goal, sets a target date, records a check-in and sees it in the history', async () => {
    await page.goto('/ai-coach');
    await page.getByRole('tab', { name: 'Goals' }).click();
    await page.getByLabel('Goal', { exact: true }).fill('Walk after dinner');
    await page.getByLabel('Description (optional)').fill('Twenty minutes round the park');
    await page.getByRole('button', { name: 'Create Goal' }).click();
    await expectToast(page, 'Goal created');
    expect(await page.getByLabel('Goal', { exact: true }).inputValue()).toBe('');
    const goal = page.getByTestId('goal').first();
    await goal.getByText('Not set').waitFor();

    await goal.getByRole('button', { name: 'Edit' }).click();
    await goal.getByRole('button', { name: 'Save Date' }).click();
    await expectToast(page, 'Date required', 'Please select a target date for your goal');
    await goal.getByLabel('Target date').fill('2099-06-01');
    await goal.getByRole('button', { name: 'Save Date' }).click();
    await expectToast(page, 'Target date updated');
    await goal.getByText('Jun 1, 2099').waitFor();

    await goal.getByRole('button', { name: 'Update Progress' }).click();
    await goal.getByRole('button', { name: 'Save Progress' }).click();
    await expectToast(page, 'Missing information', 'Please fill in all fields to update your progress');
    await goal.getByLabel('Progress (%)').fill('40');
    await goal.getByRole('combobox', { name: 'Mood' }).click();
    await page.getByRole('option', { name: 'Positive', exact: true }).click();
    await goal.getByLabel('Reflection').fill('Walked four evenings this week.');
    await goal.getByRole('button', { name: 'Save Progress' }).click();
    await expectToast(page, 'Progress updated');
    await goal.getByText('40%').first().waitFor({ timeout: ANSWER_TIMEOUT_MS });

    await goal.getByRole('button', { name: 'View Check-ins' }).click();
    const checkIn = goal.getByTestId('check-in').first();
    await checkIn.getByText('Walked four evenings this week.').waitFor();
    await checkIn.getByText('real progress').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `coach-goals-1280-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(errors).toEqual([]);
  });

  it('refuses progress above 100%, and a goal at 100% is marked complete and leaves the list', async () => {
    await page.getByLabel('Goal', { exact: true }).fill('Read one novel');
    await page.getByRole('button', { name: 'Create Goal' }).click();
    await expectToast(page, 'Goal created');
    const goal = page.getByTestId('goal').filter({ hasText: 'Read one novel' });
    expect(await goal.getByRole('button', { name: 'Mark Complete' }).count()).toBe(0);

    await goal.getByRole('button', { name: 'Update Progress' }).click();
    await goal.getByLabel('Progress (%)').fill('150');
    await goal.getByRole('combobox', { name: 'Mood' }).click();
    await page.getByRole('option', { name: 'Motivated', exact: true }).click();
    await goal.getByLabel('Reflection').fill('Finished the last chapter on the train.');
    await goal.getByRole('button', { name: 'Save Progress' }).click();
    await expectToast(page, 'Error', 'Progress is a percentage from 0 to 100');
    expect(await goal.getByLabel('Progress (%)').inputValue()).toBe('150');

    await goal.getByLabel('Progress (%)').fill('100');
    await goal.getByRole('button', { name: 'Save Progress' }).click();
    await expectToast(page, 'Progress updated');
    await goal.getByRole('button', { name: 'Mark Complete' }).click();
    await expectToast(page, 'Goal completed', 'Well done. It has left your active goals.');
    await goal.waitFor({ state: 'detached' });
    await page.getByTestId('goal').filter({ hasText: 'Walk after dinner' }).waitFor();
  });

  it('shows the personal check-in after three sad entries', async () => {
    // Nothing to say yet: the page has been open since the check-in above.
    expect(await page.getByTestId('memory-check-in').count()).toBe(0);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
    for (const content of SAD_ENTRIES) {
      await page.getByRole('button', { name: 'New Journal Entry' }).click();
      await dialog.getByLabel('How are you feeling today?').fill(content);
      await dialog.getByRole('button', { name: 'Analyze & Save' }).click();
      await expectToast(page, 'Entry saved', SAVED_TOAST);
      await dialog.waitFor({ state: 'hidden' });
    }
    // The built-in lexicon reads each one as sadness (the stand-in fails analysis requests).
    const recent = page.getByRole('region', { name: 'Recent Entries' });
    await expect
      .poll(() => recent.getByText('Sadness', { exact: true }).count(), { timeout: ANSWER_TIMEOUT_MS })
      .toBe(3);

    await page.goto('/ai-coach');
    const checkIn = page.getByTestId('memory-check-in');
    await checkIn.getByText('Personal Check-In').waitFor();
    await checkIn.getByText(/sadness or (worry|anxiety)/).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `coach-check-in-1280-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('labels Explore as Ask on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/ai-coach');
    await page.getByRole('tab', { name: 'Ask' }).waitFor();
    await page.getByTestId('conversation').first().waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `coach-explore-375-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('tab', { name: 'Goals' }).click();
    await page.getByTestId('goal').first().waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `coach-goals-375-${scheme}`);
    }
    expect(errors).toEqual([]);
  });
});
