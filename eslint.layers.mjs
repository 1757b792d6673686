// @ts-check
/**
 * The layers of the site: a component, a template or a page reaches the API
 * only through a feature's hooks and actions (src/features/<feature>/api.ts
 * and the hooks of src/hooks/), never through the shop client itself; and no
 * code reads another feature's atoms (src/features/<feature>/state.ts): it
 * uses the feature's hooks (the territory: useTerritory, useChooseTerritory).
 */
export const UI = ['src/components/**', 'src/templates/**', 'src/pages/**', 'src/slices/**', 'src/features/*/components/**'];

const ATOMS = {
  // another feature's state, from outside (…/features/x/state) or from inside features/ (../x/state, ../../x/state);
  // a feature's own files reach theirs as ./state or ../state, and src/state/ holds the shared atoms (session, UI)
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
    // the API client sends the stored territory with every call, before any component has mounted
    ignores: ['src/shop-client/site-config.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ATOMS] }] },
  },
  {
    // a later block replaces the rule's options: both patterns here
    files: UI,
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIENT, ATOMS] }] },
  },
];
