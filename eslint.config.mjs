// @ts-check
/**
 * `npm run lint` (run by `npm test` before the suites): typescript-eslint's
 * recommended rules, the rules of hooks, the layers of the site, one
 * path for text, and the workspaces' one-way dependencies.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fenceRules, layerRules } from './eslint.layers.mjs';
import { textRules } from './eslint.text.mjs';
import { workspaceRules } from './eslint.workspaces.mjs';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'public/', '.cache/', 'data/', 'bench/.work/', 'test-results/', 'playwright-report/', '.site/', 'src/i18n/compiled/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_name` says a parameter or a destructured part is left out on purpose
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // the security code matches control characters on purpose (paths, headers, file names, mail headers)
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    languageOptions: { globals: globals.jest },
  },
  {
    // Playwright's fixtures: `use` is theirs, and `async ({}, use)` is how a fixture says it needs none
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  ...layerRules,
  ...fenceRules,
  ...textRules,
  ...workspaceRules,
);
