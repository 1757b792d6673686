// @ts-check
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
/**
 * The layers of the site: a component, a template or a page reaches the API
 * only through a feature's hooks and actions (src/features/<feature>/api.ts
 * and the hooks of src/hooks/), never through the shop client itself; and no
 * code reads another feature’s atoms (src/features/<feature>/state.ts): it
 * uses the feature's hooks (the territory: useTerritory, useChooseTerritory).
 */
export const UI = ['src/components/**', 'src/templates/**', 'src/pages/**', 'src/slices/**', 'src/features/*/components/**'];

const ATOMS = {
  // another feature's state, from outside (…/features/x/state) or from inside features/ (../x/state, ../../x/state);
  // a feature's own files reach theirs as ./state or ../state, and src/state/ holds the shared atoms (UI, storage)
  regex: '^(\\.\\./)+(features/)?[a-z-]+/state(\\.ts)?$',
  message: 'Les atomes d’une fonctionnalité restent chez elle : passez par ses hooks (ex. useTerritory, useChooseTerritory).',
};
const CLIENT = {
  group: ['**/shop-client', '**/shop-client/**'],
  message: 'Un composant passe par les hooks et actions d’une fonctionnalité (src/features/<fonctionnalité>/api.ts), jamais par le client de l’API.',
};

/** @type {import('eslint').Linter.Config[]} */
export const layerRules = [
  {
    files: ['src/**'],
    // a test may set up another feature's state (a stored cart before a sign-in)
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ATOMS] }] },
  },
  {
    // a later block replaces the rule's options: both patterns here
    files: UI,
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIENT, ATOMS] }] },
  },
];

const FEATURES = join(dirname(fileURLToPath(import.meta.url)), 'src', 'features');

/**
 * A feature's face: from outside src/features/<feature>/, a feature is
 * imported through its index.ts only (…/features/<feature>), so that its
 * files can move and split without the rest of the site noticing. Relative
 * paths are resolved, which a pattern of no-restricted-imports cannot do
 * (from inside features/, « ../cart/api » and « ../components/x » look alike).
 * `import()` is left out on purpose: a component loaded on demand is named by
 * its own path (`lazy(() => import('…/features/cart/components/cart-view'))`),
 * since re-exported by the index it would be bundled with whatever imports
 * the index, and a test loads a module after setting up the browser.
 */
/** @type {import('eslint').Rule.RuleModule} */
const featureFace = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      inside: 'Une fonctionnalité s’importe par son index : « {{face}} » (src/features/{{feature}}/index.ts, où exporter ce qui manque), pas « {{path}} ».',
    },
  },
  create(context) {
    const own = relative(FEATURES, context.filename).split(sep);
    const ownFeature = own[0] === '..' || isAbsolute(own[0]) ? null : own[0];
    /** @param {any} source an import's source (a Literal), or null */
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const inside = relative(FEATURES, resolve(dirname(context.filename), source.value)).split(sep);
      const [feature, ...rest] = inside;
      if (feature === '..' || isAbsolute(feature) || feature === ownFeature || rest.length === 0) return;
      if (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0])) return;
      const face = source.value.slice(0, source.value.lastIndexOf(`${feature}/${rest.join('/')}`) + feature.length);
      context.report({ node: source, messageId: 'inside', data: { feature, face, path: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

/** @type {import('eslint').Linter.Config[]} */
export const fenceRules = [
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    plugins: { fences: { rules: { 'feature-face': featureFace } } },
    rules: { 'fences/feature-face': 'error' },
  },
];
