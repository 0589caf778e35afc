import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  newContext,
  path,
  screenshot,
  uniqueEmail,
  waitForPath,
  watchForPageErrors,
} from '../src/browser.ts';
import { countMailsTo, readResetLink } from '../src/outbox.ts';

/**
 * Issue 2's browser slice: a person registers, signs out, signs in, fails with a wrong password, and recovers a
 * forgotten password through the e-mail link — all on the built app in headless Chromium.
 */
describe('accounts in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  const person = {
    firstName: 'Maya',
    lastName: 'Okafor',
    email: uniqueEmail('maya'),
    password: 'evening-tea-42',
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    pageErrors = watchForPageErrors(page);
  });
  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signIn(email: string, password: string) {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async function signOutFromProfileMenu() {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectToast(page, 'Signed out', "You've been successfully signed out.");
  }

  it('shows the validation messages of the sign-up form word for word', async () => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await screenshot(page, 'auth-sign-up-validation');
  });

  it('registers a new person, who lands on the dashboard greeted by name', async () => {
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, 'Welcome to Innerweather!', 'Your account has been created successfully.');
    await waitForPath(page, '/');
    await page.getByRole('heading', { level: 1, name: /Maya/ }).waitFor();
    // The Admin link follows the role the server gives (the instance's first account is the admin; another
    // test file may have registered first).
    const me = (await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()))) as { role: string };
    const adminLinks = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
    expect(await adminLinks.count()).toBe(me.role === 'admin' ? 1 : 0);
    await screenshot(page, 'dashboard-after-sign-up');
  });

  it('signs out from the profile menu and forgets the session', async () => {
    await signOutFromProfileMenu();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Start Free Today' }).first().waitFor();
    // The cookie is gone too: a reload still shows the landing page.
    await page.reload();
    await page.getByRole('link', { name: 'Start Free Today' }).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it('signs in again with the same e-mail and password', async () => {
    await signIn(person.email, person.password);
    await expectToast(page, 'Welcome back!', "You've successfully signed in.");
    await waitForPath(page, '/');
    await page.getByRole('heading', { level: 1, name: /Maya/ }).waitFor();
  });

  it('answers a wrong password with the sign-in failed toast and stays on /auth', async () => {
    await signOutFromProfileMenu();
    await signIn(person.email, 'not-my-password');
    await expectToast(page, 'Sign in failed', 'Invalid email or password');
    expect(path(page)).toBe('/auth');
    await screenshot(page, 'auth-sign-in-failed');
  });

  it('checks the sign-in form before calling the server', async () => {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await page.getByText('Password must be at least 6 characters', { exact: true }).waitFor();
  });

  it('sends a reset link from the forgot-password dialog', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByText('Email Sent').waitFor();
    await dialog
      .getByText('If an account with that email exists, a password reset link has been sent.', {
        exact: true,
      })
      .waitFor();
    await screenshot(page, 'auth-forgot-password-sent');
    expect(await countMailsTo(person.email)).toBe(1);
  });

  it('opens the e-mailed link, refuses a mismatched confirmation, then sets the new password', async () => {
    const link = await readResetLink(person.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();

    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText("Passwords don't match", { exact: true }).waitFor();

    await page.getByLabel('Confirm new password').fill('');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password confirmation is required', { exact: true }).waitFor();
    await screenshot(page, 'reset-password-form-errors');

    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Complete' }).waitFor();
    await expectToast(page, 'Password Reset Successful');
    await screenshot(page, 'reset-password-complete');

    await page.getByRole('link', { name: 'Sign In Now' }).click();
    await waitForPath(page, '/auth');

    // The old password no longer works; the new one does.
    await signIn(person.email, person.password);
    await expectToast(page, 'Sign in failed', 'Invalid email or password');
    await signIn(person.email, 'brand-new-pass');
    await expectToast(page, 'Welcome back!', "You've successfully signed in.");
    await waitForPath(page, '/');

    // A reset link works once.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    await page.getByText(/Invalid or expired token/).waitFor();
    await screenshot(page, 'reset-password-invalid-link');
    await page.getByRole('link', { name: 'Back to Sign In' }).waitFor();
  });

  it('sends /reset-password without a token to /auth', async () => {
    await page.goto('/');
    await signOutFromProfileMenu();
    await page.goto('/reset-password');
    await waitForPath(page, '/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  });
});
