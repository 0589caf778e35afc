// @vitest-environment jsdom
import type { TEntry } from '@innerweather/validators/journal';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubMatchMedia, stubResizeObserver } from '../../test-support/trpc-server-stub.ts';
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

let root: Root | null = null;
let updates: unknown[] = [];

beforeEach(() => {
  stubMatchMedia();
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  stubResizeObserver();
  updates = [];
  // The API behind /trpc: the entry, no guidance, and every entries.update recorded as sent.
  vi.stubGlobal(
    'fetch',
    vi.fn((request: RequestInfo | URL, init?: RequestInit) => {
      const href =
        typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
      const url = new URL(href, 'http://localhost');
      const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
      if (init?.method === 'POST') {
        const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Record<string, unknown>;
        updates.push(...procedures.map((_, i) => body[i]));
        return Promise.resolve(
          Response.json(procedures.map(() => ({ result: { data: { ...IMPORTED, editedAt: 'now' } } }))),
        );
      }
      return Promise.resolve(
        Response.json(procedures.map((p) => ({ result: { data: p === 'entries.get' ? IMPORTED : [] } }))),
      );
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
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

  it('saves a typo fixed in the 2,480-character entry, whole, with no 2,000-character error', async () => {
    await openEditor();
    const fixed = IMPORTED.content.replace('thought', 'thougth');
    typeText(fixed);
    expect(document.body.textContent).not.toMatch(/cannot exceed/);
    expect(document.querySelector('[data-testid="entry-counter"]')?.textContent).toBe('2480 / 2480');
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
