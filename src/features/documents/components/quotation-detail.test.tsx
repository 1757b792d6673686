/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { documentsKit } from './documents.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-devis' }) }), { virtual: true });

/**
 * A quotation's page as the buyer answers it, against the real reference
 * API: only the moves the API lists are offered, a blank revision request
 * is stopped in French before anything goes, a refused one keeps its text,
 * and accepting makes the cart the quotation's, locked, on the way to the checkout.
 */
const kit = documentsKit();

async function page(id: number) {
  const { QuotationDetail } = await import('./quotation-detail');
  kit.show(<QuotationDetail customerId={kit.customerId} id={String(id)} />);
  return screen.findByRole('region', { name: 'Répondre au devis' });
}
const buttons = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((b) => b.textContent);
const said = (region: HTMLElement) => within(region).getByRole('status').textContent;
const LABELS = { accept: 'Accepter ce devis', refuse: 'Refuser', revision: 'Demander une révision', renew: 'Redemander un devis' };

it('offers exactly the moves the API lists, and none before the office has answered', async () => {
  const q = await kit.sentQuotation();
  expect([...q.actions].sort()).toEqual(['accept', 'refuse', 'revision']);
  const region = await page(q.id);
  expect(buttons(region)).toEqual([...q.actions.map((a) => LABELS[a]), 'Télécharger le devis (PDF)']);
  // written out, as a date to act by; once only on the page
  const [, m, d] = kit.inDays(10).split('-').map(Number);
  const month = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][m! - 1];
  expect(screen.getAllByText(/valable jusqu’au/i).map((e) => e.textContent)).toEqual([`Valable jusqu’au ${d} ${month} ${kit.inDays(10).slice(0, 4)}`]);
  cleanup();

  const element = kit.api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const cart = await kit.call('POST', '/cart/update', { elements: [{ element_id: element, quantity: 2 }] });
  const asked = await kit.call('POST', '/cart/convert-to-quotation', { cart_token: cart.token });
  expect(asked.actions).toEqual([]);
  expect(buttons(await page(asked.id))).toEqual(['Télécharger le devis (PDF)']);
});

it('stops a blank revision request in French, keeps a refused one’s text, and sends a written one', async () => {
  const user = userEvent.setup();
  const q = await kit.sentQuotation();
  const region = await page(q.id);
  kit.fetchSpy.mockClear();
  await user.click(within(region).getByRole('button', { name: 'Demander une révision' }));
  const field = within(region).getByRole('textbox', { name: 'Ce que vous souhaitez modifier dans ce devis (obligatoire)' }) as HTMLTextAreaElement;
  await user.type(field, '   ');
  await user.click(within(region).getByRole('button', { name: 'Envoyer la demande de révision' }));
  expect(within(region).getByText('Dites-nous ce que vous souhaitez changer dans ce devis : votre message est vide.')).toBeTruthy();
  expect(kit.writes()).toEqual([]);
  expect((await kit.call('GET', `/quotations/${q.id}`)).status).toBe('envoyee');

  // refused meanwhile from another tab: the API says why, and the text stays to be kept elsewhere
  await kit.call('POST', `/quotations/${q.id}/refuse`, {});
  await user.clear(field);
  await user.type(field, 'Livraison en deux fois');
  await user.click(within(region).getByRole('button', { name: 'Envoyer la demande de révision' }));
  await waitFor(() => expect(said(region)).toMatch(/^Ce devis a été refusé/));
  expect(field.value).toBe('Livraison en deux fois');
  cleanup();

  const other = await kit.sentQuotation();
  const next = await page(other.id);
  await user.click(within(next).getByRole('button', { name: 'Demander une révision' }));
  await user.type(within(next).getByRole('textbox'), 'Livraison en deux fois');
  await user.click(within(next).getByRole('button', { name: 'Envoyer la demande de révision' }));
  await waitFor(() => expect(said(next)).toBe('Demande de révision envoyée : notre bureau commercial vous adressera une nouvelle proposition.'));
  const after = await kit.call('GET', `/quotations/${other.id}`);
  expect([after.status, after.history.at(-1).message]).toEqual(['en_cours', 'Livraison en deux fois']);
  // the page shows the answer: nothing left to answer, no validity while the office revises
  await waitFor(() => expect(buttons(next)).toEqual(['Télécharger le devis (PDF)']));
  expect(screen.queryByText(/^Valable jusqu’au/)).toBeNull();
});

