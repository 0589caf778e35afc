import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * Writes `index.signed-in.html` beside `index.html`: the same page, with the signed-in dashboard's code and styles
 * announced in its head (`modulepreload`, `preload as=style`). The server sends it to a request for the dashboard
 * that carries a session cookie (apps/api/src/app.ts), so a member's browser downloads the dashboard alongside the
 * app's first scripts instead of after they have run and asked who is signed in. A visitor gets index.html and
 * downloads none of it.
 *
 * `modules` are the source files whose chunks (and their static imports) are announced, relative to the app root.
 */
export function signedInHtml(modules: readonly string[]): Plugin {
  let outDir = 'dist';
  let root = '';
  let links: string[] = [];
  return {
    name: 'innerweather:signed-in-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      // What index.html loads already: the entry and everything it imports statically.
      const initial = new Set<string>();
      const addInitial = (fileName: string) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) addInitial(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) addInitial(chunk.fileName);

      const scripts = new Set<string>();
      const styles = new Set<string>();
      const add = (fileName: string) => {
        if (initial.has(fileName) || scripts.has(fileName)) return;
        const chunk = chunks.get(fileName);
        if (!chunk) return;
        // Imports first: a module's dependencies are the first it needs.
        for (const imported of chunk.imports) add(imported);
        scripts.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
      };
      for (const module of modules) {
        const id = join(root, module);
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
        if (!chunk) this.error(`signedInHtml: no chunk is made from ${module}`);
        add(chunk.fileName);
      }
      links = [
        ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
    },
    async closeBundle() {
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      const head = /^([ \t]*)<\/head>/m.exec(html);
      if (!head) throw new Error('signedInHtml: index.html has no </head>');
      const indent = head[1] ?? '';
      const announced = links.map((link) => `${indent}  ${link}\n`).join('');
      await writeFile(
        join(outDir, 'index.signed-in.html'),
        html.slice(0, head.index) + announced + html.slice(head.index),
      );
    },
  };
}
