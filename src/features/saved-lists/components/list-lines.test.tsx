/** @jest-environment ./src/test-support/jsdom-env.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { HEADER, U12 } from '../../../../backend/src/testing-schedules';
import { quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls } from '../../../test-support/held-calls';
import { savedListsPage } from './saved-lists.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A bar schedule taken off a list, against the real reference API: its
 * « Retirer » goes with its row and the table takes the focus
 * (saved-list-schedules.test.tsx), unless the buyer went elsewhere while
 * the API answered.
 */
// before the kit loads the page's client, in its own beforeAll
const pageCalls = spyOnPageCalls();
const page = savedListsPage();

/** A schedule of the demo professional's, as saved from /nomenclature. */
const schedule = async (title: string) =>
  (await page.call('POST', '/nomenclature', { header: { ...HEADER, title }, rows: [U12] })) as { id: number; number: string };

describe('ListLines', () => {
  it('leaves the focus where the buyer went while a schedule was taken off the list', async () => {
    const beams = await schedule('Poutres');
    const posts = await schedule('Poteaux');
    await page.call('POST', '/list', { name: 'Garage', lines: [{ element_id: page.id('HA10-6'), quantity: 2 }], schedules: [beams.id, posts.id] });
    const { user, card } = await page.render('Garage');
    await user.click(within(card('Garage')).getByRole('button', { name: 'Voir les produits de la liste « Garage »' }));
    const remove = await within(card('Garage')).findByRole('button', { name: `Retirer la nomenclature ${posts.number} de la liste « Garage »` });
    const filter = screen.getByRole('combobox', { name: 'Chantier' });
    const held = pageCalls.hold({ reads: true });
    try {
      await user.click(remove);
      // meanwhile, the page's filter by job site
      await user.click(filter);
    } finally {
      held.release();
    }
    await within(card('Garage')).findByText(`Nomenclature ${posts.number} retirée de la liste « Garage ».`);
    // the list read again, without the schedule
    await waitFor(() => expect(remove.isConnected).toBe(false));
    await quiet();
    expect(document.activeElement).toBe(filter);
  });
});
