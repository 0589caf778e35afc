// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubMatchMedia } from '../../test-support/trpc-server-stub.ts';
import { AiText } from './ai-text.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the coach text', () => {
  it('converts bold and italic, drops blank lines, and shows HTML from the model as text', () => {
    const answer =
      'Try **slow breathing** tonight.\n\n\n*Notice* how it feels. <img src=x onerror="alert(1)"><script>alert(2)</script>';
    root = renderInApp(<AiText text={answer} />, '/ai-coach');
    const text = document.querySelector('[data-testid="ai-text"]')!;
    expect([...text.children].map((line) => line.textContent)).toEqual([
      'Try slow breathing tonight.',
      'Notice how it feels. <img src=x onerror="alert(1)"><script>alert(2)</script>',
    ]);
    expect(text.querySelector('strong')?.textContent).toBe('slow breathing');
    expect(text.querySelector('em')?.textContent).toBe('Notice');
    expect(text.querySelectorAll('img, script')).toHaveLength(0);
  });
});
