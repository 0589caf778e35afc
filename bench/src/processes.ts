import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { processCpuTicks, TICKS_PER_SECOND } from './load.ts';

/** The bench's own child processes: the built API (soak, BENCH_WEB_CONCURRENCY) and worker. */

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** The process ids of a process's children (an API with WEB_CONCURRENCY > 1 forks its workers). */
function childrenOf(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children ? children.split(' ').map(Number) : [];
  } catch {
    // The process ended between the two reads.
    return [];
  }
}

/** Resident memory of a process and everything it started, in bytes. */
export function treeRss(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // The process ended.
    return 0;
  }
  let rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  for (const child of childrenOf(pid)) rss += treeRss(child);
  return rss;
}

function treeCpuTicks(pid: number): number {
  let ticks = processCpuTicks(pid) ?? 0;
  for (const child of childrenOf(pid)) ticks += treeCpuTicks(child);
  return ticks;
}

/** CPU time used so far by a process and every process it started that still runs, in µs. */
export const treeCpuMicros = (pid: number): number => (treeCpuTicks(pid) * 1e6) / TICKS_PER_SECOND;

/** A built app (apps/api or apps/worker) as its own process; `ready` resolves on its start-up log line. */
export function startProcess(
  entry: string,
  env: Record<string, string>,
  readyLine: string,
  nodeArgs: readonly string[] = [],
) {
  const proc: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: dirname(entry),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  const errors: string[] = [];
  proc.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const ready = new Promise<void>((resolveReady, reject) => {
    let buffered = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes(readyLine)) resolveReady();
        // pino levels: 50 error, 60 fatal.
        if (/"level":(50|60)/.test(line) && errors.length < 20) errors.push(line.slice(0, 300));
      }
    });
    proc.once('exit', (code) =>
      reject(new Error(`${entry} exited (${code}) before it was ready: ${stderr}`)),
    );
  });
  return {
    proc,
    ready,
    errors,
    stop: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const forced = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
