// `pnpm train:crisis` and `pnpm train:emotion` must regenerate the committed weights byte for byte: the weights are
// data a reviewer can rebuild and diff, not an artefact of someone's machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const aiDir = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(aiDir, 'node_modules/.bin/tsx');

function retrain(script: string, committed: string): { fresh: string; stored: string } {
  const out = join(mkdtempSync(join(tmpdir(), 'innerweather-train-')), 'model.json');
  execFileSync(tsx, [script, '--out', out], { cwd: aiDir, stdio: 'pipe' });
  return { fresh: readFileSync(out, 'utf8'), stored: readFileSync(join(aiDir, committed), 'utf8') };
}

describe('training is reproducible', () => {
  it('train:crisis writes the committed crisis model', { timeout: 1_200_000 }, () => {
    const { fresh, stored } = retrain('src/crisis/train-crisis.ts', 'data/crisis-model.json');
    expect(fresh === stored).toBe(true);
  });

  it('train:emotion writes the committed emotion model', { timeout: 240_000 }, () => {
    const { fresh, stored } = retrain('src/lexicon/train-emotion.ts', 'data/emotion-model.json');
    expect(fresh === stored).toBe(true);
  });
});
