import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A query call, and the calls that register a server route handler (route() from contracts, or
// Fastify's own methods): no query may sit inside a handler, whatever file the handler is in.
const QUERY_CALL = 'CallExpression > MemberExpression.callee > Identifier.property[name=/^(selectFrom|updateTable|insertInto|deleteFrom|transaction)$/]';
const HANDLER_REGISTRATION = "CallExpression[callee.name='route'], CallExpression[callee.property.name=/^(get|post|put|patch|delete|route)$/][arguments.length>=2]";

const FEATURES_DIR = path.join('apps', 'shell', 'src', 'features');

/** The feature folder a file lies in, or null (`apps/shell/src/features/{name}/…`). */
function featureOf(file) {
  const relative = path.relative(path.resolve(FEATURES_DIR), file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const name = relative.split(path.sep)[0];
  return name && name !== relative ? name : null;
}

/**
 * Features never import each other (docs/architecture.md): what one feature shows of another
 * comes through the manifests `app/` collects. Static, dynamic and type imports alike.
 */
const noCrossFeature = {
  meta: { type: 'problem', messages: { cross: "features/{{from}} may not import features/{{to}}: supply it through the feature's manifest (feature.ts) and a slot" } },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

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
  // Type-aware rules on the code that ships: promises are handled, assertions are needed.
  {
    files: ['apps/**/src/**/*.ts', 'apps/**/src/**/*.tsx', 'packages/*/src/**/*.ts', 'packages/*/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A handler that returns a promise (React Router's navigate) is fine in a JSX attribute.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
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
  // The server's layers: http/ and db/ serve the modules and import none of them.
  {
    files: ['apps/server/src/http/**/*.ts', 'apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: 'http/ and db/ may not import a module' }] }],
    },
  },
  // Thin handlers (docs/architecture.md "Server layers"): a handler guards and calls, wherever it is
  // registered; every query lives in a repository of the module (`*-repository.ts`), and a module's
  // routes.ts holds none at all.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `:matches(${HANDLER_REGISTRATION}) ${QUERY_CALL}`,
          message: 'No queries in a route handler: move the query into a repository of the module (*-repository.ts), see docs/architecture.md "Server layers"',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: QUERY_CALL,
          message: 'No queries in a routes file: move the query into a repository of the module (*-repository.ts), see docs/architecture.md "Server layers"',
        },
      ],
    },
  },
  {
    files: ['apps/shell/src/features/**/*.ts', 'apps/shell/src/features/**/*.tsx'],
    plugins: { portal: { rules: { 'no-cross-feature': noCrossFeature } } },
    rules: { 'portal/no-cross-feature': 'error' },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.ts', 'apps/server/src/db/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
