import type { Logger } from '@innerweather/core/services';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

/** One JSON line per event on stdout, like the API's pino output, so both can go to the same log pipeline. */
export function createLineLogger(level: keyof typeof LEVELS): Logger {
  const threshold = LEVELS[level];
  const write = (name: 'info' | 'warn' | 'error') => (obj: unknown, msg?: string) => {
    if (LEVELS[name] < threshold) return;
    const fields = typeof obj === 'object' && obj !== null ? obj : { msg: String(obj) };
    process.stdout.write(
      `${JSON.stringify({ level: LEVELS[name], time: Date.now(), name: 'worker', ...fields, ...(msg ? { msg } : {}) })}\n`,
    );
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
