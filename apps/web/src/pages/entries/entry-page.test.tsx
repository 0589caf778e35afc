// @vitest-environment jsdom
import type { TEntry } from '@innerweather/validators/journal';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubFetch, stubMatchMedia, stubResizeObserver } from '../../test-support/trpc-server-stub.ts';
import { trpc } from '../../lib/trpc.ts';
import { EntryPage } from './entry-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ID = '6e59d25f-a487-4c11-983d-f68da078c77b';

/** A Day One entry imported whole: longer than the editor's 2,000 characters, written in Tokyo. */
const IMPORTED: TEntry = {
  id: ID,
  content: 'I walked along the harbour today and thought about the years. '.repeat(40),
  category: null,
  privacyLevel: 'private',
  createdAt: '2020-12-31T23:59:59.000Z',
  analysisStatus: 'complete',
  analyzer: 'lexicon',
  emotions: [],
  tags: ['harbour'],
  mood: null,
  moodSource: null,
  editedAt: null,
};

/** What entries.get answers; each test starts from the imported long entry. */
let shown: TEntry = IMPORTED;
let root: Root | null = null;
let updates: unknown[] = [];
/** Every query read from the API, by procedure name, in order. */
let reads: string[] = [];

beforeEach(() => {
  stubMatchMedia();
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  stubResizeObserver();
  updates = [];
  reads = [];
  shown = IMPORTED;
  // The API behind /trpc: the entry, no guidance, and every entries.update recorded as sent.
  stubFetch((url, init) => {
    const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
    if (init?.method === 'POST') {
      const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Record<string, unknown>;
      updates.push(...procedures.map((_, i) => body[i]));
      return Response.json(procedures.map(() => ({ result: { data: { ...IMPORTED, editedAt: 'now' } } })));
    }
    reads.push(...procedures);
    return Response.json(procedures.map((p) => ({ result: { data: p === 'entries.get' ? shown : [] } })));
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  // An edit left unsaved is kept on the device (draft-store.ts): each test starts on a clean one.
  localStorage.clear();
  vi.unstubAllGlobals();
});

const button = (name: string): Promise<HTMLButtonElement> => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  return found ? Promise.resolve(found) : Promise.reject(new Error(`no ${name} button`));
};

async function openEditor() {
  root = renderInApp(<Route path="/entries/:id" component={EntryPage} />, `/entries/${ID}`);
  const edit = await act(() => vi.waitFor(() => button('Edit')));
  act(() => edit.click());
}

async function save() {
  const saveButton = await button('Save changes');
  await act(async () => {
    saveButton.click();
    await vi.waitFor(() => (updates.length > 0 ? Promise.resolve() : Promise.reject(new Error('not sent'))));
  });
}

describe('editing an imported entry on its page', () => {
  it('changes the date of a 2,480-character entry without sending (or refusing) its text', async () => {
    await openEditor();
    const date = document.querySelector<HTMLInputElement>('input[type="date"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(date, '2020-06-01');
      date.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await save();
    expect(updates).toEqual([{ id: ID, entryDate: '2020-06-01' }]);
  });

  it('saving with nothing changed sends no text, date or tags: the entry is left as it was', async () => {
    await openEditor();
    await save();
    expect(updates).toEqual([{ id: ID }]);
  });

  const typeText = (text: string) => {
    const area = document.querySelector<HTMLTextAreaElement>('textarea')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };

  it('saves a typo fixed in the 2,480-character entry, whole; its counter counts as the check does (trimmed)', async () => {
    await openEditor();
    const fixed = IMPORTED.content.replace('thought', 'thougth');
    typeText(fixed);
    expect(document.body.textContent).not.toMatch(/cannot exceed/);
    expect(document.querySelector('[data-testid="entry-counter"]')?.textContent).toBe('2479 / 2479');
    await save();
    expect(updates).toEqual([{ id: ID, content: fixed }]);
  });

  it('refuses to let the edit grow past the length the entry already has, and sends nothing', async () => {
    await openEditor();
    typeText(`${IMPORTED.content}And one more sentence.`);
    const saveButton = await button('Save changes');
    await act(async () => {
      saveButton.click();
      await vi.waitFor(() =>
        document.body.textContent?.includes(
          'Entry cannot exceed 2479 characters, its length before this edit',
        )
          ? Promise.resolve()
          : Promise.reject(new Error('no error shown')),
      );
    });
    expect(updates).toEqual([]);
  });
});

/** What the dashboard shows beside the entry: the timeline and the recommendations, both fed by its mood and date. */
function DashboardFigures() {
  trpc.emotions.timeline.useQuery({ days: 30 });
  trpc.recommendations.list.useQuery();
  return null;
}

describe('what the entry feeds is read again after a change on its page', () => {
  const readsOf = (procedure: string) => reads.filter((p) => p === procedure).length;

  async function openWithFigures() {
    root = renderInApp(
      <>
        <Route path="/entries/:id" component={EntryPage} />
        <DashboardFigures />
      </>,
      `/entries/${ID}`,
    );
    await act(() => vi.waitFor(() => button('Edit')));
    await act(() =>
      vi.waitFor(() =>
        readsOf('recommendations.list') === 1 && readsOf('emotions.timeline') === 1
          ? Promise.resolve()
          : Promise.reject(new Error('figures not read')),
      ),
    );
  }

  const readAgain = () =>
    act(() =>
      vi.waitFor(() =>
        readsOf('recommendations.list') === 2 && readsOf('emotions.timeline') === 2
          ? Promise.resolve()
          : Promise.reject(new Error(`read again: ${reads.join(', ')}`)),
      ),
    );

  it('choosing an own mood reads the recommendations and the timeline again', async () => {
    await openWithFigures();
    const anger = [...document.querySelectorAll('[aria-label="My mood"] button')].find((b) =>
      b.textContent?.includes('Anger'),
    ) as HTMLButtonElement;
    act(() => anger.click());
    await readAgain();
    expect(updates).toEqual([{ id: ID, mood: 'anger' }]);
  });

  it('moving the entry to another day reads the recommendations and the timeline again', async () => {
    await openWithFigures();
    const edit = await button('Edit');
    act(() => edit.click());
    const date = document.querySelector<HTMLInputElement>('input[type="date"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(date, '2020-06-01');
      date.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await save();
    await readAgain();
  });
});

describe('a mood-only entry (a Daylio day without a note)', () => {
  it('says it has no text to read, not that it waits for an analysis', async () => {
    shown = { ...IMPORTED, content: '', tags: [], mood: 'joy', moodSource: 'you' };
    root = renderInApp(<Route path="/entries/:id" component={EntryPage} />, `/entries/${ID}`);
    await act(() => vi.waitFor(() => button('Edit')));
    expect(document.body.textContent).not.toContain('Not analysed yet');
    expect(document.querySelector('[data-testid="analysis-read"]')?.textContent).toBe(
      'A mood-only entry: there is no text for Innerweather to read.',
    );
    expect(document.body.textContent).toContain('No text, only a mood. Edit to add words to this day.');
  });
});
