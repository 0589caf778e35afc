import { tinyMp4 } from '@innerweather/core/testing/tiny-mp4';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  expectToast,
  launchBrowser,
  newContext,
  overlap,
  PHONE,
  screenshot,
  waitForPath,
  watchForPageErrors,
  signUp,
} from '../src/browser.ts';

/**
 * Issue 13 end to end: an admin builds a track from a YouTube link and an uploaded MP4 and reorders it by drag
 * (mouse and keyboard); a member watches the uploaded video to its end and sees the next module selected and the
 * track's progress. The browser has no internet: the YouTube module must say its player cannot be reached and
 * link to the video.
 */

const TRACK_TITLE = `Evening Wind-Down ${Date.now().toString(36)}`;
const YOUTUBE_MODULE = 'Breathing with a talk';
const UPLOADED_MODULE = 'A quiet uploaded clip';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForPath(page, '/');
}

async function moduleTitles(page: Page): Promise<string[]> {
  const track = page.getByRole('region', { name: TRACK_TITLE });
  return track.getByTestId('admin-module-title').allTextContents();
}

describe('learning', () => {
  it('an admin builds and reorders a track; a member watches it to the end', async () => {
    const admin = inject('admin');
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchForPageErrors(page);
    await signIn(page, admin.email, admin.password);

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Learning Content' }).click();
    // Add Module needs a track first.
    await page.getByRole('button', { name: 'Add Module', exact: true }).click();
    await expectToast(page, 'No track selected', 'Please select a track first');

    await page.getByRole('button', { name: 'New Track' }).click();
    const trackDialog = page.getByRole('dialog', { name: 'New Track' });
    await trackDialog.getByLabel('Title').fill(TRACK_TITLE);
    await trackDialog.getByLabel('Description').fill('Ten calm minutes before bed.');
    await trackDialog.getByLabel('Category').fill('Sleep');
    await trackDialog.getByLabel('Learning objectives').fill('Slow down before sleep.');
    await trackDialog.getByRole('button', { name: 'Create Track' }).click();
    await expectToast(page, 'Track created');
    const track = page.getByRole('region', { name: TRACK_TITLE });
    await track.waitFor();

    // A YouTube module: the link is checked before it is used.
    await track.getByRole('button', { name: `Add a module to ${TRACK_TITLE}` }).click();
    let moduleDialog = page.getByRole('dialog', { name: 'Add Module' });
    await moduleDialog.getByLabel('Title').fill(YOUTUBE_MODULE);
    await moduleDialog.getByLabel('Summary').fill('A short talk on the breath.');
    await moduleDialog.getByLabel('Video URL').fill('https://example.com/clip.mp4');
    await moduleDialog.getByRole('button', { name: 'Use link' }).click();
    await moduleDialog.getByText('Please enter a valid YouTube or Vimeo URL').waitFor();
    await moduleDialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=qzR62JJCMBQ');
    await moduleDialog.getByRole('button', { name: 'Use link' }).click();
    await moduleDialog.getByText('Video: https://www.youtube.com/watch?v=qzR62JJCMBQ').waitFor();
    await moduleDialog.getByRole('button', { name: 'Add Module' }).click();
    await expectToast(page, 'Module added');

    // An uploaded MP4, with its progress bar (the PUT is held a moment so the bar can be seen).
    await page.route('**/api/videos/upload/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await track.getByRole('button', { name: `Add a module to ${TRACK_TITLE}` }).click();
    moduleDialog = page.getByRole('dialog', { name: 'Add Module' });
    await moduleDialog.getByLabel('Title').fill(UPLOADED_MODULE);
    await moduleDialog.getByLabel('Summary').fill('Two seconds of blue, to rest the eyes.');
    await moduleDialog.getByText('Upload a file').click();
    await moduleDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'quiet clip.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    await moduleDialog.getByTestId('upload-progress').waitFor();
    expect(await moduleDialog.getByRole('progressbar', { name: 'Upload progress' }).count()).toBe(1);
    await screenshot(page, 'learning-admin-upload-progress-1280');
    await moduleDialog.getByText('Uploaded quiet clip.mp4').waitFor();
    await expect(moduleDialog.getByTestId('module-video-url').textContent()).resolves.toMatch(
      /^Video: \/videos\/[0-9a-f]{12}-quiet-clip\.mp4$/,
    );
    await moduleDialog.getByRole('button', { name: 'Add Module' }).click();
    await expectToast(page, 'Module added');
    await page.unroute('**/api/videos/upload/**');
    await expect.poll(() => moduleTitles(page)).toEqual([YOUTUBE_MODULE, UPLOADED_MODULE]);

    // Drag the uploaded module above the YouTube one with the mouse, in small steps as a hand moves.
    const handle = track.getByRole('button', { name: `Drag to reorder ${UPLOADED_MODULE}` });
    // Mid-window: near an edge the drag scrolls the page under the pointer.
    await track
      .getByTestId('admin-module')
      .last()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const from = (await handle.boundingBox())!;
    const target = (await track.getByTestId('admin-module').first().boundingBox())!;
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 8, { steps: 4 });
    await page.mouse.move(x, target.y + target.height / 2 - 6, { steps: 12 });
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expectToast(page, 'Saved', 'Modules reordered successfully!');
    await expect.poll(() => moduleTitles(page)).toEqual([UPLOADED_MODULE, YOUTUBE_MODULE]);

    // And with the keyboard drag of @hello-pangea/dnd: down one place, then back up.
    const keyboardMove = async (key: 'ArrowUp' | 'ArrowDown') => {
      const saved = page.waitForResponse((r) => r.url().includes('learn.reorderModules') && r.ok());
      await handle.focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(300);
      await page.keyboard.press(key);
      await page.waitForTimeout(500);
      await page.keyboard.press('Space');
      await saved;
    };
    await keyboardMove('ArrowDown');
    await expect.poll(() => moduleTitles(page)).toEqual([YOUTUBE_MODULE, UPLOADED_MODULE]);
    await keyboardMove('ArrowUp');
    await expect.poll(() => moduleTitles(page)).toEqual([UPLOADED_MODULE, YOUTUBE_MODULE]);
    await page.reload();
    await page.getByRole('tab', { name: 'Learning Content' }).click();
    await expect.poll(() => moduleTitles(page)).toEqual([UPLOADED_MODULE, YOUTUBE_MODULE]);
    await screenshot(page, 'learning-admin-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'learning-admin-375');
    expect(problems).toEqual([]);
    await context.close();

    // A member: the track on /learn, then the uploaded video played to its end.
    const memberContext = await newContext(browser, { viewport: DESKTOP });
    const member = await memberContext.newPage();
    const memberProblems = watchForPageErrors(member);
    // "No tracking": nothing is asked of YouTube before the member presses play.
    const youtubeRequests: string[] = [];
    member.on('request', (request) => {
      if (/youtube/i.test(new URL(request.url()).hostname)) youtubeRequests.push(request.url());
    });
    await signUp(member, { firstName: 'Lena', lastName: 'Learner' });
    await member.goto('/learn');
    const card = member.getByRole('article', { name: TRACK_TITLE });
    await expect(card.getByTestId('track-progress').textContent()).resolves.toBe('0 of 2 modules');
    await card.getByRole('link', { name: 'Start Track' }).click();
    await member.getByRole('heading', { name: UPLOADED_MODULE }).waitFor();
    await expect(member.getByTestId('module-position').textContent()).resolves.toBe('1/2');
    await expect(member.getByRole('button', { name: 'Previous module' }).isDisabled()).resolves.toBe(true);

    const video = member.locator('video');
    await video.waitFor();
    await member.waitForFunction(() => {
      const v = document.querySelector('video');
      return v !== null && v.readyState >= 1 && v.duration > 0;
    });
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expectToast(member, 'Module Completed!', `Up next: ${YOUTUBE_MODULE}`);
    await member.getByRole('heading', { name: YOUTUBE_MODULE }).waitFor();
    await expect(member.getByTestId('module-position').textContent()).resolves.toBe('2/2');
    expect(new URL(member.url()).searchParams.get('module')).not.toBeNull();
    await expect(member.getByRole('button', { name: 'Next module' }).isDisabled()).resolves.toBe(true);
    // A poster first, and a line saying that playing loads the video from YouTube; nothing loaded yet.
    await member.getByTestId('video-poster').waitFor();
    await member
      .getByTestId('video-host-note')
      .getByText(/Playing loads the video from YouTube/)
      .waitFor();
    expect(youtubeRequests).toEqual([]);
    await screenshot(member, 'learning-video-poster-1280', { fullPage: false });
    await member.getByRole('button', { name: `Play video: ${YOUTUBE_MODULE}` }).click();
    // Offline, YouTube's player script cannot load: the module says so and links to the video on YouTube.
    await member.getByText('The YouTube player could not be reached').waitFor();
    await expect(
      member.getByRole('link', { name: 'Watch it on YouTube' }).getAttribute('href'),
    ).resolves.toBe('https://www.youtube.com/watch?v=qzR62JJCMBQ');
    await member.getByTestId('track-page-progress').getByText('1/2 completed').waitFor();
    await screenshot(member, 'learning-track-1280');
    await member.setViewportSize(PHONE);
    await screenshot(member, 'learning-track-375');
    // Scrolled to the end, the floating pager covers no module of the course.
    await member.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await member.waitForTimeout(300);
    const pager = member.getByTestId('module-position').locator('xpath=../..');
    for (const item of await member.getByRole('region', { name: 'Course Content' }).locator('li').all()) {
      expect(await overlap(pager, item)).toBe(false);
    }

    await member.setViewportSize(DESKTOP);
    await member.goto('/learn');
    await expect
      .poll(() =>
        member.getByRole('article', { name: TRACK_TITLE }).getByTestId('track-progress').textContent(),
      )
      .toBe('1 of 2 modules');
    await member.getByRole('region', { name: 'Completed' }).getByText('1', { exact: true }).waitFor();
    await screenshot(member, 'learning-learn-1280');
    await member.setViewportSize(PHONE);
    await screenshot(member, 'learning-learn-375');

    // The second module finished (through the API, as the offline YouTube player cannot play): the card says
    // the track is completed.
    const tracks = (await (await member.request.get('/api/learn/tracks')).json()) as {
      title: string;
      modules: { id: string; title: string }[];
    }[];
    const second = tracks
      .find((t) => t.title === TRACK_TITLE)
      ?.modules.find((m) => m.title === YOUTUBE_MODULE);
    expect(second).toBeDefined();
    expect((await member.request.post(`/api/learn/modules/${second?.id}/complete`)).status()).toBe(200);
    await member.setViewportSize(DESKTOP);
    await member.reload();
    const finished = member.getByRole('article', { name: TRACK_TITLE });
    await finished.getByText('Completed', { exact: true }).waitFor();
    await expect(finished.getByTestId('track-progress').textContent()).resolves.toBe('2 of 2 modules');
    await finished.getByRole('link', { name: 'Review Track' }).waitFor();
    expect(memberProblems).toEqual([]);
    await memberContext.close();
  });
});
