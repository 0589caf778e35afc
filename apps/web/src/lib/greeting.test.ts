import { describe, expect, it } from 'vitest';
import { displayName, greetingName, initials, timeOfDayGreeting } from './greeting.ts';

describe('greeting', () => {
  it('greets by first name, else the e-mail before the @, else dear friend', () => {
    expect(greetingName({ firstName: 'Maya', email: 'maya@example.com' })).toBe('Maya');
    expect(greetingName({ firstName: '  ', email: 'sam.lee@example.com' })).toBe('sam.lee');
    expect(greetingName({ firstName: null, email: null })).toBe('dear friend');
    expect(greetingName(undefined)).toBe('dear friend');
  });

  it('fits the hour of the day', () => {
    expect(timeOfDayGreeting(new Date(2025, 6, 23, 7, 30))).toBe('Good morning');
    expect(timeOfDayGreeting(new Date(2025, 6, 23, 13, 0))).toBe('Good afternoon');
    expect(timeOfDayGreeting(new Date(2025, 6, 23, 21, 15))).toBe('Good evening');
    expect(timeOfDayGreeting(new Date(2025, 6, 23, 2, 0))).toBe('Good evening');
  });

  it('names the user in menus by full name, else e-mail, with matching initials', () => {
    const maya = { firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.com' };
    expect(displayName(maya)).toBe('Maya Okafor');
    expect(initials(maya)).toBe('MO');
    const noName = { firstName: null, lastName: null, email: 'quiet@example.com' };
    expect(displayName(noName)).toBe('quiet@example.com');
    expect(initials(noName)).toBe('Q');
  });
});
