import { expect, it } from 'vitest';
import { freeLimitText } from './plans.ts';
import { entriesCount, plural } from './plural.ts';

it('says a count with its noun, singular for exactly one', () => {
  expect([0, 1, 2].map(entriesCount)).toEqual(['0 entries', '1 entry', '2 entries']);
  expect([1, 40].map((n) => plural(n, 'second'))).toEqual(['1 second', '40 seconds']);
  expect(freeLimitText(1)).toMatch(/^Free users are limited to 1 entry per month\./);
});
