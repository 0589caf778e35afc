// `pnpm --filter @innerweather/ai explain:crisis "some text"`: a reviewer sees the tier, the rules, the concepts and
// the strongest features, run as the package script runs it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { explainCrisis } from './crisis-explain.ts';

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
      expect(out).toMatch(/^tier: (?:crisis|distress)$/m);
      expect(out).toMatch(/^layer: (?:model|rules)$/m);
      // A card the veto let stand: the stage line says none and gives both readings.
      expect(out).toMatch(/^stage: none; veto reading 0\.\d{3} \(below /m);
      expect(out).toMatch(/^language: en$/m);
      expect(out).toMatch(/^concepts: .*means/m);
      expect(out).toMatch(/^top features:\n {2}\S+ +0\.\d{3}$/m);
    },
  );

  it('says why a quiet entry stayed quiet: no concepts, no features', { timeout: 60_000 }, () => {
    const out = explain('Long day. Made soup, watched a film, early night.');
    expect(out).toContain('tier: none\nlayer: none\nstage: none; veto reading ');
    expect(out).toContain('language: en\nkinds: none\nrules: none\nconcepts: none\ntop features:\n  none');
  });

  it('names the rule that matched a plain statement, in English and in another language', () => {
    expect(explainCrisis('I am going to kill myself tonight.').evidence.rules).toContain('intent_to_die');
    expect(
      explainCrisis('Mi marido me pega y me amenazó con matarme si se lo cuento a alguien.').evidence,
    ).toEqual({
      language: 'es',
      rules: ['danger_from_other'],
      concepts: [],
      features: [],
    });
  });

  it('weighs features by how much the reading falls without them: the strongest really carry the tier', () => {
    const text = 'Counted the tablets in the sock drawer again. Nearly enough now, I will take them Friday.';
    const { features } = explainCrisis(text).evidence;
    expect(features.length).toBeGreaterThan(0);
    expect(features.every((f) => f.weight > 0 && f.weight <= 1)).toBe(true);
    expect([...features].sort((a, b) => b.weight - a.weight)).toEqual(features);
  });
});
