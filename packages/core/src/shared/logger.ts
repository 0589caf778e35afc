/** Where services, jobs and runtimes write their log lines: pino in the API, the worker's own, tests' stand-ins. */
export interface Logger {
  info: (obj: unknown, msg?: string) => void;
  warn: (obj: unknown, msg?: string) => void;
  error: (obj: unknown, msg?: string) => void;
  /** Pino's debug; stand-ins may leave it out. */
  debug?: (obj: unknown, msg?: string) => void;
}

/** `logger` with `requestId` on every line: the lines of a job name the request that queued it. */
export function loggerWithRequestId(logger: Logger, requestId: string | undefined): Logger {
  if (!requestId) return logger;
  const tagged = (obj: unknown) =>
    obj instanceof Error
      ? { requestId, err: obj }
      : typeof obj === 'object' && obj !== null
        ? { requestId, ...obj }
        : { requestId, detail: obj };
  return {
    info: (obj, msg) => logger.info(tagged(obj), msg),
    warn: (obj, msg) => logger.warn(tagged(obj), msg),
    error: (obj, msg) => logger.error(tagged(obj), msg),
    ...(logger.debug ? { debug: (obj: unknown, msg?: string) => logger.debug?.(tagged(obj), msg) } : {}),
  };
}
