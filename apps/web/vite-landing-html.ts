import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';

/** index.html's #root until React draws (the "Loading…" every other page shows first). */
const ROOT = /<div id="root">[\s\S]*?<\/div>/;
/** An empty element after the hero's markup: once the browser has parsed it, the whole hero is there. */
const END_ID = 'first-screen-end';
/** A CSS module's class name in the build: `_local_hash_line`. */
const MODULE_CLASS = /\b_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+\b/g;

/**
 * Writes `index.landing.html` beside `index.html`: the same page with the landing page's header and hero already
 * in #root, rendered here by React from the app's own components (src/pages/landing/landing-first-screen.tsx). The
 * server sends it to a visitor without a session cookie at / (apps/api/src/app.ts), whose browser paints the hero
 * as soon as the styles arrive, before the app's code has downloaded; the app then draws the same markup in its
 * place (src/routes.tsx), so nothing moves.
 *
 * `module` is the source file exporting `renderLandingFirstScreen`, relative to the app root.
 */
export function landingHtml(module: string): Plugin {
  let outDir = 'dist';
  let root = '';
  let css = '';
  return {
    name: 'innerweather:landing-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      css = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => (file.type === 'asset' ? String(file.source) : ''))
        .join('\n');
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        resolve: { dedupe: ['react', 'react-dom'] },
      });
      let markup: string;
      try {
        const loaded = await server.ssrLoadModule(`/${module}`);
        const render: unknown = loaded.renderLandingFirstScreen;
        if (typeof render !== 'function')
          throw new Error(`landingHtml: ${module} exports no renderLandingFirstScreen`);
        markup = String((render as () => unknown)());
      } finally {
        await server.close();
      }
      // The markup's own styles are the build's: a CSS module class the build does not have would paint unstyled.
      for (const name of new Set(markup.match(MODULE_CLASS)))
        if (!css.includes(`.${name}`)) throw new Error(`landingHtml: the build has no style for .${name}`);

      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      const head = /^([ \t]*)<\/head>/m.exec(html);
      if (!head || !ROOT.test(html)) throw new Error('landingHtml: index.html has no </head> or #root');
      // The browser paints nothing until the whole hero is parsed: a paint halfway through its long markup would
      // show its picture's legend half-built, and the rest arriving would move it (a layout shift).
      const expect = `${head[1] ?? ''}  <link rel="expect" href="#${END_ID}" blocking="render">\n`;
      // Light until public/color-scheme.js says otherwise: a browser running no script still sees a styled hero.
      const page = (html.slice(0, head.index) + expect + html.slice(head.index)).replace(
        '<html lang="en">',
        '<html lang="en" data-mantine-color-scheme="light">',
      );
      await writeFile(
        join(outDir, 'index.landing.html'),
        page.replace(
          ROOT,
          () => `<div id="root" data-first-screen="landing">${markup}<i id="${END_ID}"></i></div>`,
        ),
      );
    },
  };
}
