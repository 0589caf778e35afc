// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubFetch, stubMatchMedia, stubResizeObserver } from '../../test-support/trpc-server-stub.ts';
import { ImportJournal } from './your-data.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
/** The import calls the page made: their query's dryRun and moodMap. */
let sent: Array<{ dryRun: string | null; moodMap: unknown }> = [];

const IMPORT_ID = '0b4f3c2a-1d2e-4f5a-8b6c-7d8e9f0a1b2c';
const RENAMED = [
  { name: 'Ecstatic', lines: 2 },
  { name: 'So-so', lines: 1 },
];

/** The dry run as the server answers it: a mapped mood is no longer asked about, and its mood-only line is kept. */
function previewFor(map: Record<string, string>) {
  const mapped = Object.keys(map).length;
  return {
    dryRun: true,
    counts: {
      found: 3 + (map.Ecstatic ? 1 : 0),
      imported: 0,
      new: 3 + (map.Ecstatic ? 1 : 0),
      duplicates: 0,
      skipped: map.Ecstatic ? 0 : 1,
    },
    from: '2022-01-01T09:00:00.000Z',
    // The last date moves with each mapping, so the test sees which answer is shown.
    to: `2022-01-0${4 + mapped}T09:00:00.000Z`,
    errors: [],
    unmappedMoods: RENAMED.slice(mapped),
  };
}

beforeEach(() => {
  stubMatchMedia();
  stubResizeObserver();
  sent = [];
  stubFetch((url) => {
    if (url.pathname === '/api/account/import') {
      const raw = url.searchParams.get('moodMap');
      const map = raw ? (JSON.parse(raw) as Record<string, string>) : {};
      sent.push({ dryRun: url.searchParams.get('dryRun'), moodMap: raw ? map : null });
      return url.searchParams.get('dryRun') === 'true'
        ? Response.json(previewFor(map))
        : Response.json({ id: IMPORT_ID, status: 'queued' }, { status: 202 });
    }
    if (url.pathname === '/trpc/account.getImport')
      return Response.json([
        {
          result: {
            data: {
              id: IMPORT_ID,
              source: 'daylio',
              status: 'done',
              progress: 100,
              counts: { found: 4, imported: 4, duplicates: 0, skipped: 0 },
              errors: [],
              analysis: { total: 0, done: 0 },
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          },
        },
      ]);
    return undefined;
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Lets React and the stubbed server answer, a little at a time, until `check` holds. */
async function until(check: () => boolean) {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 10_000) throw new Error(`not yet: ${JSON.stringify(sent)}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}
const selects = () => [
  ...document.querySelectorAll<HTMLSelectElement>('[data-testid="mood-mapping"] select'),
];
const labelOf = (select: HTMLSelectElement) =>
  document.querySelector(`label[for="${select.id}"]`)?.textContent;
const button = (text: RegExp) =>
  [...document.querySelectorAll('button')].find((b) => text.test(b.textContent))!;

/** Picks `value` for a renamed mood and waits for the preview that answers the new mapping (its `mapped`-th). */
async function choose(select: HTMLSelectElement, value: string, mapped: number) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await until(
    () =>
      (document.querySelector('[data-testid="import-preview"]')?.textContent ?? '').includes(
        `to Jan ${4 + mapped}, 2022`,
      ) && selects().every((s) => !s.disabled),
  );
}

describe('Settings → Import: renamed Daylio moods', () => {
  it('asks what each renamed mood stands for and imports with the answers', async () => {
    root = renderInApp(<ImportJournal />, '/settings');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['full_date,…'], 'daylio_export.csv', { type: 'text/csv' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => button(/^Preview$/).click());
    await until(() => selects().length === 2);
    expect(button(/^Import/).textContent).toBe('Import 3 entries');
    expect(selects().map(labelOf)).toEqual(['Ecstatic (2 lines)', 'So-so (1 line)']);
    expect([...selects()[0]!.options].map((o) => o.textContent)).toEqual([
      'Choose…',
      'Joy',
      'Calm',
      'Anxiety',
      'Sadness',
      'Anger',
      'No own mood',
    ]);

    await choose(selects()[0]!, 'joy', 1);
    // The list stays as the file has it while the counts follow the mapping.
    expect(selects().map(labelOf)).toEqual(['Ecstatic (2 lines)', 'So-so (1 line)']);
    expect(button(/^Import/).textContent).toBe('Import 4 entries');
    await choose(selects()[1]!, 'none', 2);

    act(() => button(/^Import 4 entries$/).click());
    await until(() => document.querySelector('[data-testid="import-progress"]') !== null);
    expect(document.querySelector('[data-testid="import-progress"] p')?.textContent).toBe(
      'Imported 4 entries (0 already here).',
    );
    // The import started, the mapping step is gone with its preview.
    expect(selects()).toEqual([]);
    expect(sent).toEqual([
      { dryRun: 'true', moodMap: null },
      { dryRun: 'true', moodMap: { Ecstatic: 'joy' } },
      { dryRun: 'true', moodMap: { Ecstatic: 'joy', 'So-so': 'none' } },
      { dryRun: null, moodMap: { Ecstatic: 'joy', 'So-so': 'none' } },
    ]);
  });
});
