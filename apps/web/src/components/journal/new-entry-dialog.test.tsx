// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubMatchMedia, stubResizeObserver, stubTrpcServer } from '../../test-support/trpc-server-stub.ts';
import { NewEntryDialog } from './new-entry-dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Opens the New Journal Entry dialog with the server answering `allowance` for this month. */
async function openWriter(allowance: { limit: number | null; used: number; left: number | null }) {
  stubTrpcServer((procedure) => {
    if (procedure === 'entries.allowance') return { data: allowance };
    throw new Error(`the writer asked for ${procedure}`);
  });
  root = renderInApp(<NewEntryDialog opened onClose={() => {}} />, '/');
  await act(() =>
    vi.waitFor(() => document.querySelector('textarea') ?? Promise.reject(new Error('no form'))),
  );
  // Let the allowance answer arrive and render.
  await act(() => new Promise((r) => setTimeout(r, 50)));
}

const allowanceText = () => document.querySelector('[data-testid="entry-allowance"]')?.textContent ?? null;

/** True when `a` comes before `b` in the page, as a reader meets them. */
const before = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeEach(() => {
  stubMatchMedia();
  // jsdom has no font loading and no ResizeObserver; the autosizing textarea and the selects listen for both.
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  stubResizeObserver();
  localStorage.clear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the free allowance in the New Journal Entry dialog', () => {
  it('says before anything is written that no free entries are left this month, and that the text is kept', async () => {
    await openWriter({ limit: 2, used: 2, left: 0 });
    const notice = document.querySelector('[data-testid="entry-allowance"]');
    const text = document.querySelector('textarea');
    expect(notice && text && before(notice, text)).toBe(true);
    expect(allowanceText()).toContain('No free entries left this month');
    expect(allowanceText()).toContain('stays on this device as a draft');
  });

  it('counts what is left above the text while some remain', async () => {
    await openWriter({ limit: 2, used: 1, left: 1 });
    expect(allowanceText()).toBe('1 of 2 free entries left this month');
  });

  it('shows nothing on a plan or an instance without a limit', async () => {
    await openWriter({ limit: null, used: 0, left: null });
    expect(allowanceText()).toBeNull();
  });
});

describe('the character counter of the New Journal Entry dialog', () => {
  it('counts the text as the server checks it, without the spaces and blank lines around it', async () => {
    await openWriter({ limit: null, used: 0, left: null });
    const area = document.querySelector<HTMLTextAreaElement>('textarea')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
        area,
        '\n  A calm walk.  \n\n',
      );
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(document.querySelector('[data-testid="entry-counter"]')?.textContent).toBe('12 / 2000');
  });
});
