import { contactForm } from '../forms/leads';
import {
  artisanApiQuery,
  artisanCountLabel,
  artisanSearchQuery,
  contactMessage,
  departmentOfPlan,
  EMPTY_ARTISAN_SEARCH,
  parseArtisanParams,
  projectMissing,
  searchedDepartment,
} from './artisan-query';

describe('craftsman search URLs', () => {
  it('read the filters, the department and the page of a query string', () => {
    expect(parseArtisanParams('?client=particulier&type=renovation-toiture&superficie=50-a-150-m2&department=971&page=2')).toEqual({
      client: 'particulier',
      type: 'renovation-toiture',
      superficie: '50-a-150-m2',
      department: '971',
      page: 2,
    });
    expect(parseArtisanParams('')).toEqual(EMPTY_ARTISAN_SEARCH);
    expect(parseArtisanParams('?department=tous').department).toBe('tous');
  });

  it('ignore malformed values and unknown parameters', () => {
    expect(parseArtisanParams('?client=<script>&type=&superficie=A%20B&department=974&page=0&foo=bar')).toEqual(EMPTY_ARTISAN_SEARCH);
    expect(parseArtisanParams('?page=abc').page).toBe(1);
    expect(parseArtisanParams('?page=-2').page).toBe(1);
    expect(parseArtisanParams('?page=99999').page).toBe(1);
    expect(parseArtisanParams('?department=97').department).toBeNull();
    expect(parseArtisanParams('?client=' + 'a'.repeat(101)).client).toBeNull();
  });

  it('write a query string that reads back the same, in a stable order, page 1 left out', () => {
    const state = { client: 'professionnel', type: 'bardage', superficie: 'plus-de-500-m2', department: '973' as const, page: 3 };
    const q = artisanSearchQuery(state);
    expect(q).toBe('?client=professionnel&type=bardage&superficie=plus-de-500-m2&department=973&page=3');
    expect(parseArtisanParams(q)).toEqual(state);
    expect(artisanSearchQuery(EMPTY_ARTISAN_SEARCH)).toBe('');
    expect(artisanSearchQuery({ ...EMPTY_ARTISAN_SEARCH, type: 'bardage', page: 1 })).toBe('?type=bardage');
    expect(artisanSearchQuery({ ...EMPTY_ARTISAN_SEARCH, department: 'tous' })).toBe('?department=tous');
  });
});

describe('the department searched', () => {
  it('is the territory’s by default: Martinique 972, Guadeloupe 971, Guyane 973', () => {
    expect(departmentOfPlan(1)).toBe('972');
    expect(departmentOfPlan(2)).toBe('971');
    expect(departmentOfPlan(3)).toBe('973');
    expect(departmentOfPlan(null)).toBeNull();
    expect(departmentOfPlan(4)).toBeNull();
    expect(searchedDepartment(EMPTY_ARTISAN_SEARCH, 2)).toBe('971');
    expect(searchedDepartment(EMPTY_ARTISAN_SEARCH, null)).toBeNull();
  });

  it('is the one chosen, whatever the territory, and none for "tous"', () => {
    expect(searchedDepartment({ ...EMPTY_ARTISAN_SEARCH, department: '973' }, 1)).toBe('973');
    expect(searchedDepartment({ ...EMPTY_ARTISAN_SEARCH, department: 'tous' }, 1)).toBeNull();
  });

  it('goes into the API query with the filters, the page and 20 a page', () => {
    expect(artisanApiQuery({ client: 'particulier', type: null, superficie: '50-a-150-m2', department: null, page: 2 }, 1)).toEqual({
      client: 'particulier',
      superficie: '50-a-150-m2',
      department: '972',
      page: 2,
      perPage: 20,
    });
    expect(artisanApiQuery({ ...EMPTY_ARTISAN_SEARCH, department: 'tous' }, 1)).toEqual({ page: 1, perPage: 20 });
  });
});

describe('the result count', () => {
  it('is said in French', () => {
    expect(artisanCountLabel(0)).toBe('Aucun artisan trouvé');
    expect(artisanCountLabel(1)).toBe('1 artisan trouvé');
    expect(artisanCountLabel(12)).toBe('12 artisans trouvés');
  });
});

describe('the request to be put in touch', () => {
  const a = { name: 'Toitures Caraïbes', trade: 'Couvreur', zipcode: '97232', city: 'Le Lamentin' };
  const b = { name: 'Bâti Sud Construction', trade: 'Entreprise générale du bâtiment', zipcode: '97228', city: 'Sainte-Luce' };

  it('names the chosen craftsmen and the criteria, then asks for the project', () => {
    expect(contactMessage([a, b], ['Particuliers', 'Rénovation de toiture', 'Martinique (972)'])).toBe(
      'Je souhaite être mis en relation avec : Toitures Caraïbes (Couvreur, 97232 Le Lamentin) ; Bâti Sud Construction (Entreprise générale du bâtiment, 97228 Sainte-Luce).\n' +
        'Critères de ma recherche : Particuliers · Rénovation de toiture · Martinique (972).\n\nMon projet : ',
    );
    expect(contactMessage([a], [])).toBe('Je souhaite être mis en relation avec : Toitures Caraïbes (Couvreur, 97232 Le Lamentin).\n\nMon projet : ');
  });

  it('knows when the visitor described nothing', () => {
    const prefilled = contactMessage([a], []);
    expect(projectMissing(prefilled, prefilled)).toBe(true);
    expect(projectMissing(`${prefilled}   \n`, prefilled)).toBe(true);
    expect(projectMissing(`${prefilled}Réfection de 80 m² de toiture.`, prefilled)).toBe(false);
  });

  it('passes the shared contact form schema, as a request for a quote or for information', () => {
    const fields = {
      civility: 'mme',
      first_name: 'Line',
      last_name: 'Joseph',
      email: 'line.joseph@example.com',
      phone: '0696 12 34 56',
      zipcode: '97232',
      city: 'Le Lamentin',
      customer_type: 'particulier',
      company: '',
      message: `${contactMessage([a, b], ['Particuliers'])}Réfection de 80 m² de toiture.`,
      accept_terms: 'true',
    };
    for (const subject of ['devis', 'information']) expect(contactForm.safeParse({ ...fields, subject }).success).toBe(true);
    expect(contactForm.safeParse({ ...fields, subject: 'devis', accept_terms: 'false' }).success).toBe(false);
  });
});
