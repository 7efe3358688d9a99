// Lint also enforces the three layers: shared/ is pure, renderer/ is browser-only,
// and only electron/ may reach Node, Electron and native modules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeModules = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const mainOnlyPackages = ['electron', 'undici', 'keytar', 'fastify', 'xlsx', 'lossless-json/node'];

const restrict = (paths, patterns) => ({
  'no-restricted-imports': ['error', { paths: paths.map((name) => ({ name, message: 'Not allowed in this layer.' })), patterns }],
});

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.ci/**', 'test-results/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict([...nodeModules, ...mainOnlyPackages, 'react', 'react-dom', 'zustand'], [
      { group: ['**/electron/**', '**/renderer/**'], message: 'shared/ must not depend on electron/ or renderer/.' },
    ]),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    languageOptions: { globals: globals.browser },
    rules: restrict([...nodeModules, ...mainOnlyPackages], [
      { group: ['**/electron/**'], message: 'renderer/ reaches main only through window.api.' },
    ]),
  },
  {
    files: ['electron/**/*.ts', 'test/**/*.ts', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['electron/**/*.ts'],
    rules: restrict([], [{ group: ['**/renderer/**'], message: 'electron/ must not import renderer code.' }]),
  },
);
