import { describe, expect, it } from 'vitest';
import { answerSize, createReadCache, MAX_ANSWERS_PER_USER, type ReadCache } from './read-cache.ts';

const ADA = 'user-ada';
const BEN = 'user-ben';

/** An answer computed the way the REST adapter does it: version first, then the body is stored with it. */
function keep(cache: ReadCache, userId: string, key: string, body: string) {
  const version = cache.version(userId);
  if (version === undefined) throw new Error('the cache is off');
  cache.set(userId, key, version, body);
}

function listeningCache(maxBytes = 1024 * 1024) {
  const cache = createReadCache({ maxBytes });
  cache.setListening(true);
  return cache;
}

describe('read cache', () => {
  it('keeps and serves nothing before it is listening', () => {
    const cache = createReadCache({ maxBytes: 1024 * 1024 });
    expect(cache.version(ADA)).toBeUndefined();
    cache.set(ADA, '/api/stats', 0, '{"totalEntries":1}');
    expect(cache.get(ADA, '/api/stats')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, hits: 0 });
  });

  it('serves a stored answer once listening, and counts hits and misses', () => {
    const cache = listeningCache();
    expect(cache.get(ADA, '/api/stats')).toBeUndefined();
    keep(cache, ADA, '/api/stats', '{"totalEntries":1}');
    expect(cache.get(ADA, '/api/stats')).toBe('{"totalEntries":1}');
    expect(cache.get(ADA, '/api/stats')).toBe('{"totalEntries":1}');
    expect(cache.stats()).toEqual({
      entries: 1,
      bytes: answerSize(ADA, '/api/stats', '{"totalEntries":1}'),
      hits: 2,
      misses: 1,
    });
  });

  it("forgets a user's answers when their journal changes", () => {
    const cache = listeningCache();
    keep(cache, ADA, '/api/stats', '{"totalEntries":1}');
    keep(cache, ADA, '/api/entries', '[]');
    cache.changed(ADA);
    expect(cache.get(ADA, '/api/stats')).toBeUndefined();
    expect(cache.get(ADA, '/api/entries')).toBeUndefined();
    keep(cache, ADA, '/api/stats', '{"totalEntries":2}');
    expect(cache.get(ADA, '/api/stats')).toBe('{"totalEntries":2}');
  });

  it('never serves an answer computed from a version taken before the journal changed', () => {
    const cache = listeningCache();
    const before = cache.version(ADA)!;
    cache.changed(ADA); // a write commits while the answer is being computed
    cache.set(ADA, '/api/stats', before, '{"totalEntries":1}');
    expect(cache.stats().entries).toBe(0);
    expect(cache.get(ADA, '/api/stats')).toBeUndefined();

    // Also when the user had changed before: the version handed out moves on with every change.
    const second = cache.version(ADA)!;
    cache.changed(ADA);
    cache.set(ADA, '/api/stats', second, '{"totalEntries":2}');
    expect(cache.get(ADA, '/api/stats')).toBeUndefined();
  });

  it("keeps each user's answers apart", () => {
    const cache = listeningCache();
    keep(cache, ADA, '/api/entries', '["ada"]');
    expect(cache.get(BEN, '/api/entries')).toBeUndefined();
    keep(cache, BEN, '/api/entries', '["ben"]');
    expect(cache.get(ADA, '/api/entries')).toBe('["ada"]');
    expect(cache.get(BEN, '/api/entries')).toBe('["ben"]');

    cache.changed(BEN);
    expect(cache.get(BEN, '/api/entries')).toBeUndefined();
    expect(cache.get(ADA, '/api/entries')).toBe('["ada"]');
  });

  it('forgets everything when it stops listening, and does not take answers computed before it listened again', () => {
    const cache = listeningCache();
    keep(cache, ADA, '/api/stats', '{"totalEntries":1}');
    const inFlight = cache.version(BEN)!;

    cache.setListening(false);
    expect(cache.get(ADA, '/api/stats')).toBeUndefined();
    expect(cache.version(ADA)).toBeUndefined();

    cache.setListening(true);
    expect(cache.get(ADA, '/api/stats')).toBeUndefined();
    // Computed while changes may have gone unheard: refused.
    cache.set(BEN, '/api/stats', inFlight, '{"totalEntries":3}');
    expect(cache.get(BEN, '/api/stats')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });

    keep(cache, ADA, '/api/stats', '{"totalEntries":4}');
    expect(cache.get(ADA, '/api/stats')).toBe('{"totalEntries":4}');
  });

  it('evicts the least recently used answer when memory runs out', () => {
    const body = (c: string) => c.repeat(10);
    const each = answerSize(ADA, 'a', body('a')); // the same for every one-letter key and both users
    const cache = listeningCache(3 * each);
    keep(cache, ADA, 'a', body('a'));
    keep(cache, ADA, 'b', body('b'));
    keep(cache, BEN, 'c', body('c'));
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 3 * each });

    expect(cache.get(ADA, 'a')).toBe(body('a')); // 'b' is now the least recently used
    keep(cache, BEN, 'd', body('d'));
    expect(cache.stats()).toMatchObject({ entries: 3, bytes: 3 * each });
    expect(cache.get(ADA, 'b')).toBeUndefined();
    expect(cache.get(ADA, 'a')).toBe(body('a'));
    expect(cache.get(BEN, 'c')).toBe(body('c'));
    expect(cache.get(BEN, 'd')).toBe(body('d'));

    // A larger answer pushes out as many of the oldest as it needs: 'a' and 'c' (used before 'd').
    const big = 'x'.repeat(20);
    keep(cache, ADA, 'big', big);
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: each + answerSize(ADA, 'big', big) });
    expect(cache.get(ADA, 'a')).toBeUndefined();
    expect(cache.get(BEN, 'c')).toBeUndefined();
    expect(cache.get(BEN, 'd')).toBe(body('d'));
    expect(cache.get(ADA, 'big')).toBe(big);
  });

  it('counts the key against memory, so long keys with tiny answers cannot pile up', () => {
    const longKey = `/api/entries ${'p'.repeat(8_000)}`;
    const cache = listeningCache(1024 * 1024);
    keep(cache, ADA, longKey, '[]');
    expect(cache.stats().bytes).toBe(answerSize(ADA, longKey, '[]'));
    expect(cache.stats().bytes).toBeGreaterThan(16_000);
  });

  it(`keeps at most ${MAX_ANSWERS_PER_USER} answers per user, leaving room for the others`, () => {
    const cache = listeningCache();
    for (let i = 0; i < MAX_ANSWERS_PER_USER + 10; i++) keep(cache, ADA, `page ${i}`, '[]');
    keep(cache, BEN, 'page 0', '[]');
    expect(cache.stats().entries).toBe(MAX_ANSWERS_PER_USER + 1);
    expect(cache.get(ADA, 'page 0')).toBe('[]');
    expect(cache.get(ADA, `page ${MAX_ANSWERS_PER_USER}`)).toBeUndefined();
    expect(cache.get(BEN, 'page 0')).toBe('[]');
    // A change frees the user's room at once.
    cache.changed(ADA);
    expect(cache.stats().entries).toBe(1);
    keep(cache, ADA, `page ${MAX_ANSWERS_PER_USER}`, '[]');
    expect(cache.get(ADA, `page ${MAX_ANSWERS_PER_USER}`)).toBe('[]');
  });

  it('replaces an answer stored again under the same key without counting it twice', () => {
    const cache = listeningCache();
    keep(cache, ADA, 'a', 'a'.repeat(10));
    keep(cache, ADA, 'a', 'A'.repeat(10));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: answerSize(ADA, 'a', 'A'.repeat(10)) });
    expect(cache.get(ADA, 'a')).toBe('A'.repeat(10));
  });

  it('does not keep an answer larger than all its memory', () => {
    const cache = listeningCache(answerSize(ADA, 'small', 'ok') + 2);
    keep(cache, ADA, 'small', 'ok');
    keep(cache, ADA, 'huge', 'x'.repeat(6));
    expect(cache.get(ADA, 'huge')).toBeUndefined();
    expect(cache.get(ADA, 'small')).toBe('ok');
  });

  it('keeps nothing with maxBytes 0', () => {
    const cache = listeningCache(0);
    expect(cache.version(ADA)).toBeUndefined();
    for (const version of [0, 1, 2]) cache.set(ADA, '/api/stats', version, '{"totalEntries":1}');
    expect(cache.get(ADA, '/api/stats')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, hits: 0 });
  });
});
