import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

describe('the browser title', () => {
  it('names each signed-in page', () => {
    expect(pageTitle('/', true)).toBe('Dashboard · Innerweather');
    expect(pageTitle('/timeline', true)).toBe('Timeline · Innerweather');
    expect(pageTitle('/entries', true)).toBe('Journal Entries · Innerweather');
    expect(pageTitle('/learn/track/calm-basics', true)).toBe('Learning Track · Innerweather');
    expect(pageTitle('/no-such-page', true)).toBe('Page Not Found · Innerweather');
  });

  it('shows a visitor the landing title wherever the landing page shows', () => {
    for (const path of ['/', '/dashboard', '/timeline', '/no-such-page'])
      expect(pageTitle(path, false)).toBe('Innerweather · Your private emotional journal');
    expect(pageTitle('/auth', false)).toBe('Sign In · Innerweather');
  });

  it('names the public pages for both', () => {
    for (const signedIn of [true, false]) {
      expect(pageTitle('/about', signedIn)).toBe('About · Innerweather');
      expect(pageTitle('/privacy', signedIn)).toBe('Privacy Policy · Innerweather');
      expect(pageTitle('/unsubscribe', signedIn)).toBe('Unsubscribe · Innerweather');
      expect(pageTitle('/reset-password', signedIn)).toBe('Reset Password · Innerweather');
      expect(pageTitle('/set-password', signedIn)).toBe('Set Your Password · Innerweather');
    }
  });
});
