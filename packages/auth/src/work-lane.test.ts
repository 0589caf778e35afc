import { expect, it } from 'vitest';
import { createWorkLane, PasswordWorkBusyError } from './work-lane.ts';

it('runs at most its width at once, in order, and refuses work beyond its waiting room', async () => {
  const lane = createWorkLane({ concurrency: 2, maxWaiting: 3 });
  const gates: Array<() => void> = [];
  const started: number[] = [];
  const runs = [0, 1, 2, 3, 4].map((i) =>
    lane.run(async () => {
      started.push(i);
      await new Promise<void>((resolve) => gates.push(resolve));
      return i;
    }),
  );
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  expect(lane.load()).toMatchObject({ running: 2, waiting: 3 });
  await expect(lane.run(() => Promise.resolve('late'))).rejects.toBeInstanceOf(PasswordWorkBusyError);

  while (started.length < 5 || gates.length > 0) {
    gates.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
  expect(started).toEqual([0, 1, 2, 3, 4]);
  expect(lane.load()).toEqual({ running: 0, waiting: 0, mostRunning: 2, done: 5 });
});
