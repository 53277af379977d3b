// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      parserOptions: { projectService: false },
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves extensionless TypeScript imports, so no-cycle sees the real graph.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // noUncheckedIndexedAccess makes indexed reads optional; `!` after a bounds-known index is the honest form.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Type-aware rules on the TypeScript a tsconfig covers (`npm run typecheck`): a promise is awaited, returned,
    // given a .catch, or marked `void` where fire-and-forget is meant, and never handed to a caller expecting void.
    files: [
      'packages/contract/src/**/*.ts',
      'apps/server/{src,test}/**/*.ts',
      'apps/server/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/web/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // The layers of the web app: shared code (lib/, components/) knows no feature and no route table, and a feature
    // knows no route table; features are composed in app/. Tests may assemble whatever they test.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message:
                'Shared code imports no feature and no app/: pass what it needs in, or move it to the feature.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message:
                'A feature imports nothing from app/: app/ composes features, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // The bench measures the server through its declared surface (@kisansetu/server/tools), never its internals.
    files: ['bench/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'apps/(server|web)/src',
              message: 'The bench imports @kisansetu/server/tools or the contract, never apps/*/src.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is shared by both apps and must not depend on either.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kisansetu/server', '@kisansetu/web', '**/apps/**'],
              message: 'contract imports nothing from the apps',
            },
          ],
        },
      ],
    },
  },
  // A module never reaches into another module's internals, at either folder depth inside a module: only its index
  // (public surface) may be imported.
  ...[
    ['apps/server/src/modules/*/*.ts', '^\\.\\./(?!\\.\\.)[^/]+/(?!index$).+'],
    ['apps/server/src/modules/*/*/*.ts', '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!index$).+'],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex, message: 'Import another module only through its index.ts, never its internals.' },
          ],
        },
      ],
    },
  })),
  // A feature never reaches into another feature's internals, at either folder depth inside a feature.
  ...[
    ['apps/web/src/features/*/*.{ts,tsx}', '^\\.\\./(?!\\.\\.)[^/]+/(?!index$).+'],
    ['apps/web/src/features/*/*/*.{ts,tsx}', '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!index$).+'],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex, message: 'Import another feature only through its index.ts, never its internals.' },
            { regex: '^@/features/[^/]+/.+', message: 'Import another feature only through its index.ts.' },
          ],
        },
      ],
    },
  })),
  {
    // The web app's routes run on React Router's declarative runtime, where the data router's APIs throw, and its
    // translator is src/lib/i18n.ts (docs/decisions/0005-web-entry-budget.md). Tests may still use a memory data router.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: [
                'createBrowserRouter',
                'createHashRouter',
                'createMemoryRouter',
                'RouterProvider',
                'ScrollRestoration',
                'useLoaderData',
                'useRouteLoaderData',
                'useActionData',
                'useRouteError',
                'useNavigation',
                'useFetcher',
                'useFetchers',
                'useSubmit',
                'useFormAction',
                'Form',
                'useRevalidator',
                'useBlocker',
                'useMatches',
                'useAsyncValue',
                'useAsyncError',
                'Await',
                'useViewTransitionState',
              ],
              message:
                'Data router only: the app runs routes.tsx on the declarative runtime (src/app/declarative-routes.tsx).',
            },
            { name: 'react-i18next', message: "Use useTranslation from '@/lib/i18n'." },
            { name: 'i18next', message: "Use '@/lib/i18n'." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
