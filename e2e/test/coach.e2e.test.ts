import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectToast,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  uniqueEmail,
  waitForPath,
  watchForPageErrors,
} from '../src/browser.ts';

/** The browser server runs with ANALYZER=lexicon: the coach answers from its built-in library, through the job. */
const ANSWER_TIMEOUT_MS = 45_000;

async function signUp(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Cora');
  await page.getByLabel('Last name').fill('Coach');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('quiet-harbour-7');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Welcome to Innerweather!');
  await waitForPath(page, '/');
}

describe('AI coach page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: DESKTOP });
    page = await context.newPage();
    errors = watchForPageErrors(page);
    await signUp(page, uniqueEmail('coach'));
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('asks a question, marks it helpful, saves it and opens it in the toolkit', async () => {
    await page.goto('/ai-coach');
    await page
      .getByText('Your toolkit is empty')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    const ask = page.getByRole('button', { name: 'Ask' });
    expect(await ask.isDisabled()).toBe(true);
    await page.getByLabel("What's on your mind?").fill('I feel lonely since I moved to a new city.');
    await ask.click();
    await expectToast(page, 'Question sent');
    const card = page.getByTestId('conversation').first();
    await card
      .getByText('built-in strategy library', { exact: false })
      .waitFor({ timeout: ANSWER_TIMEOUT_MS });
    // Markup converted, never shown raw.
    expect(await card.locator('strong').count()).toBeGreaterThan(0);
    expect(await card.innerText()).not.toContain('**');

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
    await item.getByText('built-in strategy library', { exact: false }).waitFor();
    await item.getByText('Opened 1 time', { exact: false }).waitFor();
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
    await goal.getByText('2099-06-01').waitFor();

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
    await checkIn.getByText('built-in strategy library', { exact: false }).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `coach-goals-1280-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(errors).toEqual([]);
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
  });
});
