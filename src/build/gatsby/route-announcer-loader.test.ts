import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fr } from '@trefima/domain/i18n/fr';
import { routeAnnouncerRule } from './inline-messages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./route-announcer-loader.cjs') as (this: unknown, source: string) => string;
const run = (source: string) => loader.call({ getOptions: () => ({ said: fr['layout.routeAnnounced'] }), resourcePath: '.cache/navigation.js' }, source);

describe('the route announcer in French', () => {
  // the module Gatsby copies to .cache/ at each build, of the Gatsby the site is pinned to
  const navigation = readFileSync(createRequire(__filename).resolve('gatsby/cache-dir/navigation.js'), 'utf8');

  it('writes the page reached in French where Gatsby says « Navigated to … »', () => {
    const out = run(navigation);
    expect(out).not.toContain('Navigated to');
    const announce = new Function('pageName', `return ${out.match(/const newAnnouncement = (.+)/)![1]}`) as (name: string) => string;
    expect(announce('Armatures standard certifiées')).toBe('Page affichée : Armatures standard certifiées');
  });

  it('fails the build when the English sentence is not found (another Gatsby)', () => {
    expect(() => run(navigation.replace('Navigated to', 'Navigated'))).toThrow(/introuvable/);
  });

  it('applies to the navigation module of .cache only', () => {
    const { test } = routeAnnouncerRule('/site') as { test: RegExp };
    expect(['/site/.cache/navigation.js', 'C:\\site\\.cache\\navigation.js'].map((p) => test.test(p))).toEqual([true, true]);
    expect(['/site/src/navigation.js', '/site/.cache/navigation.jsx'].map((p) => test.test(p))).toEqual([false, false]);
  });
});
