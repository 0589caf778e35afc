import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  screenshot,
  signUp,
  watchForPageErrors,
} from '../src/browser.ts';

const SAVED = 'A quiet Sunday: coffee on the balcony and a long call with my brother.';
const EDITED =
  'A quiet Sunday: coffee on the balcony, a long call with my brother, and then the worry came back.';

/** An edit half written is not lost to a click elsewhere or a reload, as a new entry's draft is not. */
describe('editing an entry keeps the unsaved words', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let entryUrl: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: DESKTOP });
    page = await context.newPage();
    problems = watchForPageErrors(page);
    await signUp(page, { firstName: 'Edie' });
    const created = await page.request.post('/api/entries', { data: { content: SAVED } });
    expect(created.status()).toBe(201);
    entryUrl = `/entries/${((await created.json()) as { id: string }).id}`;
  });

  afterAll(async () => {
    expect(problems).toEqual([]);
    await browser?.close();
  });

  const entryText = () =>
    page.getByRole('article', { name: 'Entry' }).getByRole('textbox', { name: 'Entry' });

  it('a click on another page, then back: the edit is offered again and saves', async () => {
    await page.goto(entryUrl);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await entryText().fill(EDITED);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(entryUrl);
    const offer = page.getByTestId('edit-draft');
    await offer
      .getByText('Your changes to this entry were not saved. They are kept on this device.')
      .waitFor();
    await screenshot(page, 'edit-draft-offered');
    await offer.getByRole('button', { name: 'Continue editing' }).click();
    expect(await entryText().inputValue()).toBe(EDITED);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(EDITED).waitFor();
    await page.reload();
    await page.getByText(EDITED).waitFor();
    expect(await page.getByTestId('edit-draft').count()).toBe(0);
  });

  it('a reload while editing keeps the words; Discard lets them go', async () => {
    await page.goto(entryUrl);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await entryText().fill(`${EDITED} Written before the reload.`);
    await page.reload();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await entryText().inputValue()).toBe(`${EDITED} Written before the reload.`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByText(EDITED).waitFor();
    expect(await page.getByTestId('edit-draft').count()).toBe(0);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await entryText().fill('Words I decided not to keep after all, for this entry.');
    await page.reload();
    await page.getByTestId('edit-draft').getByRole('button', { name: 'Discard' }).click();
    expect(await page.getByTestId('edit-draft').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await entryText().inputValue()).toBe(EDITED);
  });
});
