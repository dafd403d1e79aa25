// One ESLint config for the whole repo. It carries the dependency boundaries of conventions.md:
//   apps/web → contracts, domain (never db); apps/api → contracts, domain, db;
//   db → domain; contracts → domain (validation rules); domain → nothing.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import security from 'eslint-plugin-security';
import noUnsanitized from 'eslint-plugin-no-unsanitized';

const noDb = {
  group: ['@kavach/db', '@kavach/db/*'],
  message: 'apps/web never touches the database (conventions: dependency direction).',
};
const noApi = {
  group: ['@kavach/api', '@kavach/api/*', '@kavach/web', '@kavach/web/*'],
  message: 'packages never import apps.',
};
const noDrizzle = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'SQL lives in packages/db (issue 19 §1, decision 059): call or add a repository function.',
};
const noTestCode = {
  group: ['**/test/**', '**/e2e/**', '*-test-helpers', '**/*-test-helpers', '**/testing', '**/testing/**'],
  message:
    'Production code never imports test scaffolding (decision 059: it lives in apps/api/test/support).',
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDb, noTestCode] }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDrizzle, noTestCode] }] },
  },
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
  // T14.4 security lint rules (decision 048): no code from strings, no unsafe DOM sinks, no
  // regular expressions open to catastrophic backtracking, no insecure randomness or Buffer APIs.
  // eslint-plugin-security's object-injection, fs-filename and non-literal-regexp/require rules
  // are left off: on TypeScript with zod-validated input they flag every indexed access.
  {
    plugins: { security, 'no-unsanitized': noUnsanitized },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
      'no-unsanitized/method': 'error',
      'no-unsanitized/property': 'error',
      'security/detect-eval-with-expression': 'error',
      'security/detect-unsafe-regex': 'error',
      'security/detect-buffer-noassert': 'error',
      'security/detect-new-buffer': 'error',
      'security/detect-pseudoRandomBytes': 'error',
      'security/detect-disable-mustache-escape': 'error',
      'security/detect-no-csrf-before-method-override': 'error',
      'security/detect-bidi-characters': 'error',
    },
  },
  {
    // Tests hold attack payloads (`javascript:` URLs, hostile regexes) on purpose.
    files: ['**/*.test.ts', '**/*.spec.ts', '**/e2e/**/*.ts', 'bench/**'],
    rules: { 'no-script-url': 'off', 'no-new-func': 'off', 'security/detect-unsafe-regex': 'off' },
  },
);
