import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'locales/**/*.ts', 'server/src/db/migrations', 'public'] },
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
  {
    // Views render machine state; flow state in useState is not allowed (README: machines hold UI state).
    files: ['src/views/**/*.tsx', 'src/components/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'ofetch', message: 'Views never fetch: use a machine and src/api.' }] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/e2e/**', 'tests/bench/**', 'server/scripts/**'],
    rules: { 'no-console': 'off' },
  },
)
