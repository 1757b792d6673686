import type { LayoutData } from '../../build/layout-data';
import type { MenuItem } from '@trefima/domain/contract';
import { ELSEWHERE, layoutLinkTargets, layoutSliceKey, mainMenuItems } from './layout-links';

const item = (id: number, type: MenuItem['type'], slug: string | null, childs: MenuItem[] = []): MenuItem => ({
  id,
  label: `L${id}`,
  type,
  slug,
  code: null,
  url: null,
  childs,
});

const data = {
  menus: {
    menu: [
      item(1, 'no_destination', null, [item(2, 'internal', 'nos-services/pose'), item(3, 'external_url', null)]),
      item(4, 'internal', 'produit/promo-du-mois'),
    ],
    menu_footer_legals: [item(5, 'internal', '/mentions-legales')],
    menu_footer: [item(6, 'no_destination', null, [item(10, 'internal', 'nos-services/nous-contacter')])],
  },
  categories: [{ id: 1, name: 'Armatures', slug: 'armatures', childs: [{ id: 2, name: 'Treillis', slug: 'treillis-soudes', childs: [] }] }],
} as unknown as LayoutData;

describe('the pages the header and footer link to', () => {
  it('gathers fixed routes, the main menu’s first level, the other menus whole and the footer’s own links', () => {
    const targets = layoutLinkTargets(data);
    for (const p of ['/', '/panier', '/contact', '/qui-sommes-nous', '/produit/promo-du-mois', '/mentions-legales', '/nos-services/nous-contacter'])
      expect(targets).toContain(p);
    expect(targets).not.toContain('/produit/barre-ha-o12-12-m');
  });

  it('leaves out what the main menu’s dropdowns hold, rendered only when one opens: its children and the categories', () => {
    const targets = layoutLinkTargets(data);
    for (const p of ['/nos-services/pose', '/categorie/armatures', '/categorie/treillis-soudes']) expect(targets).not.toContain(p);
  });

  it('keys a linked page by its path, with or without a trailing slash, and every other page alike', () => {
    expect(layoutSliceKey('/', data)).toBe('/');
    expect(layoutSliceKey('/mentions-legales/', data)).toBe('/mentions-legales');
    expect(layoutSliceKey('/produit/promo-du-mois', data)).toBe('/produit/promo-du-mois');
    expect(layoutSliceKey('/produit/barre-ha-o12-12-m', data)).toBe(ELSEWHERE);
    expect(layoutSliceKey('/categorie/treillis-soudes', data)).toBe(ELSEWHERE);
    expect(layoutSliceKey('/mentions-legales/page/2', data)).toBe(ELSEWHERE);
  });
});

describe('the main menu as the header shows it', () => {
  const heading = (id: number, label: string, childs: MenuItem[] = [], code: string | null = null): MenuItem => ({
    ...item(id, 'no_destination', null, childs),
    label,
    code,
  });

  it('keeps links, headings with children and the products heading as they are', () => {
    const menu = [
      heading(7, 'Nos produits', [], 'products'),
      item(8, 'internal', 'nos-gammes'),
      heading(9, 'Services', [item(12, 'internal', 'configurateur')]),
    ];
    expect(mainMenuItems({ ...data, menus: { menu } })).toEqual(menu);
  });

  it('turns a heading that came without children into a link to the page of the site its label names', () => {
    const menu = [item(8, 'internal', 'nos-gammes'), heading(19, 'Qui sommes-nous')];
    expect(mainMenuItems({ ...data, menus: { menu } })).toEqual([menu[0], { ...menu[1], type: 'internal', slug: 'qui-sommes-nous' }]);
  });

  it('leaves out a heading without children whose label names no page the layout knows', () => {
    const menu = [heading(20, 'Événements à venir'), item(8, 'internal', 'nos-gammes')];
    expect(mainMenuItems({ ...data, menus: { menu } })).toEqual([menu[1]]);
    expect(mainMenuItems({ ...data, menus: {} })).toEqual([]);
  });
});
