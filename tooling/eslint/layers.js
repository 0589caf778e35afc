/**
 * The house's layering, enforced: a workspace package imports only the packages listed for it here (and
 * itself), so imports point down:
 *
 *   validators, db  ->  auth, ai, email  ->  core  ->  jobs  ->  runtime
 *                       ai  ->  ai-lab (training and evaluation; nothing imports it)
 *                                            core  ->  api
 *   runtime, api    ->  apps (apps/api, apps/worker; apps/web takes only validators and the api's types)
 *
 * Product code (everything outside tests, `test/` and `testing/` folders) never imports a `testing/` module:
 * stand-ins and throw-away databases are for tests only.
 */
const below = {
  validators: [],
  db: [],
  auth: ['validators', 'db'],
  ai: ['validators', 'db'],
  email: ['validators', 'db'],
  core: ['validators', 'db', 'auth', 'ai', 'email'],
  jobs: ['validators', 'db', 'auth', 'ai', 'email', 'core'],
  runtime: ['validators', 'db', 'auth', 'ai', 'email', 'core', 'jobs'],
  api: ['validators', 'db', 'auth', 'ai', 'email', 'core'],
  // Training and evaluation beside the runtime: it reads the runtime's screen and analyzer, nothing imports it.
  'ai-lab': ['validators', 'ai'],
};
const packages = Object.keys(below);

/** Where each layer lives, and what it may import. */
const layers = [
  ...packages.map((name) => ({ files: [`packages/${name}/**`], name, allowed: below[name] })),
  { files: ['apps/web/**'], name: 'apps/web', allowed: ['validators', 'api'] },
];

/** Files that are not product code: they may import `testing/` modules. */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**', 'e2e/**', 'bench/**'];

const testingPattern = {
  group: ['**/testing/*', '**/testing'],
  message: 'Product code never imports a testing/ module; only tests do.',
};

function upwardPattern({ name, allowed }) {
  const forbidden = packages.filter((other) => other !== name && !allowed.includes(other));
  return {
    group: forbidden.flatMap((other) => [`@innerweather/${other}`, `@innerweather/${other}/*`]),
    message: `Imports point down: ${name} may import only ${allowed.join(', ') || 'no other workspace package'}.`,
  };
}

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Flat-config entries: later entries override earlier ones for the same rule, so each file gets one full list. */
export const layering = [
  { files: ['apps/*/src/**', 'packages/*/src/**'], ignores: testFiles, rules: restrict([testingPattern]) },
  ...layers.flatMap((layer) => {
    const upward = upwardPattern(layer);
    if (upward.group.length === 0) {
      return [{ files: layer.files, ignores: testFiles, rules: restrict([testingPattern]) }];
    }
    return [
      { files: layer.files, rules: restrict([upward]) },
      { files: layer.files, ignores: testFiles, rules: restrict([upward, testingPattern]) },
    ];
  }),
];
