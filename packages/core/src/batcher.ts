export interface BatcherOptions<I, O> {
  /** Handles a batch; answers in the items' order. */
  flush: (items: I[]) => Promise<O[]>;
  /** Most items in one flush. */
  maxBatch: number;
  /** Most flushes running at once; items submitted meanwhile wait and go together in the next one. */
  maxConcurrent: number;
}

/**
 * Group commit for requests that arrive together: what is submitted in the same turn of the event loop, or while
 * `maxConcurrent` flushes are already running, is handled by one flush. Alone, an item waits for nothing but the end
 * of the current turn; under load, one statement and one commit serve many requests. A failed flush fails each of
 * its items.
 */
export function createBatcher<I, O>({ flush, maxBatch, maxConcurrent }: BatcherOptions<I, O>) {
  const waiting: Array<{ item: I; resolve: (value: O) => void; reject: (reason: unknown) => void }> = [];
  let running = 0;
  let scheduled = false;

  function pump() {
    while (running < maxConcurrent && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      running += 1;
      flush(batch.map((w) => w.item))
        .then(
          (results) => batch.forEach((w, i) => w.resolve(results[i]!)),
          (err: unknown) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          pump();
        });
      });
    },
  };
}
