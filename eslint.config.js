// One ESLint config for the whole repo. It carries the dependency boundaries of conventions.md:
//   apps/web → contracts, domain (never db); apps/api → contracts, domain, db;
//   db → domain; contracts → domain (validation rules); domain → nothing.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const noDb = {
  group: ['@kavach/db', '@kavach/db/*'],
  message: 'apps/web never touches the database (conventions: dependency direction).',
};
const noApi = {
  group: ['@kavach/api', '@kavach/api/*', '@kavach/web', '@kavach/web/*'],
  message: 'packages never import apps.',
};
const noOurs = (allowed) => ({
  group: ['@kavach/*', ...allowed.map((a) => `!@kavach/${a}`)],
  message: `this package may only import ${allowed.length ? allowed.map((a) => '@kavach/' + a).join(', ') : 'nothing of ours'}.`,
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.data/**',
      'bench/results/**',
      '**/next-env.d.ts',
      'test-results/**',
      'tmp/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/env.ts', '**/*.test.ts', '**/*.spec.ts', '**/drizzle.config.ts', '**/next.config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration only through the env.ts of the app (conventions 9).',
        },
      ],
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noDb] }] } },
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noOurs([]), noApi] }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noOurs(['domain']), noApi] }] },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noOurs(['domain']), noApi] }] },
  },
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: { ...globals.node } } },
);
