import { careerListName, careerListPath, contentListPath, parseCareerSegments, parseContentSegments } from './content-segments';
import { segmentsAfter } from '../features/listings';

describe('content and career segments', () => {
  it('reads tag, category and page in the spec order', () => {
    expect(parseContentSegments(['_tag__guadeloupe', '_categorie__produits', '_p__2'])).toEqual({ tag: 'guadeloupe', category: 'produits', page: 2 });
    expect(parseContentSegments(['_categorie__produits'])).toEqual({ category: 'produits', page: 1 });
    expect(parseContentSegments(['_p__4'])).toEqual({ page: 4 });
    expect(parseContentSegments(['_categorie__x', '_tag__y'])).toBeNull();
    expect(parseContentSegments(['_p__2', '_tag__y'])).toBeNull();
    expect(parseContentSegments(['_tag__Y'])).toBeNull();
    expect(parseContentSegments(['autre'])).toBeNull();
  });

  it('writes content list paths, page 1 left out', () => {
    expect(contentListPath('/actualites', { tag: 'usine', page: 1 })).toBe('/actualites/_tag__usine');
    expect(contentListPath('/conseils', { category: 'toiture', page: 3 })).toBe('/conseils/_categorie__toiture/_p__3');
    expect(contentListPath('/services', {})).toBe('/services');
  });

  it('reads and writes career filters', () => {
    const segs = { company: 'trefima', profile: 'production', location: 'le-lamentin', page: 2 };
    const path = careerListPath(segs);
    expect(path).toBe('/carrieres/_societe__trefima/_profil__production/_localisation__le-lamentin/_p__2');
    expect(parseCareerSegments(segmentsAfter(path, '/carrieres'))).toEqual(segs);
    expect(parseCareerSegments(['_localisation__le-lamentin'])).toEqual({ location: 'le-lamentin', page: 1 });
    expect(parseCareerSegments(['_profil__a', '_societe__b'])).toBeNull();
  });

  it('splits the path below a base, ignoring a trailing slash', () => {
    expect(segmentsAfter('/actualites/_tag__x/', '/actualites')).toEqual(['_tag__x']);
    expect(segmentsAfter('/actualites', '/actualites')).toEqual([]);
  });
});

describe('a career list’s name', () => {
  const filters = {
    companies: [{ slug: 'trefima', label: 'Trefima' }],
    profiles: [{ slug: 'production', label: 'Production' }],
    locations: [{ slug: 'le-lamentin', label: 'Le Lamentin' }],
  };
  it('names its filters after the list, as the content lists do: each filtered page its own title', () => {
    expect(careerListName('Carrières', filters, {})).toBe('Carrières');
    expect(careerListName('Carrières', filters, { location: 'le-lamentin' })).toBe('Carrières – Le Lamentin');
    expect(careerListName('Carrières', filters, { company: 'trefima', profile: 'production', location: 'le-lamentin' })).toBe(
      'Carrières – Trefima – Production – Le Lamentin',
    );
    // a filter this build does not know is named by nobody (the page then shows the 404 content)
    expect(careerListName('Carrières', filters, { company: 'inconnue' })).toBe('Carrières');
  });
});
