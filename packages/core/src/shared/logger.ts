/** Where services, jobs and runtimes write their log lines: pino in the API, the worker's own, tests' stand-ins. */
export interface Logger {
  info: (obj: unknown, msg?: string) => void;
  warn: (obj: unknown, msg?: string) => void;
  error: (obj: unknown, msg?: string) => void;
  /** Pino's debug; stand-ins may leave it out. */
  debug?: (obj: unknown, msg?: string) => void;
}
