// @ts-check
/**
 * The workspaces depend one way (issue 44): the site (src/) and the API
 * (backend/) use domain/, reached by its package name (@trefima/domain/…);
 * the API never imports the site or the scripts, and domain/ imports none of
 * them nor a framework or a database. backend/src/workspaces.test.ts reads
 * the whole tree for the same rule; this one says it in the editor.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
const NOT_IN_DOMAIN =
  /^(react|react-dom|react-intl|react-hook-form|jotai|swr|fastify|better-sqlite3|ioredis|gatsby)(\/|$)|^(@fastify|@trefima\/(backend|bench))(\/|$)|^gatsby-/;

/** The top folder of the repository a relative import lands in (null for a package). @param {string} file @param {string} specifier */
const topOf = (file, specifier) => (specifier.startsWith('.') ? relative(ROOT, resolve(dirname(file), specifier)).split(sep)[0] : null);

/** @param {string} file @param {string} specifier @returns {string | null} why the import is refused */
function refusal(file, specifier) {
  const from = relative(ROOT, file).split(sep)[0];
  const top = topOf(file, specifier);
  if (from === 'backend' && (top === 'src' || top === 'scripts'))
    return `L’API n’importe rien du site ni des scripts (${top}/) : ce qu’ils partagent va dans domain/ (@trefima/domain/…).`;
  if (from === 'domain' && ((top !== null && top !== 'domain') || NOT_IN_DOMAIN.test(specifier)))
    return `domain/ ne dépend ni du site, ni de l’API, ni des scripts, ni d’un framework ou d’une base (« ${specifier} ») : des règles pures et le contrat.`;
  if (from !== 'domain' && top === 'domain') return 'domain/ s’importe par son nom de paquet (@trefima/domain/…), pas par un chemin.';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: { type: 'problem', schema: [], messages: { refused: '{{why}}' } },
  create(context) {
    /** @param {any} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = refusal(context.filename, source.value);
      if (why) context.report({ node: source, messageId: 'refused', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

/** @type {import('eslint').Linter.Config[]} */
export const workspaceRules = [
  {
    files: ['backend/**', 'domain/**', 'src/**', 'scripts/**', 'e2e/**', 'bench/**', '*.ts', '*.tsx'],
    plugins: { workspaces: { rules: { boundaries } } },
    rules: { 'workspaces/boundaries': 'error' },
  },
];
