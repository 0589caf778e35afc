import type { TGuidance } from '@innerweather/validators/journal';
import { describe, expect, it } from 'vitest';
import { crisisLines, displayableGuidance } from './guidance-rules.ts';
import { entryPreview } from './journal-words.ts';

function guidance(overrides: Partial<TGuidance>): TGuidance {
  return {
    id: 'g1',
    entryId: 'e1',
    concern: 'Work stress is building',
    recommendation: 'Take a short walk after work',
    reasoning: 'Several entries mention deadlines',
    urgency: 'low',
    professionalType: 'wellness_coach',
    isAcknowledged: false,
    acknowledgedAt: null,
    notAboutMeAt: null,
    createdAt: '2025-07-23T20:00:00.000Z',
    ...overrides,
  };
}

describe('AI guidance on an entry', () => {
  it('hides items lacking an id, a concern or a recommendation', () => {
    const items = [
      guidance({ id: 'keep' }),
      guidance({ id: '' }),
      guidance({ id: 'no-concern', concern: ' ' }),
      guidance({ id: 'no-recommendation', recommendation: '' }),
    ];
    expect(displayableGuidance(items).map((item) => item.id)).toEqual(['keep']);
    expect(displayableGuidance(undefined)).toEqual([]);
  });

  it('lists the crisis lines named in an immediate recommendation', () => {
    const recommendation =
      "Please reach out for support right now. If you are in immediate danger, call your local emergency number (for example 911, 999 or 112) or go to the nearest emergency department. You can talk to someone now: 988 Suicide & Crisis Lifeline (US): call or text 988; Samaritans (UK & ROI): call 116 123. You don't have to face this alone.";
    expect(crisisLines(recommendation)).toEqual([
      '988 Suicide & Crisis Lifeline (US): call or text 988',
      'Samaritans (UK & ROI): call 116 123',
    ]);
    expect(crisisLines('Take a short walk after work')).toEqual([]);
  });
});

describe('the dashboard preview of an entry', () => {
  it('keeps short entries whole and cuts long ones to 120 characters at a word', () => {
    expect(entryPreview('A quiet evening  with tea.')).toBe('A quiet evening with tea.');
    const long = 'word '.repeat(60);
    const preview = entryPreview(long);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(121);
    expect(preview).not.toMatch(/wor…$/);
  });
});
