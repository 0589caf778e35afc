// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubFetch, stubMatchMedia } from '../../test-support/trpc-server-stub.ts';
import { ExportMyData } from './your-data.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
/** The inputs the page sent to account.requestExport. */
let requested: unknown[] = [];

const EXPORT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5';

/** The API behind /trpc: the export is queued, then read back ready with `entryCount` entries. */
function stubExportServer(entryCount: number) {
  requested = [];
  stubFetch((url, init) => {
    const procedure = decodeURIComponent(url.pathname.slice('/trpc/'.length));
    if (procedure === 'account.requestExport') {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
      requested.push(body['0']);
      return Response.json([
        { result: { data: { id: EXPORT_ID, contents: 'shareable', status: 'queued' } } },
      ]);
    }
    if (procedure === 'account.getExport')
      return Response.json([
        {
          result: {
            data: {
              id: EXPORT_ID,
              contents: 'shareable',
              status: 'ready',
              progress: 100,
              entryCount,
              downloadUrl: `http://localhost:3000/api/account/export/${EXPORT_ID}/download?expires=1&signature=s`,
              expiresAt: '2030-01-01T00:00:00.000Z',
            },
          },
        },
      ]);
    return undefined;
  });
}

beforeEach(() => stubMatchMedia());

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function exportShareable() {
  root = renderInApp(<ExportMyData contents="shareable" />, '/settings');
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent === 'Export shareable entries',
  )!;
  act(() => button.click());
  for (let waited = 0; !document.querySelector('[data-testid="shared-count"]'); waited += 20) {
    if (waited > 10_000) throw new Error('the export never read as ready');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  expect(requested).toEqual([{ contents: 'shareable' }]);
  return {
    count: document.querySelector('[data-testid="shared-count"]')?.textContent,
    links: [...document.querySelectorAll('a')].map((a) => ({
      text: a.textContent,
      href: a.getAttribute('href'),
    })),
  };
}

describe('Settings → For your therapist', () => {
  it('asks for the shareable entries only, says how many and that private ones are left out', async () => {
    stubExportServer(3);
    const { count, links } = await exportShareable();
    expect(count).toBe(
      '3 entries marked “Shareable with therapist”: dates, text and mood only. Private entries are not included.',
    );
    expect(links).toEqual([
      {
        text: 'Download the shareable entries (a readable document, link valid for an hour)',
        href: `/api/account/export/${EXPORT_ID}/download?expires=1&signature=s`,
      },
    ]);
  });

  it('says plainly that nothing is marked shareable, and offers no empty file', async () => {
    stubExportServer(0);
    const { count, links } = await exportShareable();
    expect(count).toBe(
      'No entries are marked “Shareable with therapist”, so there is nothing to share. Set an entry’s privacy to “Shareable with therapist” to include it.',
    );
    expect(links).toEqual([]);
  });
});
