import tseslint from '@typescript-eslint/eslint-plugin';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// The type-aware rules of typescript-eslint's recommended set; the plugin and parser are
// already registered by eslint-config-next, so only the rules are taken.
const typeCheckedRules = tseslint.configs['flat/recommended-type-checked-only'].at(-1).rules;

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next*/**',
      'test-results*/**',
      'playwright-report/**',
      'bench/**',
      '.data/**',
      'node_modules/**',
      'src/server/generated/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...typeCheckedRules,
      // Event handlers in JSX may be async (onSubmit={handleSubmit(save)}): React ignores
      // what a handler returns.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // UploadThingError is an Error, typed through effect's Micro.Error (a Readonly<Error>).
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@uploadthing/shared', name: 'UploadThingError' }],
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Node's modules, then packages, then the project's (~/…), then the folder's own; each
      // group apart and in the alphabet's order, so a diff of imports shows what changed.
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '~/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // Layers read top-down: pages compose features, features build on the signed-in kit and
    // the design system (components), and everything may use lib, schemas and utils. Nothing
    // imports a layer above it; the server never imports UI.
    files: ['src/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['src/components', 'src/lib', 'src/schemas', 'src/server', 'src/utils'],
              from: 'src/features',
              message: 'Features build on this layer, not the other way round.',
            },
            {
              target: [
                'src/components',
                'src/features',
                'src/lib',
                'src/schemas',
                'src/server',
                'src/utils',
              ],
              from: 'src/pages',
              message: 'Pages are routes: move what is shared out of src/pages.',
            },
            {
              target: ['src/lib', 'src/schemas', 'src/server'],
              from: 'src/components',
              message: 'Server code and isomorphic helpers never import UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Test helpers such as useTestDatabase() register hooks of Vitest, not React.
      'react-hooks/rules-of-hooks': 'off',
      // Vitest's asymmetric matchers (expect.any(String), expect.stringContaining(...)) are typed
      // `any` so that they fit any field of an expected value.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
];

export default config;
