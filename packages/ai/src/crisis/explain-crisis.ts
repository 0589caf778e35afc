/**
 * Why the crisis screen answered as it did, for a reviewer (`pnpm --filter @innerweather/ai explain:crisis "some
 * text"`): the tier, the layer that decided, the language read, the kinds, the risk signals found and the model's
 * strongest features in the window that decided. Reads only the text given on the command line.
 */
import { screenForCrisis } from './crisis-screen.ts';

const text = process.argv.slice(2).join(' ').trim();
if (!text) {
  console.error('usage: explain:crisis "some text"');
  process.exit(2);
}
const found = screenForCrisis(text);
const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'none');
console.log(`tier: ${found.tier ?? 'none'}`);
console.log(`layer: ${found.layer ?? 'none'}`);
console.log(`language: ${found.language}`);
console.log(`kinds: ${list(found.kinds)}`);
console.log(`concepts: ${list(found.concepts)}`);
console.log('top features:');
if (found.features.length === 0) console.log('  none');
for (const { feature, weight } of found.features) console.log(`  ${feature.padEnd(32)} ${weight.toFixed(3)}`);
