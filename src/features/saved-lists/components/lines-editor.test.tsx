/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { mutate } from 'swr';
import { useChooseTerritory } from '../../territory';
import { quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls } from '../../../test-support/held-calls';
import { savedListsPage } from './saved-lists.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A list's products changed on /mes-listes, against the real reference API:
 * quantities checked by the cart's rules on saving (a refusal said on its
 * line, nothing written), products added by their reference, and a list
 * created empty on the page and filled that way. What is typed and not
 * saved yet outlives the lines being hidden and another territory's prices.
 */
// before the kit loads the page's client, in its own beforeAll
const pageCalls = spyOnPageCalls();
const page = savedListsPage();
const { createList, listLines, pageStatus } = page;
const renderPage = (awaited: string) => page.render(awaited);

describe('LinesEditor', () => {
  it('changes a list’s lines: a refused quantity said on its line, a product added by its reference', async () => {
    await createList('Dalle', [['HA12-12', 2]]);
    const { user, card } = await renderPage('Dalle');
    await user.click(within(card('Dalle')).getByRole('button', { name: 'Voir les produits de la liste « Dalle »' }));
    await user.click(await within(card('Dalle')).findByRole('button', { name: 'Modifier les produits de la liste « Dalle »' }));
    const quantity = within(card('Dalle')).getByRole('textbox', { name: /\(réf\. HA12-12\), quantité en barres/ });
    expect(document.activeElement).toBe(quantity);

    await user.type(within(card('Dalle')).getByRole('textbox', { name: 'Référence' }), 'zz-inconnue');
    await user.type(within(card('Dalle')).getByRole('textbox', { name: 'Quantité' }), '3{Enter}');
    expect(await within(card('Dalle')).findByText(/ZZ-INCONNUE|zz-inconnue/i, { selector: 'p' })).toBeTruthy();
    await user.clear(within(card('Dalle')).getByRole('textbox', { name: 'Référence' }));
    await user.type(within(card('Dalle')).getByRole('textbox', { name: 'Référence' }), 'ha10-6{Enter}');
    await within(card('Dalle')).findByRole('textbox', { name: /\(réf\. HA10-6\)/ });

    await user.clear(quantity);
    await user.type(quantity, '2,5');
    await user.click(within(card('Dalle')).getByRole('button', { name: 'Enregistrer les produits' }));
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(quantity.getAttribute('aria-describedby')!)!.textContent).toMatch(/2,5 ne se commande pas/);
    expect(listLines('Dalle')).toEqual([['HA12-12', 2]]);

    await user.clear(quantity);
    await user.type(quantity, '6');
    await user.click(within(card('Dalle')).getByRole('button', { name: 'Enregistrer les produits' }));
    await waitFor(() =>
      expect(listLines('Dalle')).toEqual([
        ['HA12-12', 6],
        ['HA10-6', 3],
      ]),
    );
    await within(card('Dalle')).findByRole('table');
    await waitFor(() => expect(within(card('Dalle')).getByText('2 produits')).toBeTruthy());
  });

  it('creates an empty list on the page, then fills it by reference', async () => {
    await createList('Déjà là', [['HA12-12', 1]]);
    const { user, list, card } = await renderPage('Déjà là');
    await user.click(within(list.parentElement!).getByRole('button', { name: 'Créer une liste' }));
    await user.keyboard('Villa F5{Enter}');
    await waitFor(() => expect(pageStatus().textContent).toMatch(/^La liste « Villa F5 » est créée/));
    expect(listLines('Villa F5')).toEqual([]);
    await within(list).findByRole('article', { name: 'Villa F5' });
    expect((within(card('Villa F5')).getByRole('button', { name: 'Mettre au panier la liste « Villa F5 »' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(card('Villa F5')).getByRole('button', { name: 'Voir les produits de la liste « Villa F5 »' }));
    await user.click(await within(card('Villa F5')).findByRole('button', { name: 'Modifier les produits de la liste « Villa F5 »' }));
    await user.type(within(card('Villa F5')).getByRole('textbox', { name: 'Référence' }), 'HA12-12');
    await user.type(within(card('Villa F5')).getByRole('textbox', { name: 'Quantité' }), '12{Enter}');
    await within(card('Villa F5')).findByRole('textbox', { name: /\(réf\. HA12-12\)/ });
    await user.click(within(card('Villa F5')).getByRole('button', { name: 'Enregistrer les produits' }));
    await waitFor(() => expect(listLines('Villa F5')).toEqual([['HA12-12', 12]]));
    await waitFor(() => expect(within(card('Villa F5')).getByText('1 produit')).toBeTruthy());
  });

  /** The list's lines opened in the editor, the first quantity changed to `typed` and not saved. */
  const editing = page.editing;

  it('keeps unsaved changes while the lines are hidden, and says they wait', async () => {
    await createList('Longrines', [['HA12-12', 4]]);
    const { user, card, quantity } = await editing('Longrines', '9');
    await user.click(within(card()).getByRole('button', { name: 'Masquer les produits de la liste « Longrines »' }));
    // hidden, not gone
    expect(quantity.isConnected).toBe(true);
    expect(within(card()).queryByRole('form')).toBeNull();
    const show = within(card()).getByRole('button', { name: 'Voir les produits de la liste « Longrines »' });
    expect(document.getElementById(show.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Modification des produits en cours, non enregistrée : affichez-les pour l’enregistrer ou l’annuler.',
    );

    await user.click(show);
    expect(quantity.value).toBe('9');
    expect(show.getAttribute('aria-describedby')).toBeNull();
    // given up on purpose: nothing is sent
    await user.click(within(card()).getByRole('button', { name: 'Annuler' }));
    await within(card()).findByRole('table');
    expect(listLines('Longrines')).toEqual([['HA12-12', 4]]);
  });

  it('keeps unsaved changes for the tab when the card goes (another site chosen, the page left) and opens the editor again with them', async () => {
    await createList('Poutres', [['HA12-12', 4]], page.siteId);
    const { user, card } = await editing('Poutres', '7');
    const filter = screen.getByRole('combobox', { name: 'Chantier' });
    await user.selectOptions(filter, 'Sans chantier');
    expect(screen.queryByRole('article', { name: 'Poutres' })).toBeNull();
    await user.selectOptions(filter, 'Tous les chantiers');
    const again = (await within(card()).findByRole('textbox', { name: /\(réf\. HA12-12\)/ })) as HTMLInputElement;
    expect(again.value).toBe('7');
    expect(within(card()).getByText('Vos modifications non enregistrées de cette liste sont reprises.')).toBeTruthy();

    // the page left and opened again in the same tab
    cleanup();
    const next = await renderPage('Poutres');
    const kept = (await within(next.card('Poutres')).findByRole('textbox', { name: /\(réf\. HA12-12\)/ })) as HTMLInputElement;
    expect(kept.value).toBe('7');
    // given up: nothing sent, nothing kept
    await next.user.click(within(next.card('Poutres')).getByRole('button', { name: 'Annuler' }));
    await within(next.card('Poutres')).findByRole('table');
    expect(listLines('Poutres')).toEqual([['HA12-12', 4]]);
    // nothing left to open the editor again with (read here rather than by opening the page once more: a read of
    // the index still on its way would be shared with the next test's page, before its list exists)
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    expect(keys.filter((k) => k?.startsWith('trefima.liste.'))).toEqual([]);
  });

  it('keeps nothing of a list deleted while its changes wait', async () => {
    await createList('Chaînages', [['HA12-12', 4]]);
    const { user, card } = await editing('Chaînages', '6');
    await user.click(within(card()).getByRole('button', { name: 'Supprimer la liste « Chaînages »' }));
    await user.click(within(card()).getByRole('button', { name: 'Supprimer la liste' }));
    await waitFor(() => expect(pageStatus().textContent).toBe('La liste « Chaînages » est supprimée.'));
    // the index read again (no answer left on its way to the next test's page)
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chaînages' })).toBeNull());
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    expect(keys.filter((k) => k?.startsWith('trefima.liste.'))).toEqual([]);
  });

  it('keeps the editor and what was typed while another territory’s prices are read', async () => {
    const list = await createList('Semelles', [['HA12-12', 4]]);
    const { user, card, quantity } = await editing('Semelles', '11');
    // the header's territory menu, as far as this page is concerned
    let choose: (planId: number) => void = () => undefined;
    function Territory() {
      choose = useChooseTerritory();
      return null;
    }
    render(<Territory />);
    try {
      act(() => choose(2));
      expect(quantity.isConnected).toBe(true);
      // the list as priced in the new territory, read and shown (the API's client is loaded once the API listens)
      const { savedListKey } = await import('../api');
      let read: unknown;
      await act(async () => {
        read = await mutate(savedListKey(page.customer.customer_id, list.list_id, 2));
      });
      expect(read).toMatchObject({ list_id: list.list_id });
      expect(quantity.isConnected).toBe(true);
      expect(quantity.value).toBe('11');
      await user.click(within(card()).getByRole('button', { name: 'Enregistrer les produits' }));
      await waitFor(() => expect(listLines('Semelles')).toEqual([['HA12-12', 11]]));
      // read again once saved: no answer left on its way to the next test's page
      await waitFor(() => expect(within(card()).getAllByRole('row')[1]!.textContent).toMatch(/11\sbarres/));
    } finally {
      act(() => choose(1));
    }
  });

  it('gives the focus back to « Modifier les produits » once the lines are saved, unless the buyer went elsewhere meanwhile', async () => {
    await createList('Fondations', [['HA12-12', 2]]);
    const { user, card, quantity } = await editing('Fondations', '5');
    await user.click(within(card()).getByRole('button', { name: 'Enregistrer les produits' }));
    const edit = await within(card()).findByRole('button', { name: 'Modifier les produits de la liste « Fondations »' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(listLines('Fondations')).toEqual([['HA12-12', 5]]);

    await user.click(edit);
    const again = within(card()).getByRole<HTMLInputElement>('textbox', { name: /\(réf\. HA12-12\)/ });
    expect(quantity.isConnected).toBe(false);
    await user.clear(again);
    await user.type(again, '8');
    const filter = screen.getByRole('combobox', { name: 'Chantier' });
    const held = pageCalls.hold({ reads: true });
    try {
      await user.click(within(card()).getByRole('button', { name: 'Enregistrer les produits' }));
      // meanwhile, the page's filter by job site
      await user.click(filter);
    } finally {
      held.release();
    }
    await within(card()).findByRole('button', { name: 'Modifier les produits de la liste « Fondations »' });
    await waitFor(() => expect(listLines('Fondations')).toEqual([['HA12-12', 8]]));
    await quiet();
    // the frame where the editor's closing would have taken the focus
    await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
    expect(document.activeElement).toBe(filter);
  });
});
