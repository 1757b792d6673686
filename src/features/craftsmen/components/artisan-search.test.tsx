/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

// the layout's default holds no territory: none is needed here, the visitor has chosen none
jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The craftsman search as a visitor uses it, against the real reference API
 * and its seeded directory: the filter lists come from the API, a filter
 * narrows the results and the count says so, 20 craftsmen a page, and an
 * empty search says there is nobody rather than showing nothing.
 */
let api: TestApi;
let ArtisanSearch: typeof import('./artisan-search').default;

beforeAll(async () => {
  // jsdom knows <dialog> but not its methods: they open and close it, without the modality
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
  api = await browserApi();
  ArtisanSearch = (await import('./artisan-search')).default;
});
afterAll(() => api.close());
beforeEach(() => window.history.replaceState(null, '', '/mise-en-relation'));

/** The seeded craftsmen having every one of these facets (`client:collectivite`…), by name. */
const namesWith = (...facets: string[]) =>
  api.db
    .prepare(
      `SELECT name FROM artisan a WHERE ${
        facets
          .map(
            () =>
              `EXISTS (SELECT 1 FROM artisan_artisan_facet l JOIN artisan_facet f ON f.id = l.facet_id WHERE l.artisan_id = a.id AND f.facet || ':' || f.slug = ?)`,
          )
          .join(' AND ') || '1'
      }`,
    )
    .pluck()
    .all(...facets) as string[];

function renderSearch() {
  const user = userEvent.setup();
  // a cache of its own for each test, as on a fresh page
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ArtisanSearch />
    </SWRConfig>,
  );
  return user;
}
const count = () => screen.getAllByRole('status')[0];
const shownNames = () =>
  within(screen.getByRole('list', { name: 'Artisans partenaires' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const settled = (text: string) => waitFor(() => expect(count().textContent).toBe(text));

describe('ArtisanSearch', () => {
  it('offers the API’s filter lists and shows the first 20 of every craftsman', async () => {
    renderSearch();
    const all = namesWith();
    expect(all.length).toBeGreaterThan(20);
    await settled(`${all.length} artisans trouvés`);
    const client = screen.getByRole('combobox', { name: 'Type de client' });
    await waitFor(() => expect(client.hasAttribute('aria-busy')).toBe(false));
    expect(optionLabels(client)).toEqual(['Tous les clients', 'Particuliers', 'Professionnels', 'Collectivités', 'Bailleurs sociaux']);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Surface' }).hasAttribute('aria-busy')).toBe(false));
    expect(optionLabels(screen.getByRole('combobox', { name: 'Type de travaux' }))).toContain('Rénovation de toiture');
    expect(optionLabels(screen.getByRole('combobox', { name: 'Surface' }))).toEqual([
      'Toutes les surfaces',
      'Moins de 50 m²',
      'De 50 à 150 m²',
      'De 150 à 500 m²',
      'Plus de 500 m²',
    ]);
    expect((screen.getByRole('combobox', { name: 'Département' }) as HTMLSelectElement).value).toBe('tous');
    expect(shownNames()).toHaveLength(20);
    expect(all).toEqual(expect.arrayContaining(shownNames()));
  });

  it('narrows the results to a filter, announces the new count and keeps the search in the address', async () => {
    const user = renderSearch();
    await settled(`${namesWith().length} artisans trouvés`);
    const expected = namesWith('client:collectivite');
    expect(expected.length).toBeGreaterThan(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de client' }), 'Collectivités');
    await settled(`${expected.length} artisans trouvés`);
    expect(shownNames().sort()).toEqual([...expected].sort());
    expect(window.location.search).toBe('?client=collectivite');
    for (const card of screen.getAllByRole('article')) expect(card.textContent).toContain('Collectivités');
    expect(screen.queryByRole('navigation', { name: 'Pages de résultats' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await settled(`${namesWith().length} artisans trouvés`);
    expect(window.location.search).toBe('');
  });

  it('pages through the results in place, 20 at a time, and moves the focus to the count', async () => {
    const user = renderSearch();
    const all = namesWith();
    await settled(`${all.length} artisans trouvés`);
    const first = shownNames();
    const pager = () => screen.getByRole('navigation', { name: 'Pages de résultats' });
    const current = () => pager().querySelector('[aria-current="page"]')?.textContent;
    expect(current()).toBe('Page 1');
    await user.click(within(pager()).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(shownNames()).toHaveLength(all.length - 20));
    expect([...first, ...shownNames()].sort()).toEqual([...all].sort());
    expect(current()).toBe('Page 2');
    expect(window.location.search).toBe('?page=2');
    expect(document.activeElement).toBe(count());
    expect(
      within(pager())
        .getByRole('link', { name: /Précédente/ })
        .getAttribute('href'),
    ).toBe('/mise-en-relation');
    expect(within(pager()).queryByRole('link', { name: /Suivante/ })).toBeNull();
  });

  it('takes up to three craftsmen into a selection, and opens the request for them, giving the focus back on cancel', async () => {
    const user = renderSearch();
    await settled(`${namesWith().length} artisans trouvés`);
    const names = shownNames().slice(0, 4);
    for (const n of names.slice(0, 3)) await user.click(screen.getByRole('checkbox', { name: `Ajouter à ma sélection : ${n}` }));
    expect(screen.getAllByRole('status')[1].textContent).toBe(`3 artisans sélectionnés (3 au maximum) : ${names.slice(0, 3).join(', ')}.`);
    expect((screen.getByRole('checkbox', { name: `Ajouter à ma sélection : ${names[3]}` }) as HTMLInputElement).disabled).toBe(true);

    const open = screen.getByRole('button', { name: 'Être mis en relation avec ma sélection' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Être mis en relation avec 3 artisans' });
    const chosen = within(within(dialog).getByRole('list', { name: 'Artisans choisis' })).getAllByRole('listitem');
    expect(chosen.map((li) => li.textContent?.replace(/ \(.*$/, ''))).toEqual(names.slice(0, 3));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('puts the focus on the count when « Vider la sélection » or « Réinitialiser les filtres » goes with the press', async () => {
    const user = renderSearch();
    await settled(`${namesWith().length} artisans trouvés`);
    await user.click(screen.getByRole('checkbox', { name: `Ajouter à ma sélection : ${shownNames()[0]}` }));
    await user.click(screen.getByRole('button', { name: 'Vider la sélection' }));
    expect(screen.queryByRole('button', { name: 'Vider la sélection' })).toBeNull();
    expect(document.activeElement).toBe(count());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de client' }), 'Collectivités');
    await settled(`${namesWith('client:collectivite').length} artisans trouvés`);
    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(screen.queryByRole('button', { name: 'Réinitialiser les filtres' })).toBeNull();
    expect(document.activeElement).toBe(count());
    await settled(`${namesWith().length} artisans trouvés`);
  });

  it('says so when no craftsman matches, with a way to reach the company', async () => {
    const user = renderSearch();
    expect(namesWith('type:ferraillage', 'superficie:moins-de-50-m2')).toEqual([]);
    await settled(`${namesWith().length} artisans trouvés`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Surface' }).hasAttribute('aria-busy')).toBe(false));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de travaux' }), 'ferraillage');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Surface' }), 'moins-de-50-m2');
    await settled('Aucun artisan trouvé');
    expect(screen.getByText(/Aucun artisan ne correspond à ces critères/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contactez-nous' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('list', { name: 'Artisans partenaires' })).toBeNull();
  });
});
