// @vitest-environment jsdom
import type { TEntry } from '@innerweather/validators/journal';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render-in-app.tsx';
import { stubMatchMedia } from '../../test-support/trpc-server-stub.ts';
import { EntryEmotion } from './emotion-badge.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeEach(() => stubMatchMedia());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// An imported Daylio "awful" day: the analysis reads it as calm, the writer said sadness.
const entry = (own: boolean): TEntry => ({
  id: 'entry-1',
  content: 'Could not focus, slept badly.',
  category: null,
  privacyLevel: 'private',
  createdAt: '2026-09-30T19:30:00.000Z',
  analysisStatus: 'complete',
  analyzer: 'lexicon',
  tags: [],
  mood: own ? 'sadness' : 'calm',
  moodSource: own ? 'you' : 'analysis',
  editedAt: null,
  emotions: [
    {
      joy: 0.05,
      calm: 0.55,
      anxiety: 0.2,
      sadness: 0.15,
      anger: 0.05,
      dominantEmotion: 'calm',
      confidence: 0.4,
      insights: [],
      keywords: [],
    },
  ],
});

describe("an entry's emotion badge", () => {
  it("shows the writer's own mood where they chose one, not the analysis", () => {
    root = renderInApp(<EntryEmotion entry={entry(true)} />, '/entries');
    expect(document.body.textContent).toContain('Sadness · your mood');
    expect(document.body.textContent).not.toContain('Calm');
    expect(document.querySelector('[aria-label="Your mood: Sadness"]')).not.toBeNull();
  });

  it("shows the analysis' dominant emotion and its share otherwise", () => {
    root = renderInApp(<EntryEmotion entry={entry(false)} />, '/entries');
    expect(document.body.textContent).toContain('Calm · 55%');
  });
});
