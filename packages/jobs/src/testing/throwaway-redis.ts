import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ThrowawayRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: an outage, not a clean shutdown). */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty: like a Redis restarted without persistence. */
  start: () => Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open but nothing answers, the worst case for a caller. */
  pause: () => void;
  resume: () => void;
}

/**
 * A private redis-server for outage tests: the machine's shared Redis is never stopped. No persistence, so a
 * restart comes back empty, the hardest case for the pipeline (every queued job is gone).
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  async function start() {
    // Already running: a second server on the same port would fail to bind and orphan the first one.
    if (child && child.exitCode === null) return;
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 5000);
      proc.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}: ${output}`));
      });
    });
  }

  async function stop() {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    child = null;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  };
}
