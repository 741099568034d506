import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** The apps' and packages' own code: where the boundary rules below apply. */
const SOURCES = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'];
const WORKSPACES = ['apps/api', 'apps/web', 'apps/office', 'packages/contracts', 'packages/games'];
/** Files that may use the root's devDependencies (vitest, testing-library, vite...). */
const DEV_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*test-{support,harness}.{ts,tsx}',
  '**/src/test/**',
  '**/*.config.ts',
  '**/src/test-setup.ts',
];

// Features never import each other: they meet only in src/app (see docs/decisions/0001).
// A relative path reaches the features folder after as many `..` as the file is deep
// in its feature, so each depth gets its own patterns; deeper `..` (src/lib,
// src/components) and the feature's own folders stay allowed.
function featureBoundaries(app) {
  return [0, 1, 2, 3].map((depth) => ({
    files: [`apps/${app}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)|^(\\.\\./){${depth + 2}}app(/|$)|(^|/)features/`,
              message: 'Features do not import each other or src/app; compose them in src/app.',
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.data-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Named exports only (architecture.md): grep finds every use of a name.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use a named export.' },
        { selector: 'ExportSpecifier[exported.name="default"]', message: 'Use a named export.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/office/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  featureBoundaries('web'),
  featureBoundaries('office'),
  {
    files: SOURCES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      // Configuration is parsed once, with zod, in the app's env.ts (architecture.md).
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in env.ts and pass it on; Vite apps use import.meta.env.',
        },
      ],
    },
  },
  {
    // Nothing imports a test file, so none can close a cycle; skipping them, and the
    // packages in node_modules, keeps this rule's walks short.
    files: SOURCES,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['apps/api/src/env.ts'], rules: { 'no-restricted-properties': 'off' } },
  // Each workspace declares what it imports (internal packages as "*"); the root's
  // devDependencies serve tests and tool configuration only.
  ...WORKSPACES.map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [path.join(import.meta.dirname, workspace), import.meta.dirname],
          devDependencies: DEV_FILES,
          includeTypes: true,
        },
      ],
    },
  })),
  // API modules meet only through each other's public service or definition
  // (`<name>.service.ts`, `<name>.module.ts`), never another module's tables, routes or
  // helpers (docs/decisions/0023). What modules share that is not a module lives in
  // src/kernel, src/lib or src/plugins. Tests may use other modules' test support.
  {
    files: ['apps/api/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[a-z-]+/(?![a-z-]+\\.(service|module)$)',
              message:
                'Use another module through its service (its <name>.service.ts or <name>.module.ts), not its files.',
            },
          ],
        },
      ],
    },
  },
  {
    // A table's foreign key to the brand names the tenants' table.
    files: ['apps/api/src/modules/*/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\.\\./(?!\\.\\./)(?!tenants/tenants\\.schema$)[a-z-]+/(?![a-z-]+\\.(service|module)$)',
              message: 'A schema may reference only the tenants table of another module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tool configuration files must export a default.
    files: ['**/*.config.{ts,js}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
