import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One config for every source file of the tree: TypeScript, JavaScript (CommonJS and ES modules),
// configs, benchmarks, end-to-end tests. Each workspace lints its whole folder (`eslint .`).
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tools/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // CommonJS: jest configs, presets, bins, the build-config factory and the runtime bootstrap.
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // Test files require describe/it or TextEncoder explicitly where the globals would also have them.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Routing comes from @d742/platform/router, the one shared router module (decision 036). The
    // Node pre-renders alone take StaticRouter from the package (it never reaches a browser).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['packages/platform/src/router.ts', '**/src/prerender.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            message:
              'Import routing from @d742/platform/router: a second copy of react-router is a second router context (decision 036).',
          })),
        },
      ],
    },
  },
);
