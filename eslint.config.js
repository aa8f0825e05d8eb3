import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/shell/**/*.tsx', 'apps/shell/**/*.ts', 'apps/subapps/**/*.tsx', 'packages/subapp-kit/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The shell's layers (docs/architecture.md): main → app → layouts → features → micro → shared;
  // nothing imports a layer above it.
  ...[
    ['layouts', ['app']],
    ['features', ['app', 'layouts']],
    ['micro', ['app', 'layouts', 'features']],
    ['shared', ['app', 'layouts', 'features', 'micro']],
  ].map(([layer, above]) => ({
    files: [`apps/shell/src/${layer}/**/*.ts`, `apps/shell/src/${layer}/**/*.tsx`],
    // A test may set up the layers around what it tests.
    ignores: [`**/*.test.ts`, `**/*.test.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: above.map((name) => `**/${name}/**`), message: `${layer}/ may not import a layer above it (${above.join(', ')})` }] },
      ],
    },
  })),
  {
    files: ['bench/**/*.ts', 'scripts/**/*.ts', 'apps/server/src/db/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
