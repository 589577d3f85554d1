import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import { importX } from 'eslint-plugin-import-x';
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
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      // Most of these are array/record indexing with our own keys; the rule cannot tell.
      'security/detect-object-injection': 'off',
      // Imports flow one way (DESIGN.md §2): contract ← api, contract ← web; web never imports api.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: './apps', message: 'The contract depends on nothing of ours.' },
            { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
            { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
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
            { group: ['@/app/*'], message: 'Features do not depend on the app shell.' },
          ],
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
