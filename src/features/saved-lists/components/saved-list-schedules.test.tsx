/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEADER, U12 } from '../../../../backend/src/testing-schedules';
import { spyOnPageCalls } from '../../../test-support/held-calls';
import { savedListsPage } from './saved-lists.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A cart with a bar schedule saved as a list (issue 43, a buyer walk: the
 * schedule was dropped without a word), against the real reference API: the
 * form says the schedule is kept, the list shows it beside its products, and
 * puts it back in the cart, or says why it cannot.
 */
// before the kit's beforeAll imports the page's code (held-calls.ts says why)
const pageCalls = spyOnPageCalls();
const page = savedListsPage();
const { id, call } = page;
const flat = (s: string | null | undefined) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** A schedule of the demo professional's, as saved from /nomenclature. */
async function schedule(title: string) {
  const s = await call('POST', '/nomenclature', { header: { ...HEADER, title }, rows: [U12] });
  return s as { id: number; number: string; revision: string; totals: { mass_g: number }; price: { total_ht: number } };
}

it('saves the cart’s schedule with the list, and says so', async () => {
  const s = await schedule('Poutres du garage');
  const cart = await call('GET', '/cart');
  for (const l of cart.cart.list) await call('POST', '/cart/remove', { cart_token: cart.token, id: l.id });
  await call('POST', '/cart/update', { elements: [{ element_id: id('HA12-12'), quantity: 4 }] });
  await call('POST', `/nomenclature/${s.id}/cart`, { revision: s.revision, expected_mass_g: s.totals.mass_g, expected_total_ht: s.price.total_ht });
  const { SaveCartAsList } = await import('./save-cart-as-list');
  const user = userEvent.setup();
  render(<SaveCartAsList />);
  await user.click(screen.getByRole('button', { name: 'Enregistrer comme liste' }));
  await user.type(await screen.findByRole('textbox', { name: /Nom de la liste/ }), 'Garage type');
  await user.click(screen.getByRole('button', { name: 'Enregistrer la liste' }));
  await screen.findByText(/^La liste « Garage type » est enregistrée avec 1 produit et 1 nomenclature\./);
});

it('shows a list’s schedule beside its products, and puts it in the cart; an ordered one is named as left out', async () => {
  const mine = await schedule('Longrines');
  const ordered = await schedule('Poteaux');
  await call('POST', '/list', { name: 'Villa avec acier façonné', lines: [{ element_id: id('HA10-6'), quantity: 2 }], schedules: [mine.id, ordered.id] });
  page.api.db.prepare("UPDATE bar_schedule_revision SET status = 'ordered' WHERE schedule_id = ?").run(ordered.id);
  const { user, card } = await page.render('Villa avec acier façonné');
  const it = card('Villa avec acier façonné');
  expect(within(it).getByText('1 produit et 2 nomenclatures')).toBeTruthy();
  await user.click(within(it).getByRole('button', { name: 'Voir les produits de la liste « Villa avec acier façonné »' }));
  const table = await within(it).findByRole('table');
  const rows = within(table)
    .getAllByRole('row')
    .map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => flat(c.textContent))
        .join(' | '),
    );
  expect(rows.find((r) => r.startsWith(mine.number))).toBe(
    `${mine.number} | Nomenclature ${mine.number}, révision A : Longrines | 1 nomenclature (${String(mine.totals.mass_g / 1000).replace('.', ',')} kg) | Prix du jour calculé à l’ajout au panier Retirer`,
  );
  expect(rows.find((r) => r.startsWith(ordered.number))).toContain('Déjà commandée : dupliquez-la depuis « Mes nomenclatures » pour la commander à nouveau.');

  await user.click(within(it).getByRole('button', { name: 'Mettre au panier la liste « Villa avec acier façonné »' }));
  const said = await within(it).findByText(/sont dans votre panier, aux prix du jour\./);
  const region = said.closest('[role="status"]')!;
  expect(flat(region.textContent)).toContain(`Nomenclature ${ordered.number} — Déjà commandée : dupliquez-la depuis « Mes nomenclatures »`);
  const inCart = (await call('GET', '/cart')).cart.list as { schedule: { id: number } | null }[];
  expect(inCart.some((l) => l.schedule?.id === mine.id)).toBe(true);
  expect(inCart.some((l) => l.schedule?.id === ordered.id)).toBe(false);

  // taken off the list, the other one kept
  await user.click(within(it).getByRole('button', { name: `Retirer la nomenclature ${ordered.number} de la liste « Villa avec acier façonné »` }));
  await within(it).findByText(`Nomenclature ${ordered.number} retirée de la liste « Villa avec acier façonné ».`);
  expect(document.activeElement).toBe(within(it).getByRole('region', { name: 'Produits de la liste « Villa avec acier façonné »' }));
  const kept = await call('GET', '/list');
  expect(kept.items.find((l: { name: string }) => l.name === 'Villa avec acier façonné').schedule_count).toBe(1);
});

