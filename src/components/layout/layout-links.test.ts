import type { LayoutData } from '../../build/layout-data';
import type { MenuItem } from '../../contract';
import { ELSEWHERE, layoutLinkTargets, layoutSliceKey } from './layout-links';

const item = (id: number, type: MenuItem['type'], slug: string | null, childs: MenuItem[] = []): MenuItem => ({ id, label: `L${id}`, type, slug, code: null, url: null, childs });

const data = {
  menus: {
    menu: [item(1, 'no_destination', null, [item(2, 'internal', 'nos-services/pose'), item(3, 'external_url', null)]), item(4, 'internal', 'produit/promo-du-mois')],
    menu_footer_legals: [item(5, 'internal', '/mentions-legales')],
  },
  categories: [{ id: 1, name: 'Armatures', slug: 'armatures', childs: [{ id: 2, name: 'Treillis', slug: 'treillis-soudes', childs: [] }] }],
} as unknown as LayoutData;

describe('the pages the header and footer link to', () => {
  it('gathers fixed routes, nested menu items, every category and the footer’s own links', () => {
    const targets = layoutLinkTargets(data);
    for (const p of ['/', '/panier', '/contact', '/qui-sommes-nous', '/nos-services/pose', '/produit/promo-du-mois', '/mentions-legales', '/categorie/armatures', '/categorie/treillis-soudes'])
      expect(targets).toContain(p);
    expect(targets).not.toContain('/produit/barre-ha-o12-12-m');
  });

  it('keys a linked page by its path, with or without a trailing slash, and every other page alike', () => {
    expect(layoutSliceKey('/', data)).toBe('/');
    expect(layoutSliceKey('/categorie/treillis-soudes/', data)).toBe('/categorie/treillis-soudes');
    expect(layoutSliceKey('/produit/promo-du-mois', data)).toBe('/produit/promo-du-mois');
    expect(layoutSliceKey('/produit/barre-ha-o12-12-m', data)).toBe(ELSEWHERE);
    expect(layoutSliceKey('/categorie/treillis-soudes/page/2', data)).toBe(ELSEWHERE);
  });
});
