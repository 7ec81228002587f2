// ESLint flat config. Lint runs in every `npm test`, so it stays syntax-only (no type-aware rules) and fast.
// The import boundaries of docs/architecture are enforced here, not just written down: see `boundaryPolicies`.
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const codeFiles = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];

// Files whose tool requires a default export.
const configFiles = [
  'eslint.config.js',
  '**/vite.config.ts',
  '**/vitest.config.ts',
  '**/drizzle.config.ts',
  '**/playwright.config.ts',
  'e2e/support/global-setup.ts',
  '**/*.d.ts',
];

/** `deposits.service.ts`, `top-up-form.tsx`, `vite-env.d.ts`: every dot-separated part of the name is kebab-case. */
const kebabPart = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const filenameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case (each dot-separated part).' },
    schema: [],
    messages: { kebab: "File name '{{name}}' is not kebab-case (e.g. top-up-form.tsx, deposits.service.ts)." },
  },
  create(context) {
    const name = path.basename(context.filename);
    return {
      Program(node) {
        if (!name.split('.').every((part) => kebabPart.test(part))) {
          context.report({ node, messageId: 'kebab', data: { name } });
        }
      },
    };
  },
};
/**
 * typescript-eslint's consistent-type-definitions ('type'), except inside `declare module '…'` / `declare global`:
 * augmenting a library's types (FastifyRequest, vitest's ProvidedContext) only works with an interface.
 */
const baseTypeDefinitions = tseslint.plugin.rules['consistent-type-definitions'];
const insideModuleDeclaration = (node) => {
  for (let current = node?.parent; current; current = current.parent) {
    if (current.type === 'TSModuleDeclaration') return true;
  }
  return false;
};
const typeDefinitions = {
  ...baseTypeDefinitions,
  create(context) {
    const filtered = Object.create(context, {
      report: { value: (descriptor) => insideModuleDeclaration(descriptor.node) || context.report(descriptor) },
    });
    return baseTypeDefinitions.create(filtered);
  },
};

/** Syntax no code file uses (config files aside). */
const codeStyleSyntax = [
  { selector: 'ExportDefaultDeclaration', message: 'Use named exports (default exports only in config files).' },
  {
    selector: 'ExportNamedDeclaration > ExportSpecifier[exported.name="default"]',
    message: 'Use named exports (default exports only in config files).',
  },
  { selector: 'TSEnumDeclaration', message: 'Use a string union instead of an enum.' },
];

/**
 * The server reads the date only through its Clock (platform/clock.ts, decision 018), so tests that move the clock
 * move everything: a wall-clock read elsewhere is a time bomb that goes off the day the real date passes the fake
 * one. Durations are measured with performance.now().
 */
const wallClockMessage =
  'Read the date through the injected Clock (clock.now()); time a duration with performance.now() (decision 018).';
const wallClockSyntax = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: wallClockMessage },
  { selector: "CallExpression[callee.name='Date']", message: wallClockMessage },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: wallClockMessage },
];

const local = {
  meta: { name: 'konter-local' },
  rules: { 'filename-case': filenameCase, 'consistent-type-definitions': typeDefinitions },
};

// ---------------------------------------------------------------------------------------------------------------
// Architecture boundaries (eslint-plugin-boundaries v7). Element descriptors are matched against the whole path
// from the repo root (`partialMatch: false`); the first descriptor that matches wins, so specific ones come first.
const elements = [
  { type: 'shared', pattern: 'packages/shared', partialMatch: false },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'], partialMatch: false },
  { type: 'server-platform', pattern: 'apps/server/src/platform', partialMatch: false },
  { type: 'server-other', pattern: 'apps/server', partialMatch: false },
  { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'web-components', pattern: 'apps/web/src/components', partialMatch: false },
  { type: 'web-lib', pattern: 'apps/web/src/lib', partialMatch: false },
  // main.tsx, locales/, test setup, vite.config.ts: the web app's entry and wiring.
  { type: 'web-other', pattern: 'apps/web', partialMatch: false },
];

const serverTypes = ['server-module', 'server-platform', 'server-other'];
const webTypes = ['web-app', 'web-feature', 'web-components', 'web-lib', 'web-other'];
const to = (type, extra = {}) => ({ to: { element: { type, ...extra } } });

