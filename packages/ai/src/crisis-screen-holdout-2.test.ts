// Second held-out set for the crisis screen. Its entries were written blind (by someone who never saw the screen's
// cues or its other test data) and must never be read while changing the screen. It is scored only in aggregate:
// no entry is printed or asserted on alone, so a run cannot be used to tune the screen entry by entry.
// Scores (aggregate, by the lead engineer, never by the engineer changing the screen):
//   round 6 (commit 261c400):                                        22/40 recall (all with the expected kind), 0/40
//   round 7 as delivered (38/38 on the opened first holdout):       21/40, 0/40; per-commit scoring found one
//     commit had narrowed "without me" to skip any following gerund, losing a detection round 6 had
//   round 7 with that narrowing replaced by a short list of habits:  22/40, 0/40
// So round 7's new families did not show in this set's wording: the screen's reach on unseen writing stays about
// half, and it remains a floor under the model's guidance. (Using the score to find that regression is the one way
// this set has informed a change; the choice made restores round 6's sensitivity and adds nothing tuned to it.)
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { screenForCrisis } from './crisis-screen.ts';

type CrisisKind = ReturnType<typeof screenForCrisis>['kinds'][number];

interface HoldoutSet {
  crisis: { text: string; kind: CrisisKind }[];
  lookAlikes: { text: string; why: string }[];
}

const holdout = JSON.parse(
  readFileSync(new URL('../test-data/crisis-blind-holdout-2.json', import.meta.url), 'utf8'),
) as HoldoutSet;

it('blind holdout 2 raises at most four false alarms on look-alike entries', () => {
  let caught = 0;
  let caughtWithKind = 0;
  for (const entry of holdout.crisis) {
    const result = screenForCrisis(entry.text);
    if (!result.isCrisis) continue;
    caught += 1;
    if (result.kinds.includes(entry.kind)) caughtWithKind += 1;
  }
  const alarms = holdout.lookAlikes.filter((entry) => screenForCrisis(entry.text).isCrisis).length;

  console.log(
    `blind holdout 2: recall ${caught}/${holdout.crisis.length} (${caughtWithKind} with the expected kind), false alarms ${alarms}/${holdout.lookAlikes.length}`,
  );
  expect(alarms).toBeLessThanOrEqual(4);
});
