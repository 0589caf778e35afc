import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LoadMessage, LoadRequest, LoadResult } from './load-generator.ts';

const generator = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

export interface Measurement extends LoadResult {
  /** CPU time of this process (the app under test) during the measured part, in % of one core. */
  serverCpuPercent: number;
  /** Busy share of the whole machine (all cores: app, Postgres, Redis, load generator, anything else). */
  machineBusyPercent: number;
}

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

/**
 * One measurement in a fresh child process, so the load generator does not share this process's event loop
 * with the server. The child inherits tsx's loader from `process.execArgv` and runs the TypeScript source.
 */
export function runLoad(request: LoadRequest): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const child = fork(generator, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let cpuStart = process.cpuUsage();
    let wallStart = process.hrtime.bigint();
    let machineStart = machineTimes();
    let answered = false;
    child.on('message', (message: LoadMessage) => {
      if (message.kind === 'measuring') {
        cpuStart = process.cpuUsage();
        wallStart = process.hrtime.bigint();
        machineStart = machineTimes();
        return;
      }
      answered = true;
      if (message.kind === 'failed') return reject(new Error(`load generator failed: ${message.error}`));
      const cpu = process.cpuUsage(cpuStart);
      const wallMicros = Number(process.hrtime.bigint() - wallStart) / 1000;
      const machineEnd = machineTimes();
      const machineBusyPercent =
        machineStart && machineEnd && machineEnd.total > machineStart.total
          ? (100 * (machineEnd.busy - machineStart.busy)) / (machineEnd.total - machineStart.total)
          : Number.NaN;
      resolve({
        ...message.result,
        serverCpuPercent: (100 * (cpu.user + cpu.system)) / wallMicros,
        machineBusyPercent,
      });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`load generator exited with code ${code} before answering`));
    });
    child.send(request);
  });
}
