import { describe, expect, it } from 'vitest';
import { allFulfilled, createBatcher } from './batcher.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('hands what is submitted in the same turn to one flush and answers each item in order', async () => {
    const flushes: number[][] = [];
    const batcher = createBatcher<number, number>({
      maxBatch: 100,
      maxConcurrent: 1,
      flush: (items) => {
        flushes.push(items);
        return Promise.resolve(allFulfilled(items.map((n) => n * 10)));
      },
    });
    const answers = await Promise.all([1, 2, 3].map((n) => batcher.submit(n)));
    expect(answers).toEqual([10, 20, 30]);
    expect(flushes).toEqual([[1, 2, 3]]);
  });

  it('keeps what arrives while a flush runs for the next one, and splits at maxBatch', async () => {
    const flushes: number[][] = [];
    let release: () => void = () => {};
    const batcher = createBatcher<number, number>({
      maxBatch: 2,
      maxConcurrent: 1,
      flush: async (items) => {
        flushes.push(items);
        if (flushes.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return allFulfilled(items);
      },
    });
    const first = batcher.submit(1);
    await tick();
    const later = [2, 3, 4].map((n) => batcher.submit(n));
    await tick();
    expect(flushes).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(flushes).toEqual([[1], [2, 3], [4]]);
  });

  it('fails only the items whose result is a rejection', async () => {
    const batcher = createBatcher<number, number>({
      maxBatch: 10,
      maxConcurrent: 1,
      flush: (items) =>
        Promise.resolve(
          items.map((n): PromiseSettledResult<number> =>
            n === 2 ? { status: 'rejected', reason: new Error('two is bad') } : { status: 'fulfilled', value: n },
          ),
        ),
    });
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.submit(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('fails the batch, not the process, when flush throws synchronously or answers too few results, and goes on', async () => {
    let calls = 0;
    const batcher = createBatcher<number, number>({
      maxBatch: 10,
      maxConcurrent: 1,
      flush: (items) => {
        calls += 1;
        if (calls === 1) throw new Error('thrown before any promise');
        if (calls === 2) return Promise.resolve(allFulfilled(items.slice(1)));
        return Promise.resolve(allFulfilled(items));
      },
    });
    await expect(batcher.submit(1)).rejects.toThrow('thrown before any promise');
    await expect(batcher.submit(2)).rejects.toThrow('0 results for 1 items');
    await expect(batcher.submit(3)).resolves.toBe(3);
  });

  it('runs at most maxConcurrent flushes at once', async () => {
    let running = 0;
    let most = 0;
    const batcher = createBatcher<number, number>({
      maxBatch: 1,
      maxConcurrent: 2,
      flush: async (items) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return allFulfilled(items);
      },
    });
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    expect(most).toBe(2);
  });
});
