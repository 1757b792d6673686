/** @jest-environment ./src/test-support/jsdom-env.ts */
import { waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { savedListsPage } from './saved-lists.test-kit';

jest.mock('gatsby', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  navigate: jest.fn(),
  graphql: () => '',
  useStaticQuery: () => ({ shopLayout: { json: JSON.stringify({ plans: [], recaptchaSiteKey: null }) } }),
}));

/**
 * A list's products changed on /mes-listes, against the real reference API:
 * quantities checked by the cart's rules on saving (a refusal said on its
 * line, nothing written), products added by their reference, and a list
 * created empty on the page and filled that way.
 */
const page = savedListsPage();
const { createList, listLines, pageStatus } = page;
const renderPage = (awaited: string) => page.render(awaited);

describe('LinesEditor', () => {
  it('changes a list’s lines: a refused quantity said on its line, a product added by its reference', async () => {
    await createList('Dalle', [['HA12-12', 2]]);
    const { user, card } = await renderPage('Dalle');
    await user.click(within(card('Dalle')).getByRole('button', { name: 'Voir les produits de la liste « Dalle »' }));
    await user.click(await within(card('Dalle')).findByRole('button', { name: 'Modifier les produits de la liste « Dalle »' }, { timeout: 5000 }));
    const quantity = within(card('Dalle')).getByRole('textbox', { name: /\(réf\. HA12-12\), quantité en barres/ });
    expect(document.activeElement).toBe(quantity);

    await user.type(within(card('Dalle')).getByRole('textbox', { name: 'Référence' }), 'zz-inconnue');
    await user.type(within(card('Dalle')).getByRole('textbox', { name: 'Quantité' }), '3{Enter}');
    expect(await within(card('Dalle')).findByText(/ZZ-INCONNUE|zz-inconnue/i, { selector: 'p' }, { timeout: 5000 })).toBeTruthy();
    await user.clear(within(card('Dalle')).getByRole('textbox', { name: 'Référence' }));
    await user.type(within(card('Dalle')).getByRole('textbox', { name: 'Référence' }), 'ha10-6{Enter}');
    await within(card('Dalle')).findByRole('textbox', { name: /\(réf\. HA10-6\)/ }, { timeout: 5000 });

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
    await within(card('Dalle')).findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(within(card('Dalle')).getByText('2 produits')).toBeTruthy());
  });

  it('creates an empty list on the page, then fills it by reference', async () => {
    await createList('Déjà là', [['HA12-12', 1]]);
    const { user, list, card } = await renderPage('Déjà là');
    await user.click(within(list.parentElement!).getByRole('button', { name: 'Créer une liste' }));
    await user.keyboard('Villa F5{Enter}');
    await waitFor(() => expect(pageStatus().textContent).toMatch(/^La liste « Villa F5 » est créée/));
    expect(listLines('Villa F5')).toEqual([]);
    await within(list).findByRole('article', { name: 'Villa F5' }, { timeout: 5000 });
    expect((within(card('Villa F5')).getByRole('button', { name: 'Mettre la liste « Villa F5 » au panier' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(card('Villa F5')).getByRole('button', { name: 'Voir les produits de la liste « Villa F5 »' }));
    await user.click(await within(card('Villa F5')).findByRole('button', { name: 'Modifier les produits de la liste « Villa F5 »' }, { timeout: 5000 }));
    await user.type(within(card('Villa F5')).getByRole('textbox', { name: 'Référence' }), 'HA12-12');
    await user.type(within(card('Villa F5')).getByRole('textbox', { name: 'Quantité' }), '12{Enter}');
    await within(card('Villa F5')).findByRole('textbox', { name: /\(réf\. HA12-12\)/ }, { timeout: 5000 });
    await user.click(within(card('Villa F5')).getByRole('button', { name: 'Enregistrer les produits' }));
    await waitFor(() => expect(listLines('Villa F5')).toEqual([['HA12-12', 12]]));
    await waitFor(() => expect(within(card('Villa F5')).getByText('1 produit')).toBeTruthy());
  });
});
