import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';
import { featureZones } from './eslint/feature-zones.js';
import { noImportCycle } from './eslint/no-import-cycle.js';
import { serverModules } from './eslint/server-modules.js';
import { uiPrimitives } from './eslint/ui-primitives.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and hooks are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // One process serves everybody: a pattern that backtracks on hostile input holds the event
    // loop for every user (issue 13). Each pattern must run in linear time on any input.
    files: ['src/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,js,mjs}'],
    // scripts/bench/bundle-sizes.ts reads only our own build output; it joins once its import
    // pattern is made linear (the bench is being reworked on another branch).
    ignores: ['scripts/bench/**'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // No module imports, directly or through others, a module that imports it back, and no two
    // server folders lean on each other (eslint/no-import-cycle.js: why, and why not a plugin).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}', 'tests/**/*.ts'],
    plugins: {
      trackroom: {
        rules: {
          'no-import-cycle': noImportCycle,
          'feature-zones': featureZones,
          'server-modules': serverModules,
          'ui-primitives': uiPrimitives,
        },
      },
    },
    rules: { 'trackroom/no-import-cycle': 'error' },
  },
  {
    // A feature imports the shared layers, its own files and other features' entries
    // (features/<name>/index.ts), never their internals; the shared layers import no feature
    // (eslint/feature-zones.js, docs/client.md).
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'trackroom/feature-zones': 'error' },
  },
  {
    // Another server file imports a module only through its entry (modules/<name>/index.ts), and
    // the layers below the modules import none (eslint/server-modules.js, docs/server.md). A
    // test may look inside the module it proves.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    rules: { 'trackroom/server-modules': 'error' },
  },
  {
    // SQL lives in repositories (*.repository.ts, *.sql.ts), src/server/db/ and the migrations,
    // nowhere else: a service states rules, a route speaks HTTP (docs/server.md). Types of rows
    // and of SQL fragments may be imported anywhere; tests set up their own rows.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/db/**',
      '**/*.repository.ts',
      '**/*.sql.ts',
      '**/*.test.ts',
      'src/server/test/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/**'],
              allowTypeImports: true,
              message:
                "SQL lives in repositories: move this query into the module's *.repository.ts (or *.sql.ts) and call it from here (docs/server.md).",
            },
            {
              group: ['**/db/conditions/**'],
              allowTypeImports: true,
              message:
                'SQL conditions are for repositories: build the query in a *.repository.ts (docs/server.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Features and the app shell draw buttons and fields with components/ui; a raw element says
    // on the line above why no primitive can do (eslint/ui-primitives.js, docs/client.md).
    files: ['src/client/features/**/*.tsx', 'src/client/app/**/*.tsx'],
    rules: { 'trackroom/ui-primitives': 'error' },
  },
  {
    // Tests read JSON replies as `any`; asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The client may not import server code.' },
          ],
        },
      ],
    },
  },
  {
    // src/shared is isomorphic: it may not reach into the client or the server (docs/client.md,
    // docs/server.md).
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '**/server/**', 'react', 'fastify', 'node:*'],
              message: 'src/shared may only import other shared code and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**'], message: 'The server may not import client code.' },
          ],
        },
      ],
    },
  },
);
