import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LoadMessage, LoadRequest, LoadResult } from './load-generator.ts';

const generator = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

export interface Measurement extends LoadResult {
  /** CPU time of this process (the app under test) during the measured part, in % of one core. */
  serverCpuPercent: number;
  /** CPU time of the Postgres backends serving the app, in % of one core; NaN when Postgres is not local. */
  databaseCpuPercent: number;
  /** Busy share of the whole machine (all cores: app, Postgres, Redis, load generator, anything else). */
  machineBusyPercent: number;
}

/** CPU ticks (1/100 s) used so far by each Postgres backend of the app, by process id; null when unreadable. */
export type DatabaseCpuProbe = () => Promise<Map<number, number> | null>;

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
export const TICKS_PER_SECOND = 100;

/** CPU time used so far by the server under test, in µs: this process, or the built server's processes. */
export type ServerCpuProbe = () => number;

const ownCpu: ServerCpuProbe = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** Jiffies of the machine so far (Linux /proc/stat); null elsewhere. */
function machineTimes(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((a, b) => a + b, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** User + system CPU ticks of a local process (Linux /proc/<pid>/stat), or null when it cannot be read. */
export function processCpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start with the state: utime and stime are 11 and 12.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Ticks used between two probes; a backend started in between counts whole. */
function databaseTicks(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, used] of after) ticks += used - (before.get(pid) ?? 0);
  return ticks;
}

/**
 * One measurement in a fresh child process, so the load generator does not share this process's event loop
 * with the server. The child inherits tsx's loader from `process.execArgv` and runs the TypeScript source.
 */
export function runLoad(
  request: LoadRequest,
  databaseCpu: DatabaseCpuProbe,
  serverCpu: ServerCpuProbe = ownCpu,
): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const child = fork(generator, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let cpuStart = serverCpu();
    let wallStart = process.hrtime.bigint();
    let machineStart = machineTimes();
    let databaseStart: Promise<Map<number, number> | null> = Promise.resolve(null);
    let answered = false;
    child.on('message', (message: LoadMessage) => {
      if (message.kind === 'measuring') {
        cpuStart = serverCpu();
        wallStart = process.hrtime.bigint();
        machineStart = machineTimes();
        databaseStart = databaseCpu();
        return;
      }
      answered = true;
      if (message.kind === 'failed') return reject(new Error(`load generator failed: ${message.error}`));
      const cpuMicros = serverCpu() - cpuStart;
      const wallMicros = Number(process.hrtime.bigint() - wallStart) / 1000;
      const machineEnd = machineTimes();
      const machineBusyPercent =
        machineStart && machineEnd && machineEnd.total > machineStart.total
          ? (100 * (machineEnd.busy - machineStart.busy)) / (machineEnd.total - machineStart.total)
          : Number.NaN;
      void Promise.all([databaseStart, databaseCpu()]).then(([before, after]) => {
        const databaseCpuPercent =
          before && after
            ? (100 * databaseTicks(before, after)) / TICKS_PER_SECOND / (wallMicros / 1e6)
            : Number.NaN;
        resolve({
          ...message.result,
          serverCpuPercent: (100 * cpuMicros) / wallMicros,
          databaseCpuPercent,
          machineBusyPercent,
        });
      }, reject);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`load generator exited with code ${code} before answering`));
    });
    child.send(request);
  });
}
