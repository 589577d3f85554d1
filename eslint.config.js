import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/.data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  security.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      // Most of these are array/record indexing with our own keys; the rule cannot tell.
      'security/detect-object-injection': 'off',
    },
  },
  // Imports flow one way (docs/design.md#layout): contract ← api, contract ← web; web and api never meet.
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@motoforge/*', '**/apps/**'], message: 'The contract depends on nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@motoforge/web', '**/apps/web/**', '**/web/src/**'],
              message: 'The API never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'Services are plain functions; HTTP stays in routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@motoforge/api', '**/apps/api/**'], message: 'The web app talks to the API over HTTP only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*'], message: 'Features do not import each other; compose them in app/.' },
            { group: ['@motoforge/api', '**/apps/api/**'], message: 'The web app talks to the API over HTTP only.' },
            { group: ['@/app/*'], message: 'Features do not depend on the app shell.' },
          ],
        },
      ],
    },
  },
  {
    // The app's code says what it does when a value is missing instead of asserting it is there
    // (a route's user comes from actorOf, which answers 401 when no hook set it). Tests may
    // assert: a missing value there fails the test, which is what it is for.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // vi.waitFor gives up after one second, which a busy CI machine can take for a stubbed answer
    // and the renders after it, or for a notification between two connections. Testing Library's waitFor waits asyncUtilTimeout (vitest.setup.ts);
    // under fake timers, vi.waitFor (which moves them) with a timeout of its own.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='waitFor'][arguments.length=1]",
          message: "vi.waitFor gives up after 1 s: give it a timeout, or in a web test use Testing Library's waitFor.",
        },
      ],
    },
  },
  {
    // Tests, benchmarks and scripts work on paths they make themselves.
    files: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'security/detect-non-literal-fs-filename': 'off' },
  },
);
