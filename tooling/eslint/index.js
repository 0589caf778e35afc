import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layering } from './layers.js';

/** Type-aware flat config shared by every workspace package. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/*.mjs',
      '**/*.js',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Product code proves a value is there (a check, `?? fallback`, or the typed-array helpers of
      // packages/ai/src/learn/vectors.ts) instead of asserting it; tests may assert (see below).
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in the app env.ts only.' },
      ],
    },
  },
  {
    // The rules of hooks and the React Compiler's checks, for the web app; a missing dependency fails too.
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  ...layering,
  {
    // A procedure's schemas pass through checkedInput / checkedOutput (packages/api/src/procedure-schemas.ts): tRPC
    // then parses synchronously, and every input's ids and text are made safe for a query.
    files: ['packages/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='input']:not([arguments.0.callee.name='checkedInput'])",
          message: 'Wrap a procedure input schema: .input(checkedInput(ZSchema)).',
        },
        {
          selector:
            "CallExpression[callee.property.name='output']:not([arguments.0.callee.name='checkedOutput'])",
          message: 'Wrap a procedure output schema: .output(checkedOutput(ZSchema)).',
        },
      ],
    },
  },
  {
    files: [
      '**/env.ts',
      '**/*.test.ts',
      '**/test/**',
      '**/testing/**',
      'e2e/**',
      'bench/**',
      '**/cli/**',
      '**/cli-*.ts',
      '**/vite.config.ts',
      '**/vitest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Tests read JSON answers as `any` on purpose: they assert on what a client would receive.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/testing/**', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Not yet rid of their assertions: the crisis and journal-recommendation code in flight on other branches, and
    // files still to be done (issue 20). Shrink-only: a file leaves this list once it is clean, and none joins it.
    files: [
      '**/ai/src/crisis/**',
      '**/ai-lab/src/crisis/**',
      // Numeric training loops: bounds-checked helpers there made training several times slower; typed arrays next.
      '**/ai/src/learn/linear-model.ts',
      '**/ai-lab/src/learn/train-linear.ts',
      '**/ai-lab/src/learn/word-vectors.ts',
      '**/ai/src/lexicon/emotion-model.ts',
      '**/ai-lab/src/lexicon/train-emotion.ts',
      '**/ai/src/coach/choose-strategies.ts',
      '**/core/src/journal/recommendations-service.ts',
      '**/core/src/journal/journal-entries.ts',
      '**/core/src/account/import-daylio.ts',
      '**/core/src/account/import-formats.ts',
      '**/core/src/account/data-export.ts',
      '**/core/src/admin/admin-service.ts',
      '**/core/src/notifications/unsubscribe-tokens.ts',
      '**/core/src/shared/encryption.ts',
      '**/db/src/migrations/0006-hardening.ts',
      '**/db/src/migrations/0012-screen-kinds-encrypted.ts',
      '**/jobs/src/bullmq-queue.ts',
      '**/jobs/src/in-process-runner.ts',
      '**/runtime/src/service-runtime.ts',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
