import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingHtml } from './vite-landing-html.ts';
import { mantineComponentCss } from './vite-mantine-css.ts';
import { precompress } from './vite-precompress.ts';
import { signedInHtml } from './vite-signed-in-html.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';

/** Modules that only the pages drawing charts need: kept out of the first load. */
const CHART_MODULES =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:recharts|@mantine[\\/]charts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|use-sync-external-store|tiny-invariant)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    mantineComponentCss(),
    // A member's first screen: the signed-in app's frame and the dashboard (apps/api serves this page to them).
    signedInHtml(['src/signed-in-app.tsx', 'src/pages/dashboard/dashboard-page.tsx']),
    // A visitor's first screen: the landing page's header and hero, in the HTML itself.
    landingHtml('src/pages/landing/landing-first-screen.tsx'),
    precompress(),
  ],
  resolve: {
    // One React for the whole app, resolved from here: @mantine/hooks imports react-dom without declaring it as a
    // peer, which pnpm's strict layout would otherwise refuse to resolve.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/trpc': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Mantine + React already weigh ~150 kB gzipped; the warning limit says when a page starts to grow past that.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries of the first screen in one cacheable chunk. Listed first (higher priority) so that the
            // charts group below cannot pull React or Mantine core in as chart dependencies.
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 20 },
            // Charts load with the dashboard and timeline only (React.lazy pages), never with the landing page.
            { name: 'charts', test: CHART_MODULES, priority: 10 },
          ],
        },
      },
    },
  },
});
