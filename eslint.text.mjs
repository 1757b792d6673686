// @ts-check
/**
 * One path for text: every French text a visitor sees or hears goes through
 * `t()` / `tn()` (domain/i18n/t.ts) or react-intl, from the catalogue of
 * domain/i18n/fr/. Two rules:
 * - `text/no-literal`: no letters written in JSX, nor in a string attribute
 *   that is shown or read aloud (aria-label, title, label, hint…);
 * - `text/literal-id`: `t()` and `tn()` take their id as a string literal,
 *   which the build replaces with the message (src/build/gatsby/messages-loader.cjs).
 */
const TEXT_ATTRIBUTES = new Set([
  'title',
  'aria-label',
  'aria-roledescription',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'alt',
  'label',
  'hint',
  'legend',
  'caption',
  'empty',
  'description',
  'crumb',
  'message',
  'heading',
  'what',
  'all',
  'lead',
  'text',
  'summary',
]);
const isTextAttribute = (/** @type {string} */ name) =>
  TEXT_ATTRIBUTES.has(name) || /(Label|Hint|Text|Title|Message|Heading|Legend|Caption|Description)$/.test(name);
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
const noLiteral = {
  meta: { type: 'problem', schema: [], messages: { text: 'Texte écrit en dur : mettez-le dans domain/i18n/fr/ et affichez-le avec t() (« {{text}} »).' } },
  create(context) {
    return {
      /** @param {any} node JSX, which ESTree's types do not name */
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: node.value.trim().slice(0, 40) } });
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        const value = node.value;
        if (isTextAttribute(name) && value?.type === 'Literal' && LETTER.test(String(value.value)))
          context.report({ node, messageId: 'text', data: { text: `${name}="${String(value.value).slice(0, 40)}"` } });
      },
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const literalId = {
  meta: { type: 'problem', schema: [], messages: { id: '{{fn}}() prend l’identifiant du message en littéral : la compilation le remplace par le texte.' } },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || (node.callee.name !== 't' && node.callee.name !== 'tn')) return;
        const first = node.arguments[0];
        if (!first || first.type !== 'Literal' || typeof first.value !== 'string') context.report({ node, messageId: 'id', data: { fn: node.callee.name } });
      },
    };
  },
};

/** @type {import('eslint').Linter.Config[]} */
export const textRules = [
  {
    files: ['src/**/*.tsx', 'src/**/*.ts', 'domain/**/*.ts', 'gatsby-*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/test-support/**'],
    plugins: { text: { rules: { 'no-literal': noLiteral, 'literal-id': literalId } } },
    rules: { 'text/no-literal': 'error', 'text/literal-id': 'error' },
  },
];
