/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { formatPrice } from '@trefima/domain/i18n/format';
import { quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls } from '../../../test-support/held-calls';
import { savedListsPage } from './saved-lists.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /mes-listes as the demo professional uses it, against the real reference
 * API: his lists filtered by job site, a list's lines at today's prices, the
 * list put in the cart (a product no longer sold named, a price that moved
 * since it was shown given with both figures), renamed and moved to a site,
 * and deleted after a confirmation (its lines: lines-editor.test.tsx).
 */
// before the kit loads the page's client, in its own beforeAll
const pageCalls = spyOnPageCalls();
const page = savedListsPage();
// functions only: the values (the site's id) are set once the API is up
const { id, call, listRow, createList, pageStatus } = page;
const renderPage = (awaited: string) => page.render(awaited);

describe('SavedLists', () => {
  it('shows each list with its site and count, and filters them by job site', async () => {
    await createList('Villa F4', [['HA12-12', 20]]);
    await createList(
      'Lot 2 – dalle',
      [
        ['HA10-6', 3],
        ['HA12-12', 4],
      ],
      page.siteId,
    );
    const { user, list, card } = await renderPage('Lot 2 – dalle');
    expect(within(card('Villa F4')).getByText('Aucun')).toBeTruthy();
    expect(within(card('Villa F4')).getByText('1 produit')).toBeTruthy();
    expect(within(card('Lot 2 – dalle')).getByText('Résidence Les Flamboyants')).toBeTruthy();
    expect(within(card('Lot 2 – dalle')).getByText('2 produits')).toBeTruthy();
    // the demo professional is Bellance BTP's administrator: each list says who of the company made it
    for (const name of ['Villa F4', 'Lot 2 – dalle']) {
      expect(within(card(name)).getByText('Créée par')).toBeTruthy();
      expect(within(card(name)).getByText('Rodolphe Bellance')).toBeTruthy();
    }

    const filter = screen.getByRole('combobox', { name: 'Chantier' });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Résidence Les Flamboyants' })).toBeTruthy());
    await user.selectOptions(filter, String(page.siteId));
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent),
    ).toEqual(['Lot 2 – dalle']);
    expect(screen.getByText('1 liste sur 2')).toBeTruthy();
    await user.selectOptions(filter, 'none');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Villa F4']);
  });

  it('shows a list’s lines at today’s prices, and puts it in the cart saying what was left out and what moved', async () => {
    const list = await createList('Garage', [
      ['HA12-12', 5],
      ['HA16-6', 2],
    ]);
    const { user, card } = await renderPage('Garage');
    await user.click(within(card('Garage')).getByRole('button', { name: 'Voir les produits de la liste « Garage »' }));
    const table = await within(card('Garage')).findByRole('table', { name: 'Produits de la liste « Garage »' });
    const [bar, other] = list.lines;
    expect(within(table).getAllByRole('row')[1].textContent).toBe(`HA12-12${bar.name}5 barres${formatPrice(bar.unit_price_ht)}${formatPrice(bar.total_ht)}`);
    expect(table.querySelector('tfoot')!.textContent).toBe(`Total HT de la liste${formatPrice(list.total_ht)}`);

    // meanwhile: a product is no longer sold in the territory, another's price moved
    page.api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = 1').run(id('HA16-6'));
    page.api.db.prepare('UPDATE product_price SET price_ht = price_ht + 111 WHERE product_id = ? AND sales_plan_id = 1').run(id('HA12-12'));
    await user.click(within(card('Garage')).getByRole('button', { name: 'Mettre au panier la liste « Garage »' }));
    const said = await within(card('Garage')).findByText(/sont dans votre panier, aux prix du jour\./);
    const region = said.closest('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain(`${other.name} (réf. HA16-6) : Ce produit n’est plus vendu en`);
    const cart = await call('GET', '/cart');
    const now = cart.cart.list.find((l: { reference: string }) => l.reference === 'HA12-12').unit_price_ht;
    expect(now).not.toBe(bar.unit_price_ht);
    expect(region.textContent).toContain(`${bar.name} : ${formatPrice(bar.unit_price_ht)} HT affiché, ${formatPrice(now)} HT dans le panier.`);
    expect(cart.cart.list.map((l: { reference: string }) => l.reference)).toEqual(['HA12-12']);
    // the list is read again at today's prices
    await waitFor(() => expect(within(table).getAllByRole('row')[1].textContent).toContain(formatPrice(now)));
  });

  it('renames a list and moves it to a site, refusing a blank name without sending it', async () => {
    await createList('Maison type T3', [['HA12-12', 1]]);
    const { user, card } = await renderPage('Maison type T3');
    await user.click(within(card('Maison type T3')).getByRole('button', { name: 'Renommer la liste « Maison type T3 » ou changer son chantier' }));
    const name = within(card('Maison type T3')).getByRole('textbox', { name: /Nom de la liste/ });
    expect(document.activeElement).toBe(name);
    await user.clear(name);
    await user.keyboard('{Enter}');
    expect(within(card('Maison type T3')).getByText('Le champ « Nom de la liste » est obligatoire.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.type(name, 'Maison type T3 bis');
    await user.selectOptions(within(card('Maison type T3')).getByRole('combobox', { name: /Chantier/ }), String(page.siteId));
    await user.click(within(card('Maison type T3')).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(pageStatus().textContent).toBe('La liste « Maison type T3 bis » est enregistrée.'));
    expect(listRow('Maison type T3 bis')).toMatchObject({ job_site_id: page.siteId });
    await waitFor(() => expect(within(card('Maison type T3 bis')).getByText('Résidence Les Flamboyants')).toBeTruthy());
  });

  it('creates an empty list on a site, refusing a blank name without sending it; Escape gives the focus back', async () => {
    await createList('Déjà là', [['HA12-12', 1]]);
    const { user, list } = await renderPage('Déjà là');
    const open = screen.getByRole('button', { name: 'Créer une liste' });
    await user.click(open);
    const form = screen.getByRole('form', { name: 'Créer une liste' });
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /Nom de la liste/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Créer une liste' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(open));

    await user.click(open);
    const again = screen.getByRole('form', { name: 'Créer une liste' });
    const name = within(again).getByRole('textbox', { name: /Nom de la liste/ });
    await user.keyboard('   {Enter}');
    expect(within(again).getByText('Le champ « Nom de la liste » est obligatoire.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(listRow('')).toBeUndefined();

    await user.clear(name);
    await user.type(name, 'Dalle du lot 4');
    await user.selectOptions(within(again).getByRole('combobox', { name: /Chantier/ }), String(page.siteId));
    await user.click(within(again).getByRole('button', { name: 'Créer la liste' }));
    await waitFor(() => expect(pageStatus().textContent).toBe('La liste « Dalle du lot 4 » est créée : ouvrez ses produits pour en ajouter par référence.'));
    expect(screen.queryByRole('form', { name: 'Créer une liste' })).toBeNull();
    expect(listRow('Dalle du lot 4')).toMatchObject({ job_site_id: page.siteId });
    await waitFor(() => expect(within(list).getByRole('article', { name: 'Dalle du lot 4' })).toBeTruthy());
  });

  it('deletes a list only once confirmed, and says so', async () => {
    await createList('À jeter', [['HA12-12', 1]]);
    const { user, list, card } = await renderPage('À jeter');
    const remove = within(card('À jeter')).getByRole('button', { name: 'Supprimer la liste « À jeter »' });
    await user.click(remove);
    const question = within(card('À jeter')).getByText(/^Supprimer définitivement la liste « À jeter » \?/);
    expect(document.activeElement).toBe(question);
    await user.click(within(card('À jeter')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(listRow('À jeter')).toBeDefined();

    await user.click(remove);
    await user.click(within(card('À jeter')).getByRole('button', { name: 'Supprimer la liste' }));
    await waitFor(() => expect(pageStatus().textContent).toBe('La liste « À jeter » est supprimée.'));
    expect(listRow('À jeter')).toBeUndefined();
    await waitFor(() => expect(within(list).queryByRole('article', { name: 'À jeter' })).toBeNull());
  });

  it('narrows a company’s lists to those one of its people made, beside the job site', async () => {
    const foreman = await page.api.login('conducteur@trefima.example', 'Demo-Conducteur-971!');
    const made = await page.api.request('POST', '/list', { body: { name: 'Sous-sol – voiles', job_site_id: null, lines: [] }, token: foreman });
    expect(made.statusCode).toBe(201);
    const { user, list } = await renderPage('Sous-sol – voiles');
    const names = () =>
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent);
    const all = names();
    expect(all.length).toBeGreaterThan(1);

    const person = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Personne' });
    expect([...person.options].map((o) => o.textContent)).toEqual(['Toutes les personnes', 'Joël Alexis', 'Rodolphe Bellance']);
    await user.selectOptions(person, 'Joël Alexis');
    expect(names()).toEqual(['Sous-sol – voiles']);
    expect(screen.getByText(`1 liste sur ${all.length}`)).toBeTruthy();
    // both choices hold together: the foreman has no list on the site
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chantier' }), String(page.siteId));
    expect(screen.getByText('Aucune liste de cette personne pour ce chantier.')).toBeTruthy();
    await user.selectOptions(person, 'Toutes les personnes');
    expect(names().length).toBeGreaterThan(0);
  });

  it('shows every list again once the person chosen has none left, the choice gone with them', async () => {
    const foreman = await page.api.login('conducteur@trefima.example', 'Demo-Conducteur-971!');
    await page.api.request('POST', '/list', { body: { name: 'Reprise – poteaux', job_site_id: null, lines: [] }, token: foreman });
    const { user, card } = await renderPage('Reprise – poteaux');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Personne' }), 'Joël Alexis');
    // the foreman's last lists deleted from here: nobody is left to narrow to, and nothing may stay hidden
    for (const name of ['Sous-sol – voiles', 'Reprise – poteaux']) {
      await user.click(within(card(name)).getByRole('button', { name: `Supprimer la liste « ${name} »` }));
      await user.click(within(card(name)).getByRole('button', { name: 'Supprimer la liste' }));
      await waitFor(() => expect(screen.queryByRole('article', { name })).toBeNull());
    }
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Personne' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Vos listes enregistrées' })).getAllByRole('article').length).toBeGreaterThan(0);
  });

  /** The page under the header's search box, where the buyer may go while an answer is on its way; once it shows `awaited`. */
  async function pageWithSearch(awaited: string) {
    const { SavedLists } = await import('./saved-lists');
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <label>
          Rechercher un produit <input type="search" />
        </label>
        <SavedLists customer={page.customer} />
      </SWRConfig>,
    );
    const list = await screen.findByRole('list', { name: 'Vos listes enregistrées' }, { timeout: 5000 });
    await within(list).findByRole('article', { name: awaited }, { timeout: 5000 });
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher un produit' });
    // the lists as the buyer reads them once the change is in: the last of the page's updates, the test's end after it
    const shown = (name: string) => within(list).findByRole('article', { name }, { timeout: 5000 });
    const gone = (name: string) => waitFor(() => expect(within(list).queryByRole('article', { name })).toBeNull(), { timeout: 5000 });
    return { user, search, card: (name: string) => within(list).getByRole('article', { name }), shown, gone };
  }

  /** `start` done with the calls that change something held (as on a slow network), then `meanwhile`; the calls released after. */
  async function whileHeld(start: () => Promise<void>, meanwhile: () => Promise<void>) {
    const held = pageCalls.hold();
    try {
      await start();
      await held.sent();
      await meanwhile();
    } finally {
      held.release();
    }
  }

  /** What the page says once the answer has come, and the focus after the frame where the status takes it, if it does. */
  async function saidThen(text: string) {
    await waitFor(() => expect(pageStatus().textContent).toBe(text));
    await quiet();
    await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
    return document.activeElement;
  }

  it('leaves the focus where the buyer went while a new list was being created', async () => {
    await createList('Déjà là aussi', [['HA12-12', 1]]);
    const { user, search, shown } = await pageWithSearch('Déjà là aussi');
    await user.click(screen.getByRole('button', { name: 'Créer une liste' }));
    await user.type(within(screen.getByRole('form', { name: 'Créer une liste' })).getByRole('textbox', { name: /Nom de la liste/ }), 'Clôture du lot 5');
    await whileHeld(
      () => user.click(screen.getByRole('button', { name: 'Créer la liste' })),
      () => user.click(search),
    );
    expect(await saidThen('La liste « Clôture du lot 5 » est créée : ouvrez ses produits pour en ajouter par référence.')).toBe(search);
    await user.keyboard('HA12');
    expect(search.value).toBe('HA12');
    await shown('Clôture du lot 5');
  });

  it('leaves the focus where the buyer went while a list was being renamed', async () => {
    await createList('Carport', [['HA12-12', 1]]);
    const { user, search, card, shown } = await pageWithSearch('Carport');
    await user.click(within(card('Carport')).getByRole('button', { name: 'Renommer la liste « Carport » ou changer son chantier' }));
    await user.type(within(card('Carport')).getByRole('textbox', { name: /Nom de la liste/ }), ' double');
    await whileHeld(
      () => user.click(within(card('Carport')).getByRole('button', { name: 'Enregistrer' })),
      () => user.click(search),
    );
    expect(await saidThen('La liste « Carport double » est enregistrée.')).toBe(search);
    await user.keyboard('HA12');
    expect(search.value).toBe('HA12');
    await shown('Carport double');
  });

  it('leaves the focus where the buyer went while a list was being deleted', async () => {
    await createList('Abri de jardin', [['HA12-12', 1]]);
    const { user, search, card, gone } = await pageWithSearch('Abri de jardin');
    await user.click(within(card('Abri de jardin')).getByRole('button', { name: 'Supprimer la liste « Abri de jardin »' }));
    await whileHeld(
      () => user.click(within(card('Abri de jardin')).getByRole('button', { name: 'Supprimer la liste' })),
      () => user.click(search),
    );
    expect(await saidThen('La liste « Abri de jardin » est supprimée.')).toBe(search);
    await user.keyboard('HA12');
    expect(search.value).toBe('HA12');
    await gone('Abri de jardin');
  });
});
