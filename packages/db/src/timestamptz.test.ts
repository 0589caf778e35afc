import { describe, expect, it } from 'vitest';
import { timestamptzParser } from './timestamptz.ts';

const FALLBACK = Symbol('fallback');
const parse = timestamptzParser(() => FALLBACK);

/** What the text means, read with a regular expression (milliseconds truncated, as postgres-date does). */
function expected(text: string): Date {
  const m = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?\+00$/.exec(text)!;
  const [, y, mo, d, h, mi, s, fraction = ''] = m.map((part) => part ?? '');
  const ms = Math.trunc(Number(`0.${fraction || '0'}`) * 1000 + 1e-9);
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms));
}

describe('timestamptz text', () => {
  it('reads the UTC form Postgres writes to the millisecond, truncating finer fractions', () => {
    const texts = [
      '2026-03-09 11:30:00+00',
      '2026-03-09 11:30:00.5+00',
      '2026-03-09 11:30:00.12+00',
      '2026-03-09 11:30:00.123+00',
      '2026-03-09 11:30:00.123999+00',
      '2026-12-31 23:59:59.999999+00',
      '0100-01-01 00:00:00+00',
      '9999-12-31 23:59:59.000001+00',
      '2024-02-29 12:00:00.07+00',
    ];
    for (let i = 0; i < 200; i++) {
      // Spread over the years 1000–9000, with every length of fraction.
      const at = new Date(Date.UTC(1000, 0, 1) + i * 1.26e12 + i * i * 7_919_003);
      const fraction = String((i * 7_654_321) % 1e6)
        .padStart(6, '0')
        .slice(0, 1 + (i % 6));
      texts.push(`${at.toISOString().slice(0, 19).replace('T', ' ')}.${fraction}+00`);
    }
    for (const text of texts) expect(parse(text), text).toEqual(expected(text));
    expect((parse('2026-03-09 11:30:00.123456+00') as Date).toISOString()).toBe('2026-03-09T11:30:00.123Z');
  });

  it('leaves every other form to the driver’s own parser', () => {
    for (const text of [
      '2026-03-09 12:30:00+01',
      '2026-03-09 17:00:00.5+05:30',
      '2026-03-09 11:30:00-00',
      '0001-01-01 00:00:00+00 BC',
      '0099-03-09 11:30:00+00',
      '12026-03-09 11:30:00+00',
      'infinity',
      '-infinity',
      '2026-03-09T11:30:00+00',
      '2026-03-09 11:30:00.+00',
      '2026-03-09 11:30:0x.12+00',
      '2026-03-09 11:30:00.1234567+00',
    ])
      expect(parse(text), text).toBe(FALLBACK);
  });
});
