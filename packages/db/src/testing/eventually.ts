/** Polls until `check` returns a value (not undefined) or the deadline passes. For tests of asynchronous work. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  { timeoutMs = 10_000, everyMs = 50, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
