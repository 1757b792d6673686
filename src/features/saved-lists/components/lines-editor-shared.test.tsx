/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, waitFor, within } from '@testing-library/react';
import { savedListsPage } from './saved-lists.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A list changed by two at once, against the real reference API: a company's people share its lists, and the same
 * buyer may have it open in two tabs. The second to save used to write over the first's lines without either
 * knowing; now he is told, keeps what he typed, and chooses.
 */
const page = savedListsPage();
const { createList, listLines, editing } = page;

const CHANGED =
  'Cette liste a été modifiée entre-temps (par un collègue, ou depuis un autre onglet ou appareil) : vos changements ne sont pas enregistrés. Ils restent affichés : enregistrez-les de nouveau pour remplacer la liste, ou annulez pour voir la liste enregistrée.';

/** Someone else's change of the list's lines (a colleague, or another tab): through the API, as his page sends it. */
async function elsewhere(name: string, quantity: number) {
  const id = page.listRow(name)!.id;
  const body = { lines: [{ element_id: page.id('HA12-12'), quantity }] };
  const res = await page.api.request('PATCH', `/list/${id}`, { body, token: page.token });
  expect(res.statusCode).toBe(200);
}

describe('LinesEditor, a list changed meanwhile', () => {
  // made before any page is shown: a page reads the index from SWR's cache first (the kit's render)
  beforeAll(async () => {
    await createList('Radier', [['HA12-12', 2]]);
    await createList('Semelles', [['HA12-12', 2]]);
  });

  it('says so, writes nothing and keeps what was typed; saved again, the buyer’s lines replace the list’s', async () => {
    const { user, card, quantity } = await editing('Radier', '4');
    await elsewhere('Radier', 9);

    const save = within(card()).getByRole('button', { name: 'Enregistrer les produits' });
    await user.click(save);
    expect(await within(card()).findByText(CHANGED)).toBeTruthy();
    expect(listLines('Radier')).toEqual([['HA12-12', 9]]);
    expect(quantity.isConnected && quantity.value).toBe('4');

    await user.click(save);
    await within(card()).findByRole('table');
    expect(listLines('Radier')).toEqual([['HA12-12', 4]]);
  });

  it('remembers which revision kept changes were made on, when the editor opens again with them', async () => {
    await editing('Semelles', '5');
    // the page left with its changes kept for the tab, the list changed meanwhile, the page opened again
    cleanup();
    await elsewhere('Semelles', 11);
    const { user, card } = await page.render('Semelles');
    const kept = (await within(card('Semelles')).findByRole('textbox', { name: /\(réf\. HA12-12\)/ })) as HTMLInputElement;
    expect(kept.value).toBe('5');

    await user.click(within(card('Semelles')).getByRole('button', { name: 'Enregistrer les produits' }));
    expect(await within(card('Semelles')).findByText(CHANGED)).toBeTruthy();
    expect(listLines('Semelles')).toEqual([['HA12-12', 11]]);
    await user.click(within(card('Semelles')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(within(card('Semelles')).getByRole('table').textContent).toContain('11'));
  });
});
