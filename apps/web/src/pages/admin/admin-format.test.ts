import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  averageEntries,
  detailText,
  proConversion,
  showingText,
  truncateId,
} from './admin-format.ts';

describe('admin log formatting', () => {
  it('title-cases actions without underscores', () => {
    expect(actionLabel('user_created')).toBe('User Created');
    expect(actionLabel('learning_track_deleted')).toBe('Learning Track Deleted');
  });

  it('truncates ids at the spec lengths', () => {
    const id = '0c4b5a3e-9f1d-4a8e-b2f7-1d2c3e4f5a6b';
    expect(truncateId(id, 20)).toBe('0c4b5a3e-9f1d-4a8e-b…');
    expect(truncateId(id, 15)).toBe('0c4b5a3e-9f1d-4…');
    expect(truncateId('features/x', 20)).toBe('features/x');
    expect(truncateId(null, 20)).toBe('—');
  });

  it('reads a change as from → to', () => {
    expect(detailText({ from: 'trial', to: 'pro' })).toBe('trial → pro');
    expect(detailText(['role', 'subscriptionStatus'])).toBe('role, subscriptionStatus');
  });

  it('rounds the pro conversion and the average, and counts the rows shown', () => {
    expect(proConversion(1, 3)).toBe(33);
    expect(proConversion(0, 0)).toBe(0);
    expect(averageEntries(7, 3)).toBe('2.3');
    expect(averageEntries(0, 0)).toBe('0.0');
    expect(showingText(2, 25, 25, 60)).toBe('Showing 26 to 50 of 60 logs');
    expect(showingText(3, 25, 10, 60)).toBe('Showing 51 to 60 of 60 logs');
    expect(showingText(1, 50, 0, 0)).toBe('Showing 0 to 0 of 0 logs');
  });
});
