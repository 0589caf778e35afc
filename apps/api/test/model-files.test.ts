// The models' weights (packages/ai/data, about 5 MB) are read on the first screening or analysis, not when their
// modules are imported: the CLIs (`pnpm promote-admin`, which imports the whole runtime) never read them. A probe
// preloaded into the child process records every model file it imports or reads.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const run = promisify(execFile);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'iw-model-probe-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The model files a node process (with tsx) loaded, by their names, and how it ended. */
async function modelFilesLoaded(args: string[], env: Record<string, string> = {}) {
  const probe = join(folder, `${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(probe, '');
  const options = {
    cwd: here('..'),
    env: { ...process.env, DATABASE_URL: '', ...env, MODEL_PROBE_FILE: probe },
  };
  const node = ['--import', 'tsx', '--import', here('./model-file-probe.mjs'), ...args];
  const ended = await run(process.execPath, node, options).then(
    (out) => ({ code: 0, stderr: out.stderr }),
    (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
  );
  const names = readFileSync(probe, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((path) => path.split('/').pop());
  return { ...ended, files: [...new Set(names)].sort() };
}

it('pnpm promote-admin reads no model file, with or without an e-mail', { timeout: 90_000 }, async () => {
  const usage = await modelFilesLoaded([here('../src/cli/promote-admin.ts')]);
  expect(usage).toMatchObject({ code: 1, files: [] });
  expect(usage.stderr).toContain('Usage: pnpm promote-admin <email>');

  const dataDir = mkdtempSync(join(folder, 'data-'));
  const nobody = await modelFilesLoaded([here('../src/cli/promote-admin.ts'), 'nobody@example.com'], {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  expect(nobody.stderr).toContain('No account with the e-mail nobody@example.com.');
  expect(nobody.files).toEqual([]);
});

it(
  'the first screening and analysis read the crisis model and stages and the emotion model',
  { timeout: 60_000 },
  async () => {
    const script = [
      "const { screenForCrisis } = await import('@innerweather/ai/crisis/crisis-screen');",
      "const { analyzeWithLexicon } = await import('@innerweather/ai/lexicon/lexicon-analyzer');",
      "if (screenForCrisis('I have decided to end my life tonight.').tier !== 'crisis') process.exit(2);",
      "analyzeWithLexicon('A calm walk by the river with my sister.');",
    ].join('\n');
    const loaded = await modelFilesLoaded(['--input-type=module', '-e', script]);
    expect(loaded).toMatchObject({ code: 0 });
    expect(loaded.files).toEqual([
      'crisis-model.bin',
      'crisis-model.json',
      'crisis-stages.bin',
      'crisis-stages.json',
      'emotion-model.bin',
      'emotion-model.json',
    ]);
  },
);
