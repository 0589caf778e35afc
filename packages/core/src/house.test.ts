/**
 * The house's shape, for every product source file of apps/ and packages/: no import cycle (type-only imports
 * count: a cycle of types still ties two files together), and no file over 400 lines. Word lists and strategy
 * texts are data, kept in JSON or `*-data.ts` files beside the code and outside the budget; tests and `testing/`
 * modules are outside it too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const MAX_LINES = 400;

/**
 * Files over the budget when it was set, with their length then: each may shrink, never grow, and leaves this
 * list once it is split. An empty list is the goal.
 */
const OVER_BUDGET: Record<string, number> = {};

const isTest = (path: string) => /\.test\.tsx?$|\/test\/|\/testing\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const srcDirs = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(root, group, name, 'src'))
    .filter((dir) => existsSync(dir)),
);
/**
 * Word lists and strategy texts are data, outside the line budget: a file named `*-data.ts` whose text, with its
 * strings and comments taken out, declares no function, arrow or class. A `*-data.ts` file with code counts.
 */
function isDataFile(file: string): boolean {
  if (!/-data\.ts$/.test(file)) return false;
  // One pass, left to right, so a quote inside a comment or a // inside a string is read as what it is.
  const code = readFileSync(file, 'utf8').replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g,
    "''",
  );
  return !/=>|\bfunction\b|\bclass\b/.test(code);
}

const files = srcDirs.flatMap(sourceFiles);
const productFiles = files.filter((file) => !isTest(relative(root, file)));

/** `@innerweather/<name>/<path>` resolves through each package's `"./*": "./src/*.ts"` export. */
const packageDirs = new Map<string, string>();
for (const group of ['apps', 'packages']) {
  for (const name of readdirSync(join(root, group))) {
    const manifest = join(root, group, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name: packageName } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string };
    packageDirs.set(packageName, join(root, group, name));
  }
}

const SPECIFIER = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | undefined {
  let target: string | undefined;
  if (specifier.startsWith('.')) {
    target = resolve(dirname(from), specifier);
  } else {
    const match = /^(@innerweather\/[^/]+)\/(.+)$/.exec(specifier);
    const dir = match?.[1] === undefined ? undefined : packageDirs.get(match[1]);
    if (match?.[2] === undefined || dir === undefined) return undefined;
    target = join(dir, 'src', match[2]);
  }
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2];
    const target = specifier === undefined ? undefined : resolveImport(file, specifier);
    if (target !== undefined) found.push(target);
  }
  return found;
}

/** The strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the house', () => {
  it('finds the source files it checks', () => {
    expect(productFiles.length).toBeGreaterThan(200);
    expect(productFiles.map((file) => relative(root, file))).toContain('packages/core/src/services.ts');
  });

  it('has no import cycle between product files', () => {
    const graph = new Map(productFiles.map((file) => [file, importsOf(file)]));
    const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => relative(root, file)));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(new Map([['a', ['b']]]))).toEqual([]);
  });

  it(`has no product source file over ${MAX_LINES} lines (data files aside)`, () => {
    const tooLong = productFiles
      .filter((file) => !isDataFile(file))
      .map((file) => ({
        file: relative(root, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ file, lines }) => lines > (OVER_BUDGET[file] ?? MAX_LINES));
    expect(tooLong).toEqual([]);
  });

  it('takes a *-data.ts file as data only while it holds no code', () => {
    const data = productFiles.filter(isDataFile).map((file) => relative(root, file));
    expect(data).toContain('packages/ai/src/lexicon/lexicon-terms-data.ts');
    expect(data).toContain('packages/ai/src/coach/strategies-data.ts');
    // Named like data but holding code: inside the budget like any other file.
    expect(data).not.toContain('packages/ai-lab/src/crisis/crisis-training-data.ts');
  });

  it('keeps the list of files over budget to files that are still over it', () => {
    const stale = Object.keys(OVER_BUDGET).filter((file) => {
      const path = join(root, file);
      return !existsSync(path) || readFileSync(path, 'utf8').split('\n').length - 1 <= MAX_LINES;
    });
    expect(stale).toEqual([]);
  });
});
