import { hasContext, packContext, unpackContext } from './page-context';

describe('page context', () => {
  const context = { crumbs: [{ label: 'Barres', path: '/categorie/barres' }, { label: 'Barre HA Ø6' }], product: { id: 1, name: 'Barre HA « Ø6 »\n6 m' } };

  it('packs a context into one string and gives the same data back', () => {
    const packed = packContext(context);
    expect(Object.keys(packed)).toEqual(['json']);
    expect(typeof packed.json).toBe('string');
    expect(unpackContext<typeof context>(packed)).toEqual(context);
  });

  it('parses a page’s string once for the layout and the template, and again for another page', () => {
    const a = packContext(context);
    const first = unpackContext<typeof context>(a);
    expect(unpackContext<typeof context>({ json: `${a.json}` })).toBe(first);
    const other = unpackContext<typeof context>(packContext({ ...context, crumbs: [] }));
    expect(other).not.toBe(first);
    expect(other.crumbs).toEqual([]);
  });

  it('tells pages made without create-pages apart, and refuses to invent a context for them', () => {
    expect(hasContext({})).toBe(false);
    expect(hasContext(undefined)).toBe(false);
    expect(hasContext(packContext({}))).toBe(true);
    expect(() => unpackContext({})).toThrow(/pas de contexte/);
  });
});
