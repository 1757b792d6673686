import { unpackContext } from '../lib/page-context';
import type { BarScheduleContext } from './contexts';
import { filePageContext } from './create-pages';

/**
 * The words of /nomenclature come with its page data (gatsby-node's onCreatePage): worked out in Node, where `t()` is
 * not checked by the build as the browser's code is (messages-loader.cjs), an unknown id would be printed as it is.
 */
test('/nomenclature’s context carries its breadcrumb and every word around the editor, in French', () => {
  const { crumbs, prose } = unpackContext<BarScheduleContext>(filePageContext('/nomenclature')!);
  expect(crumbs).toEqual([{ label: 'Nomenclature d’armatures en ligne' }]);
  expect(prose.title).toBe('Nomenclature d’armatures en ligne');
  expect(prose.howTitle).toBe('Comment ça marche');
  const words = [prose.seoTitle, prose.seoDescription, prose.lead, ...prose.how];
  expect(prose.how).toHaveLength(6);
  for (const w of words) expect(w).not.toMatch(/^barSchedule\./);
  expect(new Set(words).size).toBe(words.length);
});

test('no other page of src/pages is given one', () => {
  for (const path of ['/panier', '/commande-rapide', '/nomenclature/x', '/']) expect(filePageContext(path)).toBeNull();
});
