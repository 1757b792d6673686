/** @jest-environment ./src/test-support/jsdom-env.ts */
import { waitFor, within } from '@testing-library/react';
import { savedListsPage } from './saved-lists.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A list's products changed with the keyboard alone, against the real
 * reference API: the focus never falls to the page's body (an editor opened
 * empty, a line added, a line removed), and a refused line's message is
 * read with the field at fault.
 */
const page = savedListsPage();
const { createList } = page;

/** The editor of the list `name`, opened as the keyboard opens it. */
async function editor(name: string) {
  const { user, card } = await page.render(name);
  await user.click(within(card(name)).getByRole('button', { name: `Voir les produits de la liste « ${name} »` }));
  const edit = await within(card(name)).findByRole('button', { name: `Modifier les produits de la liste « ${name} »` });
  edit.focus();
  await user.keyboard('{Enter}');
  const form = within(card(name)).getByRole('form', { name: `Produits de la liste « ${name} »` });
  const reference = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Référence' });
  const quantity = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Quantité' });
  return { user, form, reference, quantity };
}

/** The message `text` is the description of `field`, which says it is wrong. */
const describes = (field: HTMLElement, text: string | RegExp) => {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  expect(ids.map((id) => document.getElementById(id)?.textContent).join(' ')).toMatch(text);
};

describe('LinesEditor with the keyboard', () => {
  it('gives the reference field the focus when the editor opens on an empty list', async () => {
    await createList('Vide', []);
    const { reference } = await editor('Vide');
    await waitFor(() => expect(document.activeElement).toBe(reference));
  });

  it('keeps « Ajouter » in reach during the lookup, and gives the emptied reference field the focus once a line is added', async () => {
    await createList('Ajouts', [['HA12-12', 2]]);
    const { user, form, reference, quantity } = await editor('Ajouts');
    const add = within(form).getByRole('button', { name: 'Ajouter' });
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(`${add.hasAttribute('disabled')}/${add.getAttribute('aria-disabled')}`));
    watch.observe(add, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
    await user.type(reference, 'HA10-6');
    await user.type(quantity, '3');
    await user.tab();
    expect(document.activeElement).toBe(add);
    await user.keyboard('{Enter}');
    await within(form).findByRole('textbox', { name: /\(réf\. HA10-6\)/ });
    watch.disconnect();
    // a disabled button gives up the focus: it says it is busy instead
    expect(seen).not.toContain('true/null');
    expect(seen).toContain('false/true');
    await waitFor(() => expect(document.activeElement).toBe(reference));
    expect(reference.value).toBe('');
  });

  it('gives the focus to the next « Retirer », else the previous one, else the editor’s heading', async () => {
    await createList('Retraits', [
      ['HA12-12', 1],
      ['HA10-6', 2],
      ['HA16-6', 3],
    ]);
    const { user, form } = await editor('Retraits');
    const buttons = () => within(form).queryAllByRole('button', { name: /^Retirer / });
    const [first, second, third] = buttons();

    second!.focus();
    await user.keyboard('{Enter}');
    expect(buttons()).toEqual([first, third]);
    await waitFor(() => expect(document.activeElement).toBe(third));

    await user.keyboard('{Enter}');
    expect(buttons()).toEqual([first]);
    await waitFor(() => expect(document.activeElement).toBe(first));

    await user.keyboard('{Enter}');
    expect(buttons()).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Produits de la liste « Retraits »' })));
  });

  it('marks the quantity, not the reference, when the quantity is missing; the reference when it is unknown', async () => {
    await createList('Messages', [['HA12-12', 1]]);
    const { user, reference, quantity } = await editor('Messages');
    await user.type(reference, 'HA10-6{Enter}');
    describes(quantity, 'Indiquez une quantité supérieure à zéro.');
    expect(reference.getAttribute('aria-invalid')).toBeNull();
    expect(reference.getAttribute('aria-describedby')).toBeNull();

    await user.clear(reference);
    await user.type(reference, 'zz-inconnue');
    await user.type(quantity, '3{Enter}');
    await waitFor(() => describes(reference, /zz-inconnue/i));
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
    expect(quantity.getAttribute('aria-describedby')).toBeNull();
  });
});
