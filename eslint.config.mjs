// ESLint (flat config) for the whole repository: TypeScript, React hooks, accessibility, and the import
// directions of ARCHITECTURE.md ("Top-level folders"), which keep five teams' slices independent:
//   contracts  imports nothing of ours
//   shared-ui  imports contracts
//   shell and every remote import shared-ui and contracts (and themselves), never another remote or the shell
//   api        imports contracts, never front-end code, never dev-services
//   dev-services imports contracts only: the stand-ins and the API speak HTTP, like the services they stand in for
// `npm run lint` runs it with --max-warnings 0; `npm run verify` runs it with the format check, types and tests.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import shop from './config/eslint-rules/no-effect-fetch.js';
import tseslint from 'typescript-eslint';

const frontEnds = ['shell', 'mf-catalog', 'mf-product', 'mf-checkout', 'mf-account', 'mf-content', 'mf-backoffice'];

/** Each top-level package is one element; its type is its folder name. */
const elements = ['contracts', 'shared-ui', 'api', 'dev-services', 'e2e', ...frontEnds].map((name) => ({
  type: name,
  pattern: `${name}/**`,
  partialMatch: false,
}));

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** The data layer's library only through shared-ui, whose hooks bind the shop's client. */
const reactQueryThroughSharedUi = {
  name: '@tanstack/react-query',
  message: "Use shared-ui/state's useQuery / useInfiniteQuery / useQueryClient (the shop's client).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      // npm run topology's releases, shell copy and nginx files (built code).
      '.topology/**',
      '.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Plain CommonJS config files (webpack, jest, scripts) may require(); so may tests, where
  // jest.isolateModules() needs a synchronous require to load a module afresh.
  {
    files: ['**/*.js', '**/*.cjs', '**/__tests__/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser code: hooks and accessibility.
  {
    files: [...frontEnds, 'shared-ui'].map((name) => `${name}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role="list"` on ul/ol is deliberate: shared-ui's global reset strips bullets and padding only
      // from `[role='list']`, and Safari/VoiceOver drop list semantics from unstyled lists without it.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
  // One data layer (shared-ui/src/data, TanStack Query): no request waited for in an effect and no
  // AbortController outside it (the server renderer's deadlines excepted), and the library itself only
  // through shared-ui, whose hooks bind the shop's client.
  {
    files: [...frontEnds, 'shared-ui'].map((name) => `${name}/src/**/*.{ts,tsx}`),
    ignores: ['**/__tests__/**', 'shared-ui/src/data/**', 'shell/src/server/**'],
    plugins: { shop },
    rules: { 'shop/no-effect-fetch': 'error' },
  },
  {
    files: frontEnds.map((name) => `${name}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            reactQueryThroughSharedUi,
            {
              name: 'contracts/staff',
              message: 'The staff contract is for mf-backoffice only: no shopper page carries it.',
            },
          ],
        },
      ],
    },
  },
  // The back office is the one front end that speaks the staff contract.
  {
    files: ['mf-backoffice/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactQueryThroughSharedUi],
        },
      ],
    },
  },
  // The test payment processor's browser scripts (dev-services/src/dev-payments/browser): plain scripts
  // served as they are written (no build step), some joined into one closure (see browser-assets.ts).
  {
    files: ['dev-services/src/dev-payments/browser/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  // Journeys: a state query whose answer is thrown away checks nothing (`await el.isVisible();`); the
  // web-first assertion (`await expect(el).toBeVisible()`) waits and fails.
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExpressionStatement > AwaitExpression > CallExpression[callee.property.name=/^(isVisible|isHidden|isChecked|isEnabled|isDisabled|isEditable)$/]',
          message: 'The answer is ignored, so this checks nothing: use `await expect(locator).toBe…()`.',
        },
      ],
    },
  },
  // Import directions between the packages.
  {
    files: ['{contracts,shared-ui,api,dev-services,e2e,shell,mf-*}/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['{contracts,shared-ui,api,dev-services,e2e,shell,mf-*}/**/*'],
      'import/resolver': {
        typescript: { project: ['tsconfig.json'] },
        node: true,
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('contracts', ['contracts']),
            allow('shared-ui', ['shared-ui', 'contracts']),
            allow('api', ['api', 'contracts']),
            allow('dev-services', ['dev-services', 'contracts']),
            allow('e2e', ['e2e']),
            ...frontEnds.map((name) => allow(name, [name, 'shared-ui', 'contracts'])),
          ],
        },
      ],
    },
  },
);
