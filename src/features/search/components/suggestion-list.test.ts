import type { Suggestions } from '@trefima/domain/contract';
import { flattenOptions, groupSuggestions, moveActive, rankSuggestions, suggestionPath, suggestionsStatus } from './suggestion-list';

const group = (items: Suggestions['products']['items']) => ({ total: items.length, items });
const product = (name: string, slug = name.toLowerCase().replace(/\W+/g, '-')) => ({ type: 'product' as const, subtype: null, name, slug });

describe('header suggestions', () => {
  it('rank those containing the term first (accents and case ignored), at most 5', () => {
    const items = ['Closoir T40', 'Treillis ST25', 'Faîtière', 'Panneau treillis PAF', 'A', 'B', 'C'].map((name) => ({ name }));
    expect(rankSuggestions(items, 'treillis').map((i) => i.name)).toEqual(['Treillis ST25', 'Panneau treillis PAF', 'Closoir T40', 'Faîtière', 'A']);
    expect(rankSuggestions([{ title: 'Conseil : le treillis' }, { title: 'Autre' }], 'TREILLIS')[0].title).toBe('Conseil : le treillis');
    expect(rankSuggestions([{ name: 'Autre' }, { name: 'Faîtière' }], 'faitiere')[0].name).toBe('Faîtière');
  });

  it('keep at most 5 in all, those containing the term first, under their group headings in the groups’ order', () => {
    const data: Suggestions = {
      products: group([product('Closoir T40'), product('Treillis ST25'), product('Panneau treillis PAF')]),
      categories: group([
        { type: 'category', subtype: null, name: 'Treillis soudés', slug: 'treillis-soudes' },
        { type: 'category', subtype: null, name: 'Couverture', slug: 'couverture' },
      ]),
      contents: group([
        { type: 'cms_page', subtype: 'conseil', title: 'Choisir son treillis', slug: 'conseils/choisir-son-treillis' },
        { type: 'cms_page', subtype: 'actualite', title: 'Nos 40 ans', slug: 'actualites/40-ans' },
      ]),
    };
    const groups = groupSuggestions(data, 'TREILLIS', 'sugg');
    expect(groups.map((g) => [g.label, g.options.map((o) => o.label)])).toEqual([
      ['Produits', ['Treillis ST25', 'Panneau treillis PAF', 'Closoir T40']],
      ['Catégories', ['Treillis soudés']],
      ['Contenus', ['Choisir son treillis']],
    ]);
    expect(flattenOptions(groups).map((o) => o.id)).toEqual(['sugg-0', 'sugg-1', 'sugg-2', 'sugg-3', 'sugg-4']);
    expect(flattenOptions(groups).map((o) => o.path)).toEqual([
      '/produit/treillis-st25',
      '/produit/panneau-treillis-paf',
      '/produit/closoir-t40',
      '/categorie/treillis-soudes',
      '/conseils/choisir-son-treillis',
    ]);
  });

  it('leave out empty groups, and give nothing for an empty answer', () => {
    const none = group([]);
    const onlyProducts = groupSuggestions({ products: group([product('Treillis ST10')]), categories: none, contents: none }, 'treillis', 'x');
    expect(onlyProducts.map((g) => g.key)).toEqual(['products']);
    expect(groupSuggestions({ products: none, categories: none, contents: none }, 'treillis', 'x')).toEqual([]);
  });

  it('lead a product, a category and any other page to their paths', () => {
    expect(suggestionPath({ type: 'product', slug: 'barre-ha' })).toBe('/produit/barre-ha');
    expect(suggestionPath({ type: 'category', slug: 'treillis-soudes' })).toBe('/categorie/treillis-soudes');
    expect(suggestionPath({ type: 'gamme', slug: 'gamme-treillis' })).toBe('/gamme-treillis');
    expect(suggestionPath({ type: 'cms_page', slug: 'actualites/x' })).toBe('/actualites/x');
  });

  it('are announced in French', () => {
    expect(suggestionsStatus(0)).toBe('Aucune suggestion');
    expect(suggestionsStatus(1)).toBe('1 suggestion disponible');
    expect(suggestionsStatus(5)).toBe('5 suggestions disponibles');
  });

  it('move the active option with the arrows, wrapping around', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
