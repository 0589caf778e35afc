export interface BatcherOptions<I, O> {
  /** Handles a batch: one settled result per item, in the items' order. */
  flush: (items: I[]) => Promise<Array<PromiseSettledResult<O>>>;
  /** Most items in one flush. */
  maxBatch: number;
  /** Most flushes running at once; items submitted meanwhile wait and go together in the next one. */
  maxConcurrent: number;
}

/**
 * Group commit for requests that arrive together: what is submitted in the same turn of the event loop, or while
 * `maxConcurrent` flushes are already running, is handled by one flush. Alone, an item waits for nothing but the end
 * of the current turn; under load, one statement and one commit serve many requests. Each item gets its own result;
 * a flush that fails as a whole fails each of its items.
 */
export function createBatcher<I, O>({ flush, maxBatch, maxConcurrent }: BatcherOptions<I, O>) {
  const waiting: Array<{ item: I; resolve: (value: O) => void; reject: (reason: unknown) => void }> = [];
  let running = 0;
  let scheduled = false;

  function pump() {
    while (running < maxConcurrent && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      running += 1;
      // Through a promise, so that a flush throwing synchronously fails its batch instead of the process.
      Promise.resolve()
        .then(() => flush(batch.map((w) => w.item)))
        .then(
          (results) => {
            if (results.length !== batch.length)
              throw new Error(`batch flush answered ${results.length} results for ${batch.length} items`);
            batch.forEach((w, i) => {
              const result = results[i]!;
              if (result.status === 'fulfilled') w.resolve(result.value);
              else w.reject(result.reason);
            });
          },
        )
        .catch((err: unknown) => batch.forEach((w) => w.reject(err)))
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

/** Every item fulfilled with the value at its index. */
export function allFulfilled<O>(values: O[]): Array<PromiseSettledResult<O>> {
  return values.map((value) => ({ status: 'fulfilled', value }));
}
