/**
 * Whether `work` settles within `ms` (a rejection still rejects). The timer does not hold the process open, and a
 * late outcome of `work` is not reported as unhandled: the caller has stopped waiting for it.
 */
export function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  return Promise.race([work.then(() => true), late]).finally(() => clearTimeout(timer));
}
