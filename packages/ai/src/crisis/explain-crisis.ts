/**
 * Why the crisis screen answered as it did, for a reviewer (`pnpm --filter @innerweather/ai explain:crisis "some
 * text"`): the tier, the layer that decided, the language read, the kinds, the rules matched, the risk concepts and
 * the model's strongest features in the window that decided. Reads only the text given on the command line.
 */
import { explainCrisis } from './crisis-explain.ts';

const text = process.argv.slice(2).join(' ').trim();
if (!text) {
  console.error('usage: explain:crisis "some text"');
  process.exit(2);
}
const { tier, layer, kinds, evidence } = explainCrisis(text);
const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'none');
console.log(`tier: ${tier ?? 'none'}`);
console.log(`layer: ${layer ?? 'none'}`);
console.log(`language: ${evidence.language}`);
console.log(`kinds: ${list(kinds)}`);
console.log(`rules: ${list(evidence.rules)}`);
console.log(`concepts: ${list(evidence.concepts)}`);
console.log('top features:');
if (evidence.features.length === 0) console.log('  none');
for (const { feature, weight } of evidence.features)
  console.log(`  ${feature.padEnd(32)} ${weight.toFixed(3)}`);
