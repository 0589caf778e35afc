/** Time as the services see it; tests pass a fixed clock to cross month, week and day boundaries. */
export interface Clock {
  now: () => Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock & { set: (d: Date | string) => void } {
  let current = new Date(at);
  return { now: () => new Date(current), set: (d) => (current = new Date(d)) };
}
