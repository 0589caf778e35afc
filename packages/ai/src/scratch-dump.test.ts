import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { analyzeWithLexicon } from './lexicon-analyzer.ts';
it('dump', () => {
  const entries = JSON.parse(readFileSync(new URL('../test-data/emotion-entries.json', import.meta.url), 'utf8')) as Array<{id:string;text:string}>;
  const extra = [{id:'neutral', text:'Went to the shops, bought bread and milk. Picked up the dry cleaning.'},{id:'neg1',text:'I am not happy.'},{id:'neg2',text:"I never felt calm there."},{id:'neg3',text:"I don't feel anxious today."}];
  for (const e of [...entries, ...extra]) {
    const a = analyzeWithLexicon(e.text);
    console.log(e.id, a.dominantEmotion, a.confidence, JSON.stringify(a.scores), '\n  K:', a.keywords.join(' | '), '\n  I:', a.insights.join('\n     '), '\n  G:', a.guidance.map(g=>`${g.urgency}/${g.professionalType}: ${g.reasoning}`).join(' ;; '));
  }
  const t0 = performance.now(); const long = entries.map(e=>e.text).join(' ').slice(0,2000);
  for (let i=0;i<1000;i++) analyzeWithLexicon(long);
  console.log('ms per 2000-char entry', (performance.now()-t0)/1000);
});
