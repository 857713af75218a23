import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.cache', 'node_modules', 'data', 'coverage', 'screenshots', 'drizzle/meta'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // One-way arrows: web and server meet only in src/shared; features stay
      // independent of each other; shared code depends on nothing of ours.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web', from: './src/server', message: 'The browser never imports server code.' },
            { target: './src/server', from: './src/web', message: 'The server never imports browser code.' },
            {
              target: './src/shared',
              from: ['./src/web', './src/server', './content'],
              message: 'src/shared depends on nothing else of ours.',
            },
            { target: './content', from: ['./src/web', './src/server'], message: 'Content is data: it imports only shared types.' },
            {
              target: './src/web/features/*',
              from: './src/web/features/*',
              except: ['./${from0}'],
              message: 'Features never import each other: lift what both need into components or shared.',
            },
            {
              target: './src/web/components',
              from: ['./src/web/features', './src/web/pages'],
              message: 'Primitives do not depend on features or pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Preact runs this code (decision 0056): its ids restart in every island
      // and its `use` fails in the prerenderer.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message: 'Use useDomId from @web/page-runtime/dom-id: ids stay unique across islands.',
            },
            { name: 'react', importNames: ['use'], message: 'Read a context with useContext: Preact’s use() fails in the prerenderer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