/**
 * A list `name` of one schedule, shown with its lines, to which a colleague adds a second schedule meanwhile (`changed`:
 * the API's answer to his change).
 */
async function changedWhileShown(name: string, titles: [string, string]) {
  const first = await schedule(titles[0]);
  const added = await schedule(titles[1]);
  const list = await call('POST', '/list', { name, lines: [], schedules: [first.id] });
  const { user, card } = await page.render(name);
  const it = card(name);
  await user.click(within(it).getByRole('button', { name: `Voir les produits de la liste « ${name} »` }));
  await within(it).findByRole('table');
  const changed = await page.api.request('PATCH', `/list/${list.list_id}`, { body: { schedules: [first.id, added.id] }, token: page.token });
  return { first, added, list, user, it, changed };
}

// a colleague's schedule added while the list was shown: the removal, sent as the list of what stays, dropped it
it('takes nothing off a list changed meanwhile, says so and shows the list as stored', async () => {
  const { first, added, list, user, it, changed } = await changedWhileShown('Atelier partagé', ['Dallage', 'Acrotères']);
  expect(changed.statusCode).toBe(200);

  await user.click(within(it).getByRole('button', { name: `Retirer la nomenclature ${first.number} de la liste « Atelier partagé »` }));
  await within(it).findByText(
    `La nomenclature ${first.number} n’a pas été retirée : la liste a été modifiée entre-temps. La voici telle qu’elle est enregistrée : retirez-la de nouveau si besoin.`,
  );
  expect((await call('GET', `/list/${list.list_id}`)).schedules.map((s: { schedule_id: number }) => s.schedule_id)).toEqual([first.id, added.id]);
  expect(await within(it).findByRole('button', { name: `Retirer la nomenclature ${added.number} de la liste « Atelier partagé »` })).toBeTruthy();
});

// the list could not be read again after the refusal either: the page cannot say « La voici » of what it still shows
it('says so when a list changed meanwhile cannot be read again', async () => {
  const { first, list, user, it } = await changedWhileShown('Atelier hors ligne', ['Fondations', 'Chaînages']);

  const through = pageCalls.spy.getMockImplementation()!;
  // the network lost once the removal was refused: the list's reads fail
  let refused = false;
  pageCalls.spy.mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (refused && url.includes(`/list/${list.list_id}`)) throw new TypeError('Failed to fetch');
    const answer = await through(input, init);
    if ((init?.method ?? 'GET') === 'PATCH' && answer.status === 409) refused = true;
    return answer;
  });
  try {
    await user.click(within(it).getByRole('button', { name: `Retirer la nomenclature ${first.number} de la liste « Atelier hors ligne »` }));
    const said = await within(it).findByText(/^La nomenclature .* n’a pas été retirée/);
    expect(flat(said.textContent)).toBe(
      `La nomenclature ${first.number} n’a pas été retirée : la liste a été modifiée entre-temps, et n’a pas pu être relue. Rechargez la page pour la voir telle qu’elle est enregistrée.`,
    );
  } finally {
    pageCalls.spy.mockImplementation(through);
  }
});