it('gives the focus back to the button that opened a form when the form is cancelled', async () => {
  const user = userEvent.setup();
  const q = await kit.sentQuotation();
  const region = await page(q.id);
  for (const name of ['Refuser', 'Demander une révision']) {
    const opener = within(region).getByRole('button', { name });
    await user.click(opener);
    expect(document.activeElement).toBe(within(region).getByRole('textbox'));
    await user.click(within(region).getByRole('button', { name: 'Annuler' }));
    expect(within(region).queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  }
});

it('accepting makes the cart the quotation’s, locked and said so, then goes to the checkout', async () => {
  const user = userEvent.setup();
  const q = await kit.sentQuotation();
  const region = await page(q.id);
  await user.click(within(region).getByRole('button', { name: 'Accepter ce devis' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/adresse'));
  // the page now offers to go on with that cart
  await waitFor(() => expect(buttons(region)).toEqual(['Poursuivre la commande', 'Télécharger le devis (PDF)']));
  cleanup();

  // /panier's content, with its offer to keep the cart as a list
  const { CartWithLists } = await import('../../../components/cart/cart-with-lists');
  kit.show(<CartWithLists />);
  const banner = await screen.findByText(`Ce panier reprend le devis ${q.number} accepté : ses lignes et ses prix sont ceux de la proposition.`);
  const list = screen.getByRole('list', { name: 'Articles du panier' });
  expect(within(list).getByText(/^Quantité : 3 /)).toBeTruthy();
  expect(within(list).queryAllByRole('spinbutton')).toEqual([]);
  expect(within(list).queryAllByRole('button')).toEqual([]);
  // the accepted proposal is ordered as it is: not asked as a quotation again, nor saved as a list
  expect(screen.queryByRole('button', { name: 'Demander un devis' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Enregistrer comme liste' })).toBeNull();

  const { currentCartToken } = await import('../../cart/api/cart-store');
  const quotationCart = currentCartToken();
  await user.click(within(banner.parentElement!).getByRole('button', { name: 'Revenir à mon panier' }));
  await waitFor(() => expect(screen.queryByText(/^Ce panier reprend le devis/)).toBeNull());
  expect(currentCartToken()).not.toBe(quotationCart);
  cleanup();

  // the quotation's page goes on with its cart, not ordered yet
  (navigate as jest.Mock).mockClear();
  await user.click(within(await page(q.id)).getByRole('button', { name: 'Poursuivre la commande' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/adresse'));
  expect(currentCartToken()).toBe(quotationCart);
});

it('an expired proposal says its last day as past, offers only to ask again, and asking again works', async () => {
  const user = userEvent.setup();
  const q = await kit.sentQuotation();
  // its last valid day was three days ago, as the office's clock will one day read it
  kit.api.db.prepare('UPDATE quotation SET proposal_valid_until = ? WHERE id = ?').run(kit.inDays(-3), q.id);
  const region = await page(q.id);
  expect(buttons(region)).toEqual(['Redemander un devis', 'Télécharger le devis (PDF)']);
  const [, m, d] = kit.inDays(-3).split('-').map(Number);
  const month = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][m! - 1];
  expect(screen.getByText('Expiré', { exact: false }).textContent).toBe(`Expiré (dernier jour de validité : ${d} ${month} ${kit.inDays(-3).slice(0, 4)})`);
  expect(screen.queryByText(/valable jusqu’au/i)).toBeNull();

  await user.click(within(region).getByRole('button', { name: 'Redemander un devis' }));
  await user.type(within(region).getByRole('textbox'), 'Même quantité, livraison en janvier');
  await user.click(within(region).getByRole('button', { name: 'Redemander ce devis' }));
  await waitFor(() => expect(said(region)).toBe('Devis redemandé : notre bureau commercial l’étudie à nouveau.'));
  const after = await kit.call('GET', `/quotations/${q.id}`);
  expect([after.status, after.history.at(-1).message, after.valid_until]).toEqual(['demandee', 'Même quantité, livraison en janvier', null]);
  await waitFor(() => expect(buttons(region)).toEqual(['Télécharger le devis (PDF)']));
  expect(screen.queryByText(/dernier jour de validité/)).toBeNull();
});

it('marks the lines the office added to what the buyer asked for', async () => {
  const q = await kit.sentQuotation();
  const study = kit.api.db.prepare("SELECT id FROM product WHERE reference = 'FAC-ETUDE'").pluck().get() as number;
  await kit.call('POST', `/quotations/${q.id}/revision`, { message: 'Pouvez-vous établir la nomenclature ?' });
  await kit.call(
    'POST',
    `/admin/quotations/${q.id}/propose`,
    { valid_until: kit.inDays(10), lines: [{ unit_price_ht: 1500 }], added: [{ element_id: study, quantity: 1, unit_price_ht: 9000 }] },
    'test-admin-token',
  );
  await page(q.id);
  const table = screen.getByRole('table', { name: `Produits du devis ${q.number}` });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
    expect.not.stringContaining('Ajouté'),
    expect.stringMatching(/^Étude et nomenclature.*Ajouté par nos services à votre demande$/),
  ]);
});

it('says what the proposal’s delivery costs, as its checkout will charge it', async () => {
  const q = await kit.sentQuotation();
  await page(q.id);
  const terms = screen.getByRole('heading', { name: 'Conditions de livraison' }).nextElementSibling!;
  expect(terms.textContent).toBe('Livraison sous 5 jours ouvrés.');
  expect(screen.getByText('Livraison incluse dans ce devis.')).toBeTruthy();
});

it('says the total its order bills when the proposal’s delivery is priced, and that a pickup costs nothing', async () => {
  const q = await kit.sentQuotation({ delivery_terms: 'À la grue.', delivery_ht: 30000 });
  await page(q.id);
  // three bars at 15 € HT and 300 € of delivery, at 8,5 % of VAT
  expect(
    await screen.findByText(
      'Livraison : 300,00 € HT, facturée avec la commande si elle est livrée, soit un total livré de 345,00 € HT (374,33 € TTC) ; sans frais en retrait au dépôt.',
    ),
  ).toBeTruthy();
});
