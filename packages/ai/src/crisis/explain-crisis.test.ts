// `pnpm --filter @innerweather/ai explain:crisis "some text"`: a reviewer sees the tier, the concepts and the
// strongest features, run as the package script runs it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const aiDir = fileURLToPath(new URL('../../', import.meta.url));
const explain = (text: string) =>
  execFileSync(join(aiDir, 'node_modules/.bin/tsx'), ['src/crisis/explain-crisis.ts', text], {
    cwd: aiDir,
    encoding: 'utf8',
  });

describe('explain:crisis', () => {
  it(
    'prints the tier, the layer, the concepts and the top features of an entry that fired',
    { timeout: 60_000 },
    () => {
      const out = explain(
        'Counted the tablets in the sock drawer again. Nearly enough now, I will take them Friday.',
      );
      expect(out).toMatch(/^tier: crisis$/m);
      expect(out).toMatch(/^layer: (?:model|rules)$/m);
      expect(out).toMatch(/^language: en$/m);
      expect(out).toMatch(/^concepts: .*method_or_means/m);
      expect(out).toMatch(/^top features:\n {2}\S+ +\d\.\d{3}$/m);
    },
  );

  it('says why a quiet entry stayed quiet: no concepts, no features', { timeout: 60_000 }, () => {
    const out = explain('Bridge club tonight, then an early night.');
    expect(out).toContain(
      'tier: none\nlayer: none\nlanguage: en\nkinds: none\nconcepts: none\ntop features:\n  none',
    );
  });
});