// Default is disallow; each policy below opens one door. Imports inside one element (one module, one feature,
// the whole of platform/…) are internal and always allowed.
const boundaryPolicies = [
  // Packages. Server and web may use installed packages; Node built-ins only on the server and in web tooling.
  { from: { element: { type: [...serverTypes, ...webTypes] } }, allow: { to: { module: { origin: 'external' } } } },
  { from: { element: { type: [...serverTypes, 'web-other'] } }, allow: { to: { module: { origin: 'core' } } } },
  // Tests (*.test.ts[x]) run in Node under vitest: they may also use Node built-ins.
  {
    from: { element: { type: [...serverTypes, ...webTypes] }, file: { categories: 'test' } },
    allow: { to: { module: { origin: 'core' } } },
  },
  // packages/shared: zod and itself, nothing else (no Node, no DOM, no React, no app code); its tests add vitest and
  // fast-check (the exact money arithmetic is property-tested).
  { from: { element: { type: 'shared' } }, allow: { to: { module: { origin: 'external', source: 'zod' } } } },
  {
    from: { element: { type: 'shared' }, file: { categories: 'test' } },
    allow: { to: { module: { origin: 'external', source: ['vitest', 'fast-check'] } } },
  },
  { from: { element: { type: [...serverTypes, ...webTypes] } }, allow: to('shared') },

  // Server: platform/ never reaches into modules/; a module is entered only through its index.ts.
  { from: { element: { type: serverTypes } }, allow: to(['server-platform', 'server-other']) },
  {
    from: { element: { type: ['server-module', 'server-other'] } },
    allow: to('server-module', { fileInternalPath: 'index.ts' }),
  },

  // Web: components, lib → features → app; features never meet each other.
  { from: { element: { type: 'web-app' } }, allow: to(['web-feature', 'web-components', 'web-lib', 'web-other']) },
  { from: { element: { type: 'web-feature' } }, allow: to(['web-components', 'web-lib', 'web-other']) },
  { from: { element: { type: ['web-components', 'web-lib'] } }, allow: to(['web-components', 'web-lib', 'web-other']) },
  { from: { element: { type: 'web-other' } }, allow: to(webTypes) },

  // Web and server never import each other, not even through the workspace package names.
  {
    from: { element: { type: webTypes } },
    disallow: { to: { module: { source: '@konter/server' } } },
    message: 'The web app never imports the server (@konter/server).',
  },
  {
    from: { element: { type: serverTypes } },
    disallow: { to: { module: { source: '@konter/web' } } },
    message: 'The server never imports the web app (@konter/web).',
  },
];

const boundaryMessage =
  "Import boundary: {{ from.element.type }} may not import '{{ dependency.source }}'" +
  ' (shared: only zod; web and server never meet; platform never imports modules;' +
  ' a module is entered only through its index.ts; features never import other features or app/).';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'data/',
    '.artifacts/',
    'coverage/',
    'test-results/',
    'apps/server/src/db/migrations/',
  ]),

  { files: codeFiles, ...js.configs.recommended },
  ...tseslint.configs.recommended,

  {
    files: codeFiles,
    plugins: { local },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'local/filename-case': 'error',
      'no-restricted-syntax': ['error', ...codeStyleSyntax],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': 'off', // replaced by the local wrapper below
      'local/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-non-null-assertion': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  { files: configFiles, rules: { 'no-restricted-syntax': 'off' } },

  // Tooling and scripts run on Node.
  {
    files: ['*.{js,ts}', 'scripts/**', 'e2e/**', 'bench/**', 'apps/server/**', 'apps/web/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },

  // Server: the date comes from the injected Clock; platform/clock.ts is the only reader of the wall clock.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/clock.ts', '**/*.d.ts'],
    rules: { 'no-restricted-syntax': ['error', ...codeStyleSyntax, ...wallClockSyntax] },
  },

  // Server: config/env.ts is the only reader of process.env (docs/architecture). A warning for now.
  {
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/config/env.ts', '**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'warn',
        { object: 'process', property: 'env', message: 'Read configuration through config/env.ts.' },
      ],
    },
  },

  // Server modules: SQL lives in repositories (routes → service → repository → db). Elsewhere in a module, drizzle-orm
  // and the tables of db/schema may only be imported as types (a row type); a service that needs a query asks its
  // repository for a named function. Seeds, test fixtures and tests write their rows directly. db/ and platform/
  // are not modules and stay free to use both.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.seed.ts', '**/*.fixtures.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              allowTypeImports: true,
              message: "SQL lives in the module's repository: call a named function of <module>.repository.ts.",
            },
            {
              regex: '(^|/)db/schema(/|\\.ts$|$)',
              allowTypeImports: true,
              message: "Tables are read and written in the module's repository; import row types with `import type`.",
            },
            {
              regex: '(^|/)db/client(\\.ts)?$',
              importNames: ['queryRows', 'queryText'],
              message: "SQL lives in the module's repository: call a named function of <module>.repository.ts.",
            },
          ],
        },
      ],
    },
  },

  // Web: browser globals and the rules of hooks.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // packages/shared runs in both the browser and Node: no globals of either.
  {
    files: ['packages/shared/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch'].map((name) => ({
          name,
          message: `packages/shared is platform-free: no DOM (${name}). Pass it in from web or server.`,
        })),
        ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'setImmediate'].map((name) => ({
          name,
          message: `packages/shared is platform-free: no Node (${name}). Pass it in from web or server.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['process', 'window', 'document', 'localStorage', 'Buffer'].map((property) => ({
          object: 'globalThis',
          property,
          message: 'packages/shared is platform-free: no Node or DOM globals.',
        })),
      ],
    },
  },

  // Import boundaries.
  {
    files: ['packages/shared/**', 'apps/server/**', 'apps/web/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] } },
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/elements-single-match': true,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkAllOrigins: true, message: boundaryMessage, policies: boundaryPolicies },
      ],
    },
  },
]);
