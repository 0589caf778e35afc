// `pnpm train:crisis`, `pnpm train:crisis-stages` and `pnpm train:emotion` must regenerate the committed weights
// byte for byte: the weights are data a reviewer can rebuild and diff (the manifests packages/ai/data/*.json, the
// weights *.bin), not an artefact of someone's machine. The test runs them with `--reproduce`
// (src/learn/reproduce.ts): the final fit from the committed data, with the thresholds, temperature and
// cross-validated figures the manifest records. That proves every weight and the manifest's data hash and fit
// settings; the recorded figures and the choices made from them are proven by a full run (without --reproduce),
// which cross-validates again and must write the same files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const labDir = fileURLToPath(new URL('../../', import.meta.url));
const committed = fileURLToPath(new URL('../../../ai/data/', import.meta.url));
const tsx = join(labDir, 'node_modules/.bin/tsx');

/** Whether the retrained model's files equal the committed ones, byte for byte, per file. */
function retrain(script: string, name: string): Record<string, boolean> {
  const out = mkdtempSync(join(tmpdir(), 'innerweather-train-'));
  execFileSync(tsx, [script, '--reproduce', '--out', out], { cwd: labDir, stdio: 'pipe' });
  const same = (file: string) => readFileSync(join(out, file)).equals(readFileSync(join(committed, file)));
  return { [`${name}.json`]: same(`${name}.json`), [`${name}.bin`]: same(`${name}.bin`) };
}

describe('training is reproducible', () => {
  it('train:crisis writes the committed crisis model', { timeout: 1_200_000 }, () => {
    expect(retrain('src/crisis/train-crisis.ts', 'crisis-model')).toEqual({
      'crisis-model.json': true,
      'crisis-model.bin': true,
    });
  });

  it('train:crisis-stages writes the committed crisis stages', { timeout: 1_200_000 }, () => {
    expect(retrain('src/crisis/train-crisis-stages.ts', 'crisis-stages')).toEqual({
      'crisis-stages.json': true,
      'crisis-stages.bin': true,
    });
  });

  it('train:emotion writes the committed emotion model', { timeout: 1_200_000 }, () => {
    expect(retrain('src/lexicon/train-emotion.ts', 'emotion-model')).toEqual({
      'emotion-model.json': true,
      'emotion-model.bin': true,
    });
  });
});
