// @ts-check
/**
 * The layers of the site: a component, a template or a page reaches the API
 * only through a feature's hooks and actions (src/features/<feature>/api.ts
 * and the hooks of src/hooks/), never through the shop client itself; and no
 * code reads another feature's atoms (src/features/<feature>/state.ts): it
 * uses the feature's hooks (the territory: useTerritory, useChooseTerritory).
 * `LEGACY` lists the files written before the feature modules, each to move
 * into its feature (the list only shrinks: eslint.layers.test.ts checks that
 * every file in it still exists and still needs to be in it).
 */
export const UI = ['src/components/**', 'src/templates/**', 'src/pages/**', 'src/slices/**', 'src/features/*/components/**'];

export const LEGACY = [
  'src/components/account/address-card.tsx',
  'src/components/account/address-form.tsx',
  'src/components/account/ask-to-create-form.tsx',
  'src/components/account/change-password-form.tsx',
  'src/components/account/invoice-list.tsx',
  'src/components/account/new-password-form.tsx',
  'src/components/account/order-detail.tsx',
  'src/components/account/order-list.tsx',
  'src/components/account/profile-form.tsx',
  'src/components/account/quotation-detail.tsx',
  'src/components/account/quotation-list.tsx',
  'src/components/account/require-session.tsx',
  'src/components/account/rewind-form.tsx',
  'src/components/account/signup-form.tsx',
  'src/components/app/client-boot.tsx',
  'src/components/app/toast.tsx',
  'src/components/cart/cart-checkout-buttons.tsx',
  'src/components/catalogue/live-prices.tsx',
  'src/components/checkout/new-address-form.tsx',
  'src/components/checkout/order-layout.tsx',
  'src/components/checkout/recap-step.tsx',
  'src/components/configurator/bill-actions.tsx',
  'src/components/configurator/roof-configurator.tsx',
  'src/components/content/remote-list.tsx',
  'src/components/lead-forms/send.ts',
  'src/components/search/search-combobox.tsx',
];

const ATOMS = {
  group: ['**/features/*/state', '**/features/*/state.ts'],
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
    // the API client sends the stored territory with every call, before any component has mounted
    ignores: ['src/shop-client/site-config.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ATOMS] }] },
  },
  {
    // a later block replaces the rule's options: both patterns here
    files: UI,
    ignores: LEGACY,
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIENT, ATOMS] }] },
  },
];
