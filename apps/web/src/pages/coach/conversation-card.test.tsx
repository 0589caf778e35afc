// @vitest-environment jsdom
import type { TConversation } from '@innerweather/validators/coach';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubMatchMedia } from '../../test-support/trpc-server-stub.ts';
import { ConversationCard } from './conversation-card.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const answered = (source: TConversation['source']): TConversation => ({
  id: '00000000-0000-4000-8000-000000000001',
  category: 'general',
  question: 'How do I sleep better?',
  response: 'You can talk to someone now: 988 Suicide & Crisis Lifeline (US): call or text 988.',
  source,
  isHelpful: false,
  createdAt: '2026-11-27T09:00:00.000Z',
});

const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.trim());

describe('a coach answer', () => {
  it('offers Mark Helpful and Save to Toolkit on a library or model answer', () => {
    root = renderInApp(
      <ConversationCard conversation={answered('library')} onHelpful={() => {}} onSave={() => {}} />,
      '/ai-coach',
    );
    expect(buttons()).toEqual(expect.arrayContaining(['Mark Helpful', 'Save to Toolkit']));
  });

  it('offers neither on the crisis answer, which still shows its text', () => {
    root = renderInApp(
      <ConversationCard conversation={answered('crisis')} onHelpful={() => {}} onSave={() => {}} />,
      '/ai-coach',
    );
    expect(document.body.textContent).toContain('988 Suicide & Crisis Lifeline');
    expect(buttons()).not.toContain('Mark Helpful');
    expect(buttons()).not.toContain('Save to Toolkit');
  });
});
