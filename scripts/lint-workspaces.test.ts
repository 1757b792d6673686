import { lintAs as lint } from './eslint-as';

/**
 * The workspaces' rule of eslint.workspaces.mjs, run through ESLint itself on
 * code given as if it were a file of the API, of domain/ or of the site.
 */
const uses = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;
const ruleIds = (file: string, specifier: string) => lint(file, uses(specifier)).map((m) => m.ruleId);

describe('the workspaces depend one way (eslint.workspaces.mjs)', () => {
  it('refuses the API importing the site or the scripts, its tests included, with a French message saying where to go', () => {
    const messages = lint('backend/src/orders/new-routes.ts', uses('../../../src/contract'));
    expect(messages.map((m) => m.ruleId)).toEqual(['workspaces/boundaries']);
    expect(messages[0].message).toMatch(/domain\/ \(@trefima\/domain/);
    expect(ruleIds('backend/src/new-thing.test.ts', '../../scripts/host/serve')).toEqual(['workspaces/boundaries']);
    expect(ruleIds('backend/src/new-thing.ts', '@trefima/domain/contract')).toEqual([]);
    expect(ruleIds('backend/src/orders/new-routes.ts', './orders')).toEqual([]);
  });

  it('refuses domain/ importing the site, the API, the scripts, a framework or a database', () => {
    const refused = [
      '../../src/lib/links',
      '../../backend/src/orders/orders',
      '../../scripts/serve',
      'react',
      'fastify',
      '@fastify/static',
      'better-sqlite3',
      'gatsby',
      'gatsby-link',
    ];
    const allowed = ['../calendar/working-days', './lifecycle', 'zod/mini'];
    const code = [...refused, ...allowed].map((specifier, i) => `import { x${i} } from '${specifier}';\nexport const y${i} = x${i};\n`).join('');
    const lines = lint('domain/orders/new-rule.ts', code).map((m) => [m.ruleId, m.line]);
    expect(lines).toEqual(refused.map((_, i) => ['workspaces/boundaries', 2 * i + 1]));
  });

  it('has the site reach domain/ by its package name, not by a path', () => {
    expect(ruleIds('src/features/cart/new-thing.ts', '../../../domain/orders/checkout')).toEqual(['workspaces/boundaries']);
    expect(ruleIds('src/features/cart/new-thing.ts', '@trefima/domain/orders/checkout')).toEqual([]);
  });
});
