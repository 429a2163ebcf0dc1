import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * The layers of src/, lowest first (README "Layout"). A file may import its own layer and the
 * layers below it, never one above; src/cart/cart.ts (the cart's rules) and
 * src/saved/productLists.ts (the saved and recently viewed lists' rules) sit with the rules, the
 * rest of src/cart and src/saved (stores and hooks) with the services.
 */
const layers = [
  {
    name: 'rules',
    files: [
      'src/lib/**',
      'src/catalogue/**',
      'src/theme/**',
      'src/vendor/**',
      'src/cart/cart.{ts,tsx}',
      'src/saved/productLists.{ts,tsx}',
    ],
  },
  { name: 'components', files: ['src/components/**'] },
  { name: 'services', files: ['src/shell/**', 'src/api/**', 'src/cart/**', 'src/saved/**'] },
  { name: 'screens', files: ['src/screens/**'] },
  { name: 'app', files: ['src/app/**', 'src/main.{ts,tsx}'] },
];
const root = import.meta.dirname;
const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: layer.files,
  from: layers.slice(index + 1).flatMap((above) => above.files),
  // The cart's and the saved lists' rules are in the rules layer although their folder is a service's.
  except: [`${root}/src/cart/cart.{ts,tsx}`, `${root}/src/saved/productLists.{ts,tsx}`],
  message: `The ${layer.name} layer imports only from layers below it: rules <- components <- services (shell, api, cart) <- screens <- app (README "Layout").`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'bench-results',
      'build-reports',
      '.vitest-attachments',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // role="list" on bullet-less lists is deliberate: Safari drops their list semantics otherwise.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    // Layers point down and no module imports itself back (dynamic import() included).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [
      'scripts/**',
      'config/**',
      '*.config.{js,ts}',
      'tests/e2e/**',
      'tests/cross-browser/**',
      'tests/unit/**',
      'public/theme-init.js',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Playwright fixtures call a `use` that is not React's.
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['public/theme-init.js'],
    languageOptions: { sourceType: 'script' },
    rules: { 'no-var': 'off' },
  },
);
