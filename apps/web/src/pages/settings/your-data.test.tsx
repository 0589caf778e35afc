// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubFetch, stubMatchMedia, stubResizeObserver } from '../../test-support/trpc-server-stub.ts';
import { ImportJournal } from './your-data.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** The server's dry run of a Daylio CSV whose user renamed their moods (as the import answers it). */
const SEVEN = {
  dryRun: true,
  counts: { found: 7, imported: 0, new: 7, duplicates: 0, skipped: 1 },
  from: '2022-01-01T09:00:00.000Z',
  to: '2022-01-09T09:00:00.000Z',
  errors: [2, 3, 4, 5, 6, 7, 8].map((line) => ({
    line,
    message:
      line === 3
        ? "line has only a mood that is not one of Daylio's five (rad, good, meh, bad, awful); a .daylio backup keeps renamed moods"
        : "mood is not one of Daylio's five (rad, good, meh, bad, awful); kept without a mood (a .daylio backup keeps renamed moods)",
  })),
};

/** What the next dry run answers. */
let preview: object = SEVEN;

beforeEach(() => {
  preview = SEVEN;
  stubMatchMedia();
  stubResizeObserver();
  stubFetch((url) =>
    url.pathname === '/api/account/import' && url.searchParams.get('dryRun') === 'true'
      ? Response.json(preview)
      : undefined,
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Chooses a file and asks for its preview; resolves once the preview is shown. */
async function previewFile() {
  root = renderInApp(<ImportJournal />, '/settings');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File(['full_date,…'], 'daylio_export.csv', { type: 'text/csv' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const previewButton = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Preview')!;
  await act(async () => {
    previewButton.click();
    await vi.waitFor(() =>
      document.querySelector('[data-testid="import-preview"]')
        ? Promise.resolve()
        : Promise.reject(new Error()),
    );
  });
}

describe('Settings → Import from another journal', () => {
  it('lists the preview’s line notes, so moods dropped or lines left out are known before importing', async () => {
    await previewFile();
    expect(document.querySelector('[data-testid="import-preview"]')?.textContent).toMatch(
      /^7 entries from .*; 0 already here, 7 to add, 1 left out\.$/,
    );
    const notes = [...document.querySelectorAll('[data-testid="import-notes"] li')].map(
      (li) => li.textContent,
    );
    expect(notes).toEqual([
      "Line 2: mood is not one of Daylio's five (rad, good, meh, bad, awful); kept without a mood (a .daylio backup keeps renamed moods)",
      "Line 3: line has only a mood that is not one of Daylio's five (rad, good, meh, bad, awful); a .daylio backup keeps renamed moods",
      "Line 4: mood is not one of Daylio's five (rad, good, meh, bad, awful); kept without a mood (a .daylio backup keeps renamed moods)",
      "Line 5: mood is not one of Daylio's five (rad, good, meh, bad, awful); kept without a mood (a .daylio backup keeps renamed moods)",
      "Line 6: mood is not one of Daylio's five (rad, good, meh, bad, awful); kept without a mood (a .daylio backup keeps renamed moods)",
      'and 2 more',
    ]);
  });

  it('says "1 entry", not "1 entries", for a file of one new entry', async () => {
    preview = {
      dryRun: true,
      counts: { found: 1, imported: 0, new: 1, duplicates: 0, skipped: 0 },
      from: '2022-01-01T09:00:00.000Z',
      to: '2022-01-01T09:00:00.000Z',
      errors: [],
      unmappedMoods: [],
    };
    await previewFile();
    expect(document.querySelector('[data-testid="import-preview"]')?.textContent).toMatch(
      /^1 entry from .*; 0 already here, 1 to add\.$/,
    );
    const buttons = [...document.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toContain('Import 1 entry');
  });
});
