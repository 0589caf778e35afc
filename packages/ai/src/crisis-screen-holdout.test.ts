// test-data/crisis-blind-holdout.json: the half of a set written blind (2026-11-21) that was held out while the
// compositional screen was developed in round 6, scored in aggregate only and never read:
//   phrase rules (before round 6):               11/38 recall, 1/40 false alarms (from the set's commit message)
//   run 1, precise compositional cues:            17/38, 0/40
//   run 2, + weak signs adding up:               17/38, 0/40
//   run 3, + loose signs, synonyms:               17/38 (all 17 with the expected kind), 0/40
// Recall did not move after run 1: the screen generalised poorly to wording it had not seen.
//
// Opened in round 7: its entries and its 21 misses were read, and the screen was widened by families of expression
// (passive wishes told as waking or a future without the writer, burdensomeness as what others would gain, farewell
// behaviour, means and timing without naming the act, self-injury through its objects and aftermath, threats against
// leaving or telling, a named person's violence, intrusion and pursuit). Since then it is a development set like
// crisis-blind-dev.json: 38/38 with the expected kind, 0/40 false alarms. These figures say the families cover this
// set, not how the screen does on wording it has never seen; that is measured on crisis-blind-holdout-2.json, the new
// held-out set, which is scored by its own test and is not read by whoever changes the screen.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { screenForCrisis } from './crisis-screen.ts';
import type { TCrisisKind } from './crisis-screen.ts';

const holdout = JSON.parse(
  readFileSync(new URL('../test-data/crisis-blind-holdout.json', import.meta.url), 'utf8'),
) as { crisis: Array<{ text: string; kind: TCrisisKind }>; lookAlikes: Array<{ text: string }> };

describe('crisis screen on the first blind holdout, a development set since round 7', () => {
  it('catches all 38 crisis entries with the expected kind and raises no alarm on its 40 look-alikes', () => {
    const missed = holdout.crisis.filter(({ text }) => !screenForCrisis(text).isCrisis);
    const wrongKind = holdout.crisis.filter(
      ({ text, kind }) => screenForCrisis(text).isCrisis && !screenForCrisis(text).kinds.includes(kind),
    );
    const alarms = holdout.lookAlikes.filter(({ text }) => screenForCrisis(text).isCrisis);
    const caught = holdout.crisis.length - missed.length;
    console.log(
      `blind holdout (development set since round 7): recall ${caught}/${holdout.crisis.length}, wrong kind ${wrongKind.length}, false alarms ${alarms.length}/${holdout.lookAlikes.length}`,
    );
    // A development set now: a failure names the entries, so whoever changed the screen sees what it lost.
    expect(missed.map(({ text }) => text)).toEqual([]);
    expect(caught).toBeGreaterThanOrEqual(38);
    expect(wrongKind.map(({ text }) => text)).toEqual([]);
    expect(alarms.map(({ text }) => text)).toEqual([]);
  });
});
