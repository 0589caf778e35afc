import { startOllamaStandIn, type TOllamaStandIn } from '@innerweather/ai/testing/ollama-stand-in';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@innerweather/db/testing/eventually';
import { freePort } from '@innerweather/jobs/testing/throwaway-redis';
import { HAPPY_TEXT, type Pipeline, startPipeline } from './pipeline-harness.ts';

const servicesAvailable = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** apps/worker as its own process: a crash loses no entry, and a shutdown finishes the running analysis. */
describe.skipIf(!servicesAvailable)('the worker process', () => {
  let ollama: TOllamaStandIn;
  let pipeline: Pipeline;
  // Short locks so a killed worker's jobs are taken back within seconds (production: 30 s).
  const fastRecovery = { WORKER_LOCK_DURATION_MS: '1000', WORKER_STALLED_INTERVAL_MS: '500' };

  beforeAll(async () => {
    ollama = await startOllamaStandIn({ delayMs: 1000 }); // a slow model: jobs stay active long enough to interrupt
    pipeline = await startPipeline({ mode: 'services', ollamaHost: ollama.url });
  });
  afterAll(async () => {
    await pipeline?.close();
    await ollama?.close();
  });

  const chatsAbout = (text: string) =>
    ollama.chatRequests().filter((r) => r.messages.some((m) => m.content.includes(text))).length;

  // Services mode: the worker reads the entries, with its own OLLAMA_HOST; its start-up says which analyzer does.
  it(
    'names the analyzer that reads entries and where its e-mails go when it starts',
    { timeout: 60_000 },
    async () => {
      const worker = pipeline.spawnWorker();
      await worker.logged(`Entries are read by llama3.2:3b in Ollama at ${ollama.url}`);
      expect(worker.lines.find((l) => l.msg === 'Innerweather worker is ready')?.mail).toMatch(/\/outbox$/);
      await worker.kill('SIGTERM');
      const elsewhere = pipeline.spawnWorker({
        OLLAMA_HOST: 'http://127.0.0.1:9',
        SMTP_URL: 'smtp://mailer:s3cret@127.0.0.1:2525',
      });
      await elsewhere.logged(
        'No Ollama answers at http://127.0.0.1:9 with llama3.2:3b: entries are read by the built-in analyzer (English only) until one does',
      );
      const ready = elsewhere.lines.find((l) => l.msg === 'Innerweather worker is ready');
      expect(ready?.mail).toBe('smtp://127.0.0.1:2525');
      expect(JSON.stringify(elsewhere.lines)).not.toContain('s3cret');
      await elsewhere.kill('SIGTERM');
    },
  );

  // Each test starts apps/worker from its sources (tsx): a few seconds per start on a busy machine.
  it('analyses every entry after being killed mid-job and started again', { timeout: 90_000 }, async () => {
    const first = pipeline.spawnWorker(fastRecovery);
    await first.logged('Innerweather worker is ready');
    const cookie = await pipeline.signUp();
    const texts = [1, 2, 3].map((n) => `${HAPPY_TEXT} Entry number ${n} of the crash test.`);
    const saved = [];
    for (const text of texts) saved.push(await pipeline.postEntry(cookie, text));

    // The model has been asked (a job is running) and nothing is stored yet: kill the worker now.
    await eventually(() => Promise.resolve(texts.some((t) => chatsAbout(t) > 0) ? true : undefined), {
      timeoutMs: 15_000,
      what: 'a running analysis',
    });
    await first.kill('SIGKILL');
    const listed = await pipeline.listEntries(cookie);
    expect(listed.filter((e) => e.analysisStatus === 'pending').length).toBeGreaterThan(0);

    const second = pipeline.spawnWorker(fastRecovery);
    for (const entry of saved) {
      const analysed = await pipeline.analysed(cookie, entry.id, 30_000);
      expect(analysed.analyzer).toBe('ollama');
    }
    // The interrupted jobs came back through BullMQ's stalled-job check, not only through the sweeper.
    expect(second.lines.some((l) => l.msg === 'job stalled (its worker stopped); retaken')).toBe(true);
    const analyses = await pipeline.runtime.db.selectFrom('entryAnalyses').select('entryId').execute();
    expect(analyses.map((a) => a.entryId).sort()).toEqual(saved.map((e) => e.id).sort());
    await second.kill('SIGTERM');
  });

  it('finishes the running analysis on SIGTERM, then exits cleanly', { timeout: 60_000 }, async () => {
    const worker = pipeline.spawnWorker();
    await worker.logged('Innerweather worker is ready');
    const cookie = await pipeline.signUp();
    const text = `${HAPPY_TEXT} Written just before a deploy.`;
    const saved = await pipeline.postEntry(cookie, text);
    await eventually(() => Promise.resolve(chatsAbout(text) > 0 ? true : undefined), {
      timeoutMs: 15_000,
      what: 'the running analysis',
    });

    worker.proc.kill('SIGTERM');
    expect(await worker.exited).toBe(0);

    // Nobody else is consuming: the entry is complete because the worker waited for its job before exiting.
    const entry = (await pipeline.listEntries(cookie)).find((e) => e.id === saved.id);
    expect(entry).toMatchObject({ analysisStatus: 'complete', analyzer: 'ollama' });
    expect(worker.lines.map((l) => l.msg)).toContain('worker closed');
  });

  it(
    "refuses to start, naming KEYS_DIR, when its key folder holds none of the journal's keys (the API too)",
    { timeout: 120_000 }, // three processes start, each compiling its sources
    async () => {
      const cookie = await pipeline.signUp();
      await pipeline.postEntry(cookie, `${HAPPY_TEXT} Sealed under this user's own data key.`);
      const elsewhere = mkdtempSync(join(tmpdir(), 'iw-other-keys-'));
      try {
        const worker = pipeline.spawnWorker({ KEYS_DIR: elsewhere });
        expect(await worker.exited).toBe(1);
        const lines = worker.errors.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^Worker start-up failed: KEYS_DIR \(/);
        expect(lines[0]).toMatch(/holds none of the data keys of the \d+ account\(s\) with entries/);
        expect(lines[0]).toContain(`KEYS_DIR (${elsewhere})`);
        expect(lines[0]).toContain(`give the worker the API's key folder (README "Keys")`);
        expect(worker.errors).not.toContain(pipeline.env.ENCRYPTION_KEY!);
        expect(worker.errors).not.toContain('Sealed under');
        expect(worker.lines.map((l) => l.msg)).not.toContain('Innerweather worker is ready');
        // The API, given the same wrong folder, refuses too rather than answering every journal call 409.
        const port = await freePort();
        const api = pipeline.spawnApi(port, { KEYS_DIR: elsewhere, WEB_CONCURRENCY: '1' });
        expect(await api.exited).toBe(1);
        const apiLines = api.errors.trim().split('\n');
        expect(apiLines).toHaveLength(1);
        expect(apiLines[0]).toMatch(/^API start-up failed: KEYS_DIR \(/);
        expect(apiLines[0]).toContain(`KEYS_DIR (${elsewhere}) holds none of the data keys of the`);
        expect(apiLines[0]).toContain(`point KEYS_DIR at the folder this journal's keys were written to`);
        expect(api.errors).not.toContain('Sealed under');
        expect(api.lines.map((l) => l.msg).join()).not.toContain('Innerweather is ready');
      } finally {
        rmSync(elsewhere, { recursive: true, force: true });
      }
      // With the API's folder it starts.
      const worker = pipeline.spawnWorker();
      await worker.logged('Innerweather worker is ready');
      await worker.kill('SIGTERM');
    },
  );
});
