/** @jest-environment ./src/test-support/jsdom-env.ts */
import { waitFor, within } from '@testing-library/react';
import { quiet } from '../../../test-support/browser-api';
import { savedListsPage } from './saved-lists.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A sheet cut to length in a list, against the real reference API: added by
 * its reference, it asks its length in a field of its own (as the quick
 * order does), the API's message tied to that field; each sheet line of the
 * editor has its length to change, its quantity counted in sheets.
 */
const page = savedListsPage();
const SHEET = 'BAC-T40-9010-063';

/** The list's lines as stored: reference, count, length in millimetres. */
const stored = (name: string) =>
  page.api.db
    .prepare(
      `SELECT p.reference, l.quantity, l.length_mm FROM saved_list_line l JOIN saved_list s ON s.id = l.list_id JOIN product p ON p.id = l.product_id
      WHERE s.name = ? ORDER BY l.position`,
    )
    .all(name)
    .map((r) => Object.values(r as object));

/** The message `text` is the description of `field`, which says it is wrong. */
const describes = (field: HTMLElement, text: string | RegExp) => {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  expect(ids.map((id) => document.getElementById(id)?.textContent).join(' ')).toMatch(text);
};

async function editor(name: string) {
  const { user, card } = await page.render(name);
  await user.click(within(card(name)).getByRole('button', { name: `Voir les produits de la liste « ${name} »` }));
  await user.click(await within(card(name)).findByRole('button', { name: `Modifier les produits de la liste « ${name} »` }));
  const form = within(card(name)).getByRole('form', { name: `Produits de la liste « ${name} »` });
  return { user, form: within(form), card: () => within(card(name)) };
}

const OUT_OF_RANGE = /^La longueur de « Bac acier T40 .+ » doit être comprise entre 1 m et 12 m\.$/;

describe('a sheet cut to length in a list', () => {
  it('asks the length of a sheet added by its reference, on a field of its own, and saves the line with it', async () => {
    await page.createList('Toiture', [['HA12-12', 2]]);
    const { user, form, card } = await editor('Toiture');
    await user.type(form.getByRole('textbox', { name: 'Référence' }), SHEET);
    await user.type(form.getByRole('textbox', { name: 'Quantité' }), '4{Enter}');
    // the API asks for the length: its field, described by the message, takes the focus; nothing is added yet
    const length = await form.findByRole<HTMLInputElement>('textbox', { name: 'Longueur (m)' });
    await waitFor(() => describes(length, OUT_OF_RANGE));
    expect(form.getByRole('textbox', { name: 'Référence' }).getAttribute('aria-invalid')).toBeNull();
    expect(length.getAttribute('inputmode')).toBe('decimal');
    await waitFor(() => expect(document.activeElement).toBe(length));
    expect(form.queryByRole('textbox', { name: new RegExp(`\\(réf\\. ${SHEET}\\)`) })).toBeNull();

    await user.type(length, '4,5{Enter}');
    // counted in sheets (« tôles »), not in metres; the line's own length to change
    const quantity = await form.findByRole<HTMLInputElement>('textbox', { name: new RegExp(`– 4,5 m \\(réf\\. ${SHEET}\\), quantité en tôles$`) });
    expect(quantity.value).toBe('4');
    expect(form.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`\\(réf\\. ${SHEET}\\), longueur en m$`) }).value).toBe('4,5');
    // the next line starts without a length
    expect(form.queryByRole('textbox', { name: 'Longueur (m)' })).toBeNull();
    await user.click(form.getByRole('button', { name: 'Enregistrer les produits' }));
    await waitFor(() =>
      expect(stored('Toiture')).toEqual([
        ['HA12-12', 2, null],
        [SHEET, 4, 4500],
      ]),
    );
    // read again once saved, the sheets counted as such: no answer left on its way to the next test's page
    await waitFor(() => expect(card().getByText('2 produits')).toBeTruthy());
    await waitFor(() => expect(card().getAllByRole('row')[2]!.textContent).toMatch(/– 4,5 m.*4\stôles/));
    await quiet();
  });

  it('changes a sheet line’s length in the editor, a refusal said on that field and not on the quantity', async () => {
    await page.call('POST', '/list', { name: 'Bardage', lines: [{ element_id: page.id(SHEET), quantity: 6, length: 3 }] });
    const { user, form, card } = await editor('Bardage');
    const quantity = form.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`\\(réf\\. ${SHEET}\\), quantité en tôles$`) });
    const length = form.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`\\(réf\\. ${SHEET}\\), longueur en m$`) });
    expect([quantity.value, length.value]).toEqual(['6', '3']);

    await user.clear(length);
    await user.type(length, '13');
    await user.click(form.getByRole('button', { name: 'Enregistrer les produits' }));
    await waitFor(() => describes(length, OUT_OF_RANGE));
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
    expect(stored('Bardage')).toEqual([[SHEET, 6, 3000]]);

    await user.clear(length);
    await user.type(length, '6,25');
    await user.click(form.getByRole('button', { name: 'Enregistrer les produits' }));
    await waitFor(() => expect(stored('Bardage')).toEqual([[SHEET, 6, 6250]]));
    await waitFor(() => expect(card().getAllByRole('row')[1]!.textContent).toMatch(/– 6,25 m.*6\stôles/));
    await quiet();
  });
});
