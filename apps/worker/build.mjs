// Bundles the worker with our workspace packages (TypeScript sources) inlined; npm dependencies stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/worker.ts'],
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
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@innerweather/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
