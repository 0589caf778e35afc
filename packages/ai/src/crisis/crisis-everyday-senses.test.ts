// The gate's everyday senses narrowed in the seventh session (ai-lab data/README.md): a night shift, a mind that
// cannot switch off, coming back to oneself, a swim, a drawer and the maths raise no risk concept, so the screen
// cannot card them whatever the model reads; the senses that carry risk still raise one. Earlier narrowings are
// tested in crisis-screen.test.ts.
import { describe, expect, it } from 'vitest';

import { applyCrisisRules } from './crisis-rules.ts';
import { conceptsFound } from './crisis-tier.ts';
import { splitSentences } from '../learn/text-features.ts';

const concepts = (text: string) => {
  const sentences = splitSentences(text);
  return conceptsFound(sentences, applyCrisisRules(sentences));
};

describe('the risk concepts in everyday words', () => {
  it('finds none in a night shift, a swim, a drawer, the maths or coming back to oneself', () => {
    for (const text of [
      'Worked the night shift again, home by eight.',
      "Couldn't switch off after work, too wired.",
      'Jumped into the pool for a swim before breakfast.',
      'Took a while to come back to myself after the flu.',
      'Put the spare keys in the drawer.',
      'Did the maths on the new boiler quote.',
    ]) {
      expect([text, concepts(text)]).toEqual([text, []]);
    }
  });

  it('still finds one in wanting to switch off, a chosen night, walking or jumping into water', () => {
    for (const text of [
      'Some days I just want to switch off.',
      'Saturday is the night.',
      'Thinking about jumping into the river tonight.',
      'Walked into the lake until the water was at my chest.',
    ]) {
      expect([text, concepts(text).length > 0]).toEqual([text, true]);
    }
  });
});
