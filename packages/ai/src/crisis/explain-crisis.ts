/**
 * Why the crisis screen answered as it did, for a reviewer (`pnpm --filter @innerweather/ai explain:crisis "some
 * text"`): the tier, the layer that decided, the language read, the kinds, the rules matched, the risk concepts and
 * the model's strongest features in the window that decided, and which learned stage (crisis-stages.ts), if any,
 * changed the screen's tier. Reads only the text given on the command line.
 */
import { explainCrisis } from './crisis-explain.ts';

const text = process.argv.slice(2).join(' ').trim();
if (!text) {
  console.error('usage: explain:crisis "some text"');
  process.exit(2);
}
const { tier, layer, kinds, evidence, stages } = explainCrisis(text);
const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'none');
console.log(`tier: ${tier ?? 'none'}`);
console.log(`layer: ${layer ?? 'none'}`);
console.log(`stage: ${stageLine()}`);
console.log(`language: ${evidence.language}`);
console.log(`kinds: ${list(kinds)}`);
console.log(`rules: ${list(evidence.rules)}`);
console.log(`concepts: ${list(evidence.concepts)}`);
console.log('top features:');
if (evidence.features.length === 0) console.log('  none');
for (const { feature, weight } of evidence.features)
  console.log(`  ${feature.padEnd(32)} ${weight.toFixed(3)}`);

/** Which learned stage decided (crisis-stages.ts), from what the screen alone said, on which readings. */
function stageLine(): string {
  const { stage, screenTier, readings, thresholds } = stages;
  if (!readings) return 'none';
  const read = `veto reading ${readings.veto.toFixed(3)} (below ${thresholds.veto} takes a card back), recall reading ${readings.recall.toFixed(3)} (at or above ${thresholds.recall} gives distress)`;
  if (stage === 'veto') return `veto: the screen alone gave ${screenTier}; ${read}`;
  if (stage === 'recall') return `recall: the screen alone gave none; ${read}`;
  return `none; ${read}`;
}
