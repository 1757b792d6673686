/** @jest-environment ./src/test-support/jsdom-env.ts */
import { within } from '@testing-library/react';
import { quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls } from '../../../test-support/held-calls';
import { savedListsPage } from './saved-lists.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A product added to a list by its reference, against the real reference
 * API: once it is found, the emptied reference field takes the focus for
 * the next one (lines-editor-keyboard.test.tsx), unless the buyer went on
 * to another field while the catalogue answered.
 */
// before the kit loads the page's client, in its own beforeAll
const pageCalls = spyOnPageCalls();
const page = savedListsPage();

describe('AddLine', () => {
  it('leaves the focus on the line where the buyer went while the product was looked up, and keeps what he types there', async () => {
    await page.createList('Recherche', [['HA12-12', 2]]);
    const { user, card } = await page.render('Recherche');
    await user.click(within(card('Recherche')).getByRole('button', { name: 'Voir les produits de la liste « Recherche »' }));
    await user.click(await within(card('Recherche')).findByRole('button', { name: 'Modifier les produits de la liste « Recherche »' }));
    const form = within(card('Recherche')).getByRole('form', { name: 'Produits de la liste « Recherche »' });
    const line = within(form).getByRole<HTMLInputElement>('textbox', { name: /\(réf\. HA12-12\)/ });
    await user.type(within(form).getByRole('textbox', { name: 'Référence' }), 'HA10-6');
    await user.type(within(form).getByRole('textbox', { name: 'Quantité' }), '3');
    const held = pageCalls.hold({ reads: true });
    try {
      await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
      await user.click(line);
    } finally {
      held.release();
    }
    await within(form).findByText(/est ajouté\. Enregistrez les produits pour garder la liste ainsi\.$/);
    await quiet();
    expect(document.activeElement).toBe(line);
    await user.keyboard('0');
    expect(line.value).toBe('20');
  });
});
