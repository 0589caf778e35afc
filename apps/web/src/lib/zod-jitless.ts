import { config } from 'zod/v4/core';

// Zod probes `new Function` to speed up object parsing; the app's Content-Security-Policy forbids eval, so the probe
// is reported as a violation in every browser console. Must run before any schema is built: main.tsx imports it
// first.
config({ jitless: true });
