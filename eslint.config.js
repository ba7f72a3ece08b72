import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

const OFETCH = { name: 'ofetch', message: 'Views never fetch: use a machine and src/api.' }
/** Money for people goes through useFormat() (src/i18n/use-format.ts), which hides amounts when the user asked. */
const MONEY = {
  name: '@/i18n/format',
  importNames: ['formatCurrency', 'formatCompactCurrency', 'formatHiddenCurrency'],
  message: 'Format money with useFormat().money / moneyLabel (or chartMoneyFormats in a chart): they hide amounts when the user asked.',
}

/** A no-restricted-imports zone: files matching `files` may not import `banned` patterns (nor `paths`). */
function layer(files, banned, what, paths = []) {
  return [
    {
      files,
      rules: {
        'no-restricted-imports': [
          'error',
          { paths, patterns: [{ group: banned, message: `Imports flow one way: ${what} may not import this layer.` }] },
        ],
      },
    },
  ]
}

export default tseslint.config(
  { ignores: ['dist', 'server/build', 'node_modules', 'data', 'coverage', 'locales/**/*.ts', 'server/src/db/migrations', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Layers (docs/architecture.md#layers): api/lib/i18n/content/styles → components → machines → state → views → app.
  // Each zone lists what it may not import; a lower layer never reaches up.
  ...layer(['src/contract/**', 'src/api/**', 'src/lib/**', 'src/i18n/**', 'src/content/**', 'src/styles/**'], ['@machines/*', '@/components/*', '@/state/*', '@/views/*', '@/app/*'], 'the bottom layer (api, lib, i18n, content, styles)'),
  ...layer(['src/components/**'], ['@machines/*', '@/state/*', '@/views/*', '@/app/*'], 'shared components', [OFETCH, MONEY]),
  ...layer(['machines/**'], ['@/components/*', '@/state/*', '@/views/*', '@/app/*', 'react', 'react-dom', '@xstate/react'], 'machines'),
  ...layer(['src/state/**'], ['@/views/*', '@/app/*'], 'state providers'),
  ...layer(['src/views/**'], ['@/app/*'], 'views', [OFETCH, MONEY]),
  // No import cycle (a module that imports itself back sees some imports still undefined while the cycle loads),
  // followed through tsconfig.json's aliases (@/, @machines/, @contract/, @server/). Type-only imports do not
  // count here; tests/unit/import-cycles.test.ts also holds the SPA to no cycle of types.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The server shares only the API contract with the SPA, through its alias: no relative path into src/, no SPA alias.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./){2,}src/', message: 'The server imports the shared contract as @contract/<file>, never the SPA by a relative path.' },
            { group: ['@/*', '@machines/*'], message: 'The server imports the shared contract as @contract/<file>, never the SPA.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/e2e/**', 'tests/bench/**', 'tests/crash/**', 'tests/load/**', 'server/scripts/**'],
    rules: { 'no-console': 'off' },
  },
)
