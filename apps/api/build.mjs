// Bundles the server with our workspace packages (TypeScript sources) inlined; npm dependencies stay external.
import { cpSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

// The built file resolves its external imports from this app's node_modules: each must be listed here.
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const packageName = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

await build({
  entryPoints: ['src/server.ts', 'src/cli/promote-admin.ts', 'src/cli/rotate-key.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@innerweather/')) return undefined;
          const name = packageName(args.path);
          if (!args.path.startsWith('node:') && !builtinModules.includes(name) && !(name in dependencies)) {
            return {
              errors: [{ text: `${name} (imported by ${args.importer}) is not a dependency of this app` }],
            };
          }
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

// The models' weights are not bundled: packages/ai reads them on the first screening, from models/ beside the bundle
// (src/learn/model-file.ts).
cpSync(new URL('../../packages/ai/data/', import.meta.url), new URL('dist/models/', import.meta.url), {
  recursive: true,
});
